package dev.docshape.storage.sample;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;

import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A string declared with k distinct values and an average size is as long in the sample's documents as declared, and
 * still takes k values (docs/sample-data.md "Declared distinct values", decision 0492): an online course's 12-byte
 * {@code level} held 3-byte words ({@code low}), an enrolment's 9-byte {@code status} 6-byte ones, and {@code measure}
 * found the bytes under the estimate.
 */
class DeclaredValueSizesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void anOnlineCoursesLevelAndStatusAreAsLongAsDeclaredAndTakeTheirDeclaredValues() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/unseen/online-courses.docshape").toURI()));
        Design design = project.design("referenced").orElseThrow();
        Map<String, List<String>> found = Map.of("level", new ArrayList<>(), "status", new ArrayList<>());
        SampleGenerator.of(project.model(), design, Projector.project(project.model(), design), SampleOptions.of(1, 0.002))
                .producer().produce((collection, id, json) -> collect(read(json), found));
        assertValues(found.get("level"), 12, 3, "a course's level");
        assertValues(found.get("status"), 9, 3, "an enrolment's status");
    }

    @Test
    void aValueLongerThanDeclaredIsCutAndTheValuesStayDistinct() {
        List<Object> countries = new ArrayList<>();
        for (int j = 0; j < 50; j++) countries.add(j < 6 ? "Country" + j : "country " + (j + 1));
        List<Object> sized = DeclaredValues.sized(countries, "country", 2);
        assertEquals(50, Set.copyOf(sized).size(), "50 values stay 50: " + sized);
        assertTrue(sized.stream().allMatch(v -> ((String) v).length() == 2), "each 2 characters: " + sized);
        assertEquals(List.of("low level le", "medium level", "high level l"), DeclaredValues.sized(List.of("low", "medium", "high"), "level", 12));
    }

    private static void assertValues(List<String> values, int size, int distinct, String what) {
        assertTrue(values.size() > 20, what + ": found in the sample, " + values.size());
        double mean = values.stream().mapToInt(v -> v.getBytes(StandardCharsets.UTF_8).length).average().orElseThrow();
        assertEquals(size, mean, 0.02 * size, what + ": bytes on average, declared " + size);
        Set<String> kinds = new TreeSet<>(values);
        assertEquals(distinct, kinds.size(), what + ": the declared number of values, " + kinds);
    }

    private static JsonNode read(String json) {
        try {
            return JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every string under one of {@code found}'s names, at any depth. */
    private static void collect(JsonNode node, Map<String, List<String>> found) {
        node.fields().forEachRemaining(e -> {
            List<String> into = found.get(e.getKey());
            if (into != null && e.getValue().isTextual()) into.add(e.getValue().asText());
            collect(e.getValue(), found);
        });
        if (node.isArray()) node.forEach(item -> collect(item, found));
    }
}
