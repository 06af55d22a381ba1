package dev.docshape.storage.file;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FormatVersionsTest {

    @Test
    void upgradeRunsEveryStepFromTheFilesVersionInOrderAndStampsTheVersion() {
        // Two imagined steps: 1 -> 2 renames "title" to "name", 2 -> 3 adds "description".
        UnaryOperator<ObjectNode> renameTitle = tree -> {
            tree.set("name", tree.remove("title"));
            return tree;
        };
        UnaryOperator<ObjectNode> addDescription = tree -> tree.put("description", "added by step 2");
        ObjectNode v1 = JsonNodeFactory.instance.objectNode().put("formatVersion", 1).put("title", "old");

        ObjectNode upgraded = FormatVersions.upgrade(v1.deepCopy(), 1, List.of(renameTitle, addDescription));
        assertEquals(3, upgraded.get("formatVersion").intValue());
        assertEquals("old", upgraded.get("name").textValue());
        assertEquals("added by step 2", upgraded.get("description").textValue());

        ObjectNode fromV2 = JsonNodeFactory.instance.objectNode().put("formatVersion", 2).put("name", "n");
        ObjectNode upgradedFromV2 = FormatVersions.upgrade(fromV2, 2, List.of(renameTitle, addDescription));
        assertEquals("n", upgradedFromV2.get("name").textValue(), "step 1 is skipped for a version-2 file");
        assertEquals(3, upgradedFromV2.get("formatVersion").intValue());
    }

    @Test
    void aCurrentFileIsNotTouched() {
        ObjectNode tree = JsonNodeFactory.instance.objectNode().put("formatVersion", FormatVersions.CURRENT).put("name", "n");
        assertEquals(tree.deepCopy(), FormatVersions.upgrade(tree, FormatVersions.CURRENT));
    }
}
