package dev.docshape.app.analysis.preview;

import javafx.scene.control.TreeItem;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonTreeTest {
    private static final String DOC = """
            {
              "_id": "p1",
              "name": "Ada \\"the first\\"",
              "age": 36,
              "active": true,
              "nick": null,
              "addresses": [
                { "city": "London" },
                { "city": "Paris" }
              ],
              "tags": []
            }""";

    private static void lines(TreeItem<JsonLine> item, boolean all, List<String> out) {
        out.add(item.getValue().text(!all && item.getValue().opens() && !item.isExpanded()));
        if (all || item.isExpanded()) for (TreeItem<JsonLine> c : item.getChildren()) lines(c, all, out);
    }

    @Test
    void everyLineReadsAsJsonWithItsCommas() {
        List<String> out = new ArrayList<>();
        lines(JsonTree.parse(DOC, 10), true, out);
        assertEquals(List.of("{", "\"_id\": \"p1\",", "\"name\": \"Ada \\\"the first\\\"\",", "\"age\": 36,",
                "\"active\": true,", "\"nick\": null,", "\"addresses\": [", "{", "\"city\": \"London\"", "},", "{",
                "\"city\": \"Paris\"", "}", "],", "\"tags\": [", "]", "}"), out);
    }

    @Test
    void foldedContainersShowHowMuchTheyHold() {
        TreeItem<JsonLine> root = JsonTree.parse(DOC, 1);
        TreeItem<JsonLine> addresses = root.getChildren().get(5);
        assertFalse(addresses.isExpanded());
        assertEquals("2 items", addresses.getValue().foldedSummary());
        assertEquals("\"addresses\": [ … ],", addresses.getValue().text(true));
        assertTrue(root.isExpanded());
    }

    @Test
    void aScalarIsNoDocument() {
        var e = assertThrows(IllegalArgumentException.class, () -> JsonTree.parse("42", 1));
        assertEquals("the preview expects a JSON object or array", e.getMessage());
    }
}
