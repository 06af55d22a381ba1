package dev.docshape.storage.imports.json;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * {@code import json} lists a string field's values where it shows few that repeat, the same fields the distinct-count
 * rule already declares (docs/imports.md "Few distinct values", decision 0555): an issue's status, not its title, its
 * reporter's name or its id.
 */
class ListedValuesJsonImportTest {

    @Test
    void aStatusOfFewRepeatedWordsIsListedAndIdsNamesAndTextAreNot(@TempDir Path dir) throws Exception {
        List<String> statuses = List.of("open", "in_progress", "resolved", "closed");
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            lines.add("{\"_id\": \"ISS-" + i + "\", \"status\": \"" + statuses.get(i % 4) + "\", \"title\": \"Crash number " + i
                    + " on save\", \"reporter\": \"Person " + (i % 37) + "\", \"points\": " + (i % 3 + 1) + "}");
        }
        Path file = Files.write(dir.resolve("issues.json"), lines);
        Entity issues = JsonImport.infer(List.of(file), Progress.NONE).toProject("tracker").model().entities().get(0);
        Field status = issues.field("status").orElseThrow();
        assertEquals(List.of("closed", "in_progress", "open", "resolved"), status.values(), "alphabetical, whatever came first");
        assertEquals(4, status.distinctValues());
        assertNull(issues.field("title").orElseThrow().values(), "free text");
        assertNull(issues.field("reporter").orElseThrow().values(), "37 names: more than the 20 the count allows");
        assertNull(issues.field("points").orElseThrow().values(), "numbers keep their count and range");
        assertEquals(3, issues.field("points").orElseThrow().distinctValues());
    }
}
