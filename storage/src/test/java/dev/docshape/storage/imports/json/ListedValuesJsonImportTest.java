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

    /**
     * Hostile repeated values (decision 0567): a list stays within what the file reader takes (2 to 1,000 values of at
     * most 1,000 characters): 101-character values and a 21st distinct value are left out, the count too, and what is
     * listed, control characters, an escape sequence, a lone surrogate and an empty string among them, is saved and read
     * back by the file reader unchanged.
     */
    @Test
    void hostileRepeatedValuesAreBoundedAndWhatIsListedSurvivesTheFile(@TempDir Path dir) throws Exception {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        List<String> odd = List.of("nul\\u0000x", "\\u001b[31mred", "tab\\there", "", "half \\ud800", "line\\nbreak", "x".repeat(100));
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 140; i++) {
            String odd1 = "\"" + odd.get(i % odd.size()) + "\"";
            lines.add("{\"_id\": " + i + ", \"odd\": " + odd1 + ", \"long\": \"" + ((char) ('a' + i % 3)) + "y".repeat(100)
                    + "\", \"many\": \"v" + (i % 21) + "\", \"few\": \"v" + (i % 20) + "\"}");
        }
        Path file = Files.write(dir.resolve("hostile.json"), lines);
        var project = JsonImport.infer(List.of(file), Progress.NONE).toProject("hostile");
        Entity entity = project.model().entities().get(0);
        Field long1 = entity.field("long").orElseThrow();
        assertNull(long1.values(), "101 characters: no few short values");
        assertNull(long1.distinctValues());
        assertNull(entity.field("many").orElseThrow().values(), "21 distinct values: more than 20");
        assertEquals(20, entity.field("few").orElseThrow().values().size());
        List<Object> expected = new ArrayList<>();
        for (String v : odd) expected.add(json.readValue("\"" + v + "\"", String.class));
        Field listed = entity.field("odd").orElseThrow();
        assertEquals(expected.stream().sorted().toList(), listed.values(), "each odd value as the documents hold it");
        Path saved = dir.resolve("hostile.docshape");
        dev.docshape.storage.file.ProjectFiles.save(project, saved);
        Entity read = dev.docshape.storage.file.ProjectFiles.load(saved).model().entities().get(0);
        assertEquals(listed.values(), read.field("odd").orElseThrow().values(), "the file reader takes and keeps them");
    }
}
