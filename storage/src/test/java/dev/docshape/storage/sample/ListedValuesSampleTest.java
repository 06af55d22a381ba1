package dev.docshape.storage.sample;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.projection.Projector;
import org.junit.jupiter.api.Test;

import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A field listing its values draws them evenly, as they are written, and nothing else (docs/sample-data.md "Listed
 * values", decision 0555): an issue's status is open, in_progress, resolved or closed, not active or pending.
 */
class ListedValuesSampleTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<Object> STATUSES = List.of("open", "in_progress", "resolved", "closed");
    private static final List<Object> ODD = List.of("say \"hi\"", "back\\slash", "two\nlines", "fermé");

    @Test
    void everyIssueTakesOneOfTheListedValuesEvenly() throws Exception {
        Entity issue = Entity.of("issue", "Issue", List.of(Field.string("title", 40),
                Field.string("status", 12).withValues(STATUSES), Field.of("points", FieldType.INTEGER).withValues(List.of(1, 2, 3, 5, 8)),
                Field.of("label", FieldType.STRING).withValues(ODD)), 4000);
        DataModel model = new DataModel(List.of(issue), List.of(), List.of());
        Design design = Design.named("d");
        Map<String, Map<Object, Integer>> seen = new HashMap<>();
        SampleGenerator.of(model, design, Projector.project(model, design), SampleOptions.of(1, 1)).producer()
                .produce((collection, id, json) -> {
                    JsonNode doc = read(json);
                    for (String name : List.of("status", "points", "label")) {
                        JsonNode v = doc.get(name);
                        Object value = v.isInt() ? (Object) v.asLong() : v.asText();
                        assertTrue(!v.isNumber() || v.isInt(), name + " written as a 32-bit integer: " + json);
                        seen.computeIfAbsent(name, k -> new HashMap<>()).merge(value, 1, Integer::sum);
                    }
                });
        assertEvenly(seen.get("status"), STATUSES, "status, its declared 12 bytes not padding the listed words");
        assertEvenly(seen.get("points"), List.of(1L, 2L, 3L, 5L, 8L), "points");
        assertEvenly(seen.get("label"), ODD, "label");
    }

    private static void assertEvenly(Map<Object, Integer> counts, List<Object> values, String what) {
        assertEquals(java.util.Set.copyOf(values), counts.keySet(), what);
        int total = counts.values().stream().mapToInt(Integer::intValue).sum();
        counts.values().forEach(c -> assertEquals(total / (double) values.size(), c, 0.15 * total / values.size(), what + ": " + counts));
    }

    private static JsonNode read(String json) {
        try {
            return JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
