package dev.docshape.storage.imports.sql;

import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.imports.ImportException;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A declared length is a limit, not a size: a {@code VARCHAR(254)} e-mail address is modelled at what real (and
 * sample) addresses take, and the sample's values are as long as the model says (docs/imports.md "Sizes from declared
 * lengths", decision 0528); a {@code TEXT} column named as a kind is sized as that kind too (decision 0537).
 */
class SqlSizesTest {

    @Test
    void namedColumnsAreSizedAsTheSampleWritesThemAndOthersAtHalfTheirLimit() throws ImportException {
        Project p = SqlImport.fromText("""
                CREATE TABLE users (
                    id BIGINT PRIMARY KEY,
                    email VARCHAR(254) NOT NULL,
                    phone VARCHAR(20) NOT NULL,
                    website VARCHAR(2000) NOT NULL,
                    username VARCHAR(40) NOT NULL,
                    city VARCHAR(100) NOT NULL,
                    backup_email VARCHAR(16) NOT NULL,
                    note VARCHAR(200) NOT NULL,
                    country_code CHAR(2) NOT NULL,
                    recovery_email TEXT,
                    mobile_phone TEXT,
                    bio TEXT
                );
                """, "users.sql", "users").project();
        Entity users = p.model().entities().get(0);
        Map<String, Integer> modelled = new HashMap<>();
        users.fields().forEach(f -> modelled.put(f.name(), f.avgSize()));
        int email = modelled.get("email");
        assertTrue(email >= 20 && email <= 30, "an e-mail address, not half of 254: " + email);
        assertEquals(15, modelled.get("phone"), "+1 555-010-9999");
        assertTrue(modelled.get("website") < 60, "a URL, not 1,000 bytes: " + modelled.get("website"));
        assertTrue(modelled.get("username") < 20, "a name: " + modelled.get("username"));
        assertEquals(16, modelled.get("backup_email"), "a limit below the typical size is the size");
        assertEquals(100, modelled.get("note"), "a name that says nothing: half the limit, as before");
        assertEquals(2, modelled.get("country_code"), "a fixed length is the size");
        assertEquals(email, modelled.get("recovery_email"), "a TEXT e-mail address is sized as one all the same (decision 0537)");
        assertEquals(15, modelled.get("mobile_phone"), "a TEXT phone number too");
        int unnamed = SqlImport.fromText("CREATE TABLE t (id INT PRIMARY KEY, x TEXT);", "t.sql", "t").project()
                .model().entities().get(0).fields().get(0).avgSize();
        assertEquals(unnamed, modelled.get("bio"), "a TEXT whose name says nothing keeps the type's size");

        Projection projection = Projector.project(p.model(), p.active());
        SampleGenerator sample = SampleGenerator.of(p.model(), projection, SampleOptions.of(7, 1));
        Map<String, long[]> written = new HashMap<>();
        sample.generate(projection.collections().get(0).name(), (id, doc) -> doc.forEach((field, value) -> {
            if (value instanceof String text) {
                long[] sum = written.computeIfAbsent(field, k -> new long[2]);
                sum[0] += text.getBytes(StandardCharsets.UTF_8).length;
                sum[1]++;
            }
        }));
        for (String field : new String[] {"email", "phone", "website", "username", "city", "note", "recovery_email", "mobile_phone"}) {
            double mean = (double) written.get(field)[0] / written.get(field)[1];
            assertTrue(Math.abs(mean - modelled.get(field)) <= 0.1 * modelled.get(field) + 1,
                    field + ": the sample writes " + mean + " bytes on average where the model says " + modelled.get(field));
        }
    }
}
