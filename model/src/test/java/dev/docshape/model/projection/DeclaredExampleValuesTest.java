package dev.docshape.model.projection;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.DistinctValues;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The preview's example values of a field with a declared domain are that domain's, the sample data's (decision 0411):
 * a support desk whose tickets have a priority of 4, a status of 3 and a channel of 4 values, each with its replies
 * embedded, a reply rated by stars (1 to 5).
 */
class DeclaredExampleValuesTest {

    private static DataModel supportDesk() {
        Entity ticket = Entity.of("ticket", "Ticket", List.of(
                Field.string("subject", 40),
                Field.of("priority", FieldType.INTEGER).withDistinctValues(4),
                Field.string("status", 8).withDistinctValues(3),
                Field.string("channel", 8).withDistinctValues(4),
                Field.of("openedAt", FieldType.DATE).withDistinctValues(5)), 10_000);
        Entity reply = Entity.of("reply", "Reply", List.of(
                Field.string("text", 200),
                Field.of("stars", FieldType.INTEGER),
                Field.string("kind", 8).withDistinctValues(2)), 60_000);
        return new DataModel(List.of(ticket, reply),
                List.of(new Relationship("ticket-replies", "ticket", "reply", "replies", null, Cardinality.ONE_TO_MANY, 6, 40, 1, true,
                        Volatility.STABLE)),
                List.of());
    }

    @Test
    void everyShownValueOfADeclaredFieldIsOneOfItsValues() {
        Projection p = Projector.project(supportDesk(), new Design("embedded", Map.of("ticket-replies", Mapping.embed()), Set.of()));
        String ticket = ExampleDocument.render(p.collection("Ticket").orElseThrow(), Profile.mongodb());

        assertEquals(List.of("1"), values(ticket, "priority"), ticket);
        assertEquals(List.of(text(FieldType.STRING, "status", 3, 0)), values(ticket, "status"), ticket);
        assertEquals(List.of(text(FieldType.STRING, "channel", 4, 0)), values(ticket, "channel"), ticket);
        assertEquals(List.of("2024-01-01T00:00:00.000Z"), values(ticket, "openedAt"), ticket);
        // the replies shown are instances 1 to 3: a kind of 2 values comes round again, stars stay within 1 to 5
        List<String> kinds = values(ticket, "kind");
        assertEquals(3, kinds.size(), ticket);
        for (int n = 1; n <= kinds.size(); n++) assertEquals(text(FieldType.STRING, "kind", 2, (n - 1) % 2), kinds.get(n - 1), ticket);
        for (String stars : values(ticket, "stars")) {
            int s = Integer.parseInt(stars);
            assertTrue(s >= 1 && s <= 5, "stars " + s + " within 1 to 5: " + ticket);
        }
    }

    @Test
    void aDomainsValuesAreDistinctAndOfTheFieldsKind() {
        List<Object> statuses = new ArrayList<>();
        for (int j = 0; j < 4; j++) statuses.add(DistinctValues.value(FieldType.STRING, "orderStatus", 4, j));
        assertEquals(List.of("active", "pending", "closed", "archived"), statuses);
        // past the words a name hints at, and for a name that hints at none, the name numbered
        assertEquals("status 6", DistinctValues.value(FieldType.STRING, "status", 6, 5));
        assertEquals("channel 2", DistinctValues.value(FieldType.STRING, "channel", 4, 1));
        assertEquals(4, DistinctValues.value(FieldType.INTEGER, "priority", 4, 3));
        assertEquals(null, DistinctValues.value(FieldType.OBJECT_ID, "ownerId", 3, 0));
    }

    private static String text(FieldType type, String name, int k, int j) {
        return String.valueOf(DistinctValues.value(type, name, k, j));
    }

    /** Every value of {@code name} in the example, in order, without quotes. */
    private static List<String> values(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\": \"?([^\",\\n]*)\"?").matcher(json);
        List<String> out = new ArrayList<>();
        while (m.find()) out.add(m.group(1));
        return out;
    }
}
