package dev.docshape.app.analysis.sample;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.model.Project;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.SampleStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Rows of the stored-documents list and the filter typed above it. */
class StoredDocumentTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;

    @Test
    void aRowShowsTheEndOfTheIdAndTheDocumentsName() throws Exception {
        JsonNode doc = JSON.readTree("{\"_id\": {\"$oid\": \"5f1e2d3c4b5a69780000002a\"}, \"pages\": 120, \"title\": \"Consider the Lilies\"}");
        assertEquals("…00002a · Consider the Lilies", StoredDocument.of("5f1e2d3c4b5a69780000002a", doc).label());
        JsonNode person = JSON.readTree("{\"_id\": 1, \"company\": \"Corwin\", \"firstName\": \"Malika\", \"lastName\": \"Reichert\"}");
        assertEquals("…00002a · Malika Reichert", StoredDocument.of("5f1e2d3c4b5a69780000002a", person).label());
        JsonNode noText = JSON.readTree("{\"_id\": 1, \"pages\": 120}");
        assertEquals("…00002a · pages: 120", StoredDocument.of("5f1e2d3c4b5a69780000002a", noText).label());
    }

    @Test
    void aFilterKeepsTheDocumentsWithThatFieldValueOrText() throws Exception {
        JsonNode doc = JSON.readTree("{\"title\": \"Consider  the Lilies \", \"publisher\": {\"city\": \"Oslo\"}}");
        assertTrue(StoredDocument.Filter.parse("title = consider the lilies").matches(doc));
        assertTrue(StoredDocument.Filter.parse("publisher.city=Oslo").matches(doc));
        assertFalse(StoredDocument.Filter.parse("title = Lilies").matches(doc));
        assertTrue(StoredDocument.Filter.parse("lilies").matches(doc));
        assertTrue(StoredDocument.Filter.parse("  ").all());
    }

    @Test
    void theFilterFindsAStoredDocumentByItsTitle() {
        Project project = Examples.load("s4-publisher-books.docshape");
        Path store = folder.resolve("s4.sample.db");
        SampleData.materialize(project, null, store, SampleOptions.of(42, 0.001), null);
        List<String> seen = new ArrayList<>();
        try (SampleStore s = SampleData.openStore(store, project)) {
            String first = s.read(r -> r.byIds("Book", r.spreadIds("Book", 1))).get(0);
            String title = JSON.readTree(first).get("title").asText();
            StoredDocument.Filter filter = StoredDocument.Filter.parse("title = " + title);
            s.read(r -> {
                r.forEach("Book", (id, json) -> {
                    if (filter.mayMatch(json) && filter.matches(parse(json))) seen.add(id);
                });
                return null;
            });
            assertFalse(seen.isEmpty(), title + " in " + first);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    private static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }
}
