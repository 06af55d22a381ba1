package dev.docshape.storage.imports.sql;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.storage.imports.ImportException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A column's CHECK IN list, MySQL ENUM or PostgreSQL enum type gives its field the values themselves, not only their
 * number (docs/imports.md "Few distinct values", decision 0555).
 */
class SqlListedValuesTest {

    static Field field(String sql, String entityName, String column) throws ImportException {
        SqlImport.Result result = SqlImport.fromText(sql, "shop.sql", "shop");
        assertTrue(result.skipped().isEmpty(), "every statement is read: " + result.skipped());
        Entity entity = result.project().model().entities().stream().filter(e -> e.name().equals(entityName)).findFirst().orElseThrow();
        return entity.field(column).orElseThrow(() -> new AssertionError("no " + entityName + "." + column));
    }

    @Test
    void checkListsEnumsAndEnumTypesKeepTheirLiterals() throws ImportException {
        String orders = """
                CREATE TABLE orders (
                  id INT PRIMARY KEY,
                  status VARCHAR(20) NOT NULL CHECK (status IN ('new', 'it''s paid', 'shipped', 'new')),
                  size ENUM('s', 'm', 'l', 'xl') DEFAULT 's',
                  priority INT CHECK (priority IN (1, 2, 3, 5, 8)),
                  weight DECIMAL(4,1) CHECK (weight IN (1, 1.0, 2.50, -1)),
                  code VARCHAR(5) CHECK (code IN (1, 2))
                );
                """;
        assertEquals(List.of("new", "it's paid", "shipped"), field(orders, "order", "status").values(), "a doubled quote read as one");
        assertEquals(List.of("s", "m", "l", "xl"), field(orders, "order", "size").values());
        assertEquals(List.of(1L, 2L, 3L, 5L, 8L), field(orders, "order", "priority").values());
        assertEquals(List.of(1.0, 2.5, -1.0), field(orders, "order", "weight").values());
        Field code = field(orders, "order", "code");
        assertNull(code.values(), "numbers on a string column: the count alone");
        assertEquals(2, code.distinctValues());
        String people = """
                CREATE TYPE public.mood AS ENUM ('sad', 'ok', 'happy', 'élevé');
                CREATE TABLE public.people (id integer NOT NULL, mood public.mood,
                    kind character varying(20) NOT NULL,
                    CONSTRAINT people_kind_check CHECK (((kind)::text = ANY ((ARRAY['staff'::character varying, 'guest'::character varying])::text[]))));
                """;
        assertEquals(List.of("sad", "ok", "happy", "élevé"), field(people, "person", "mood").values());
        assertEquals(List.of("staff", "guest"), field(people, "person", "kind").values());
    }
}
