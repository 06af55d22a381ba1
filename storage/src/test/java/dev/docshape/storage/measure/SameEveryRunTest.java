package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.SampleScale;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.SampleStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "The first N of all by an order" reads the same documents on every run: measure runs it once and
 * lets that run stand for all of them, with the figures every single run gives.
 */
class SameEveryRunTest {

    @TempDir
    Path dir;

    @Test
    void theFirstOfAllIsRunOnceWithTheFiguresOfEveryRun() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-ordered.docshape").toURI()));
        Design design = project.design("referenced").orElseThrow();
        ReadPattern top = (ReadPattern) project.model().patterns().stream().filter(p -> p.id().equals("top-posts")).findFirst().orElseThrow();
        ReadPattern newest = (ReadPattern) project.model().patterns().stream().filter(p -> p.id().equals("newest-comments")).findFirst().orElseThrow();
        assertTrue(ReadRunner.sameEveryRun(top));
        assertFalse(ReadRunner.sameEveryRun(newest), "children of one parent differ from parent to parent");

        Path storeFile = dir.resolve("referenced.db");
        SampleData.materialize(project, design.name(), storeFile, SampleOptions.of(1, SampleScale.MIN), Progress.NONE);
        PatternMeasure measured = Measurer.measure(project, storeFile, Profile.mongodb(), 20, Progress.NONE).patterns().stream()
                .filter(p -> p.patternId().equals("top-posts")).findFirst().orElseThrow();

        Projection projection = Projector.project(project.model(), design);
        Locator locator = new Locator(projection);
        EncodedSize sizes = new EncodedSize(projection, Profile.mongodb());
        SampleGenerator sample = SampleGenerator.of(project.model(), design, projection, SampleOptions.of(1, SampleScale.MIN));
        try (SampleStore store = SampleData.openStore(storeFile, project)) {
            for (long root : new long[] {0, 7, sample.instances(top.entity()) - 1}) {
                Tally one = store.read(s -> new ReadRunner(project.model(), design, new StoreReads(s, locator, sizes)).run(top, root, sample));
                assertEquals(measured.roundTrips(), one.roundTrips, "round trips from root " + root);
                assertEquals(measured.docsRead(), one.docsRead, 1e-9, "documents from root " + root);
                assertEquals(measured.bytesRead(), one.bytesRead, 1e-6, "bytes from root " + root);
            }
        }
    }
}
