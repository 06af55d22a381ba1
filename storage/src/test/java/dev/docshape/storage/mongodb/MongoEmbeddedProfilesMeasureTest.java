package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The library whose patrons each embed one profile, measured on a MongoDB server on every design: profiles of all
 * patrons (every one, the 25 youngest, a filter's 40) are one query returning one patron's document a profile, and a
 * loan's count of its patrons is one {@code count} (of the buckets holding it where loans are bucketed), as the
 * estimate counts them (docs/counting-rules.md "Items of all parents taken by an order", "Batched"): round trips
 * exactly, documents and bytes within 10 %.
 */
class MongoEmbeddedProfilesMeasureTest {
    private static final Set<String> ALL_PROFILES = Set.of("all-profiles", "youngest-profiles", "branch-profiles");

    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @Test
    void profilesOfAllPatronsAreMeasuredOnTheServerAsEstimated() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/library-patrons.docshape").toURI()));
        for (Design design : project.designs()) {
            try (PushedSample pushed = new PushedSample(server, dir, project, design, "library_", 0.001)) {
                MongoMeasureReport report = pushed.measureAll(project, design);
                for (PatternMeasure m : report.patterns()) {
                    String context = design.name() + " / " + m.name() + "\n" + report.text();
                    assertEquals(m.estRoundTrips(), m.roundTrips(), "round trips: " + context);
                    if (!ALL_PROFILES.contains(m.patternId()) && !m.patternId().equals("overdue-loan-patrons")) continue;
                    assertWithin(m.estDocsRead(), m.docsRead(), "documents: " + context);
                    assertWithin(m.estBytesRead(), m.bytesRead(), "bytes: " + context);
                }
                PatternMeasure youngest = report.patterns().stream().filter(m -> m.patternId().equals("youngest-profiles")).findFirst().orElseThrow();
                assertEquals(25, youngest.docsRead(), 1e-9, "one patron a profile: " + report.text());
            }
        }
    }

    private static void assertWithin(double expected, double actual, String what) {
        assertTrue(Math.abs(actual - expected) <= 0.1 * Math.max(expected, 1e-9), what + ": " + actual + " against " + expected);
    }
}
