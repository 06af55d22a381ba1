package dev.docshape.storage.sample;

import dev.docshape.model.Project;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.SampleStore;
import dev.docshape.storage.store.StoredCollection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SampleDataTest {

    @TempDir
    Path dir;

    @Test
    void materializingStoresEveryGeneratedDocumentAndReportsProgress() throws Exception {
        Project project = new Project("Shop", "", Shop.model(), List.of(Shop.hybrid(), Shop.normalized()), "hybrid");
        Path file = dir.resolve("shop.sample.db");
        List<String> phases = new ArrayList<>();
        Progress progress = (phase, done, total) -> phases.add(phase);
        SampleData.Result result = SampleData.materialize(project, "normalized", file, SampleOptions.of(4, 0.2), progress);
        assertEquals("normalized", result.metadata().design());
        assertTrue(phases.contains("writing documents") && phases.contains("indexing") && phases.get(phases.size() - 1).equals("done"));
        SampleGenerator g = SampleGenerator.of(project.model(),
                dev.docshape.model.projection.Projector.project(project.model(), Shop.normalized()), SampleOptions.of(4, 0.2));
        assertEquals(g.documentCount(), result.documents());
        List<String> expected = new ArrayList<>();
        g.producer().produce((c, id, json) -> {
            if (c.equals("Review")) expected.add(json);
        });
        try (SampleStore store = SampleStore.open(file, "Shop")) {
            List<String> stored = new ArrayList<>();
            store.read(s -> {
                s.forEach("Review", (id, doc) -> stored.add(doc));
                return null;
            });
            assertEquals(expected, stored);
            assertEquals(g.documentCount(), store.collections().stream().mapToLong(StoredCollection::documents).sum());
        }
    }

    @Test
    void anUnknownDesignIsNamed() {
        Project project = new Project("Shop", "", Shop.model(), List.of(Shop.hybrid()), "hybrid");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SampleData.materialize(project, "nope", dir.resolve("x.db"), SampleOptions.of(1, 1), Progress.NONE));
        assertEquals("project 'Shop' has no design 'nope' (it has [hybrid])", e.getMessage());
    }
}
