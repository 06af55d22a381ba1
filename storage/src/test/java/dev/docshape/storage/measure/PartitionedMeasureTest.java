package dev.docshape.storage.measure;

import dev.docshape.model.Partitioning;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A partitioned design measured against its sample store: the figures agree with the estimate as
 * for any design (partitioning changes prices, not documents), and a pattern that fans out says
 * that its partitions are computed, not measured.
 */
class PartitionedMeasureTest {
    @TempDir
    Path dir;

    @Test
    void aPartitionedDesignAgreesAndItsFanOutIsNamed() throws Exception {
        Project project = ProjectFiles.load(RepositoryFiles.examples().stream()
                .filter(p -> p.getFileName().toString().startsWith("s2-")).findFirst().orElseThrow());
        Project partitioned = project.updateDesign("subset-bucket",
                d -> d.withPartitioning(new Partitioning(Map.of("post", "slug"), 8)));
        Path store = dir.resolve("s2.db");
        SampleData.materialize(partitioned, "subset-bucket", store, SampleOptions.of(1, 0.001), Progress.NONE);
        for (Profile profile : new Profile[] {Profile.mongodb(), Profile.cosmos()}) {
            MeasureReport report = Measurer.measure(partitioned, store, profile, 20, Progress.NONE);
            for (PatternMeasure p : report.patterns()) {
                assertEquals(p.estRoundTrips(), p.roundTrips(), report.text());
                assertTrue(Math.abs(p.docsRead() - p.estDocsRead()) <= MeasureReport.TOLERANCE * Math.max(p.estDocsRead(), 1e-9),
                        report.text());
            }
            PatternMeasure read = report.patterns().stream().filter(p -> p.patternId().equals("read-post")).findFirst().orElseThrow();
            assertTrue(read.notes().stream().anyMatch(n -> n.startsWith("fans out to 8 partitions: computed from the design's partition keys")),
                    "a post read by its id when posts are keyed by slug goes everywhere: " + report.text());
            assertTrue(report.text().contains("fans out to 8 partitions"), report.text());
        }
    }
}
