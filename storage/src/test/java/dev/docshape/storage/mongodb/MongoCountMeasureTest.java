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
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Counts of a many-to-many measured on a MongoDB server (docs/counting-rules.md "Batched"): a count through joining
 * documents, or of the parents whose array of ids holds the child, is one {@code count} command the server answers; the
 * count of an array in hand is its length and sends nothing. Every pattern agrees with the estimate on round trips.
 */
class MongoCountMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    /** Per design, the {@code count} commands one run of "count-books" and of "count-authors" sends. */
    private static final Map<String, int[]> COUNT_COMMANDS = Map.of(
            "joining-documents", new int[] {1, 1},
            "ids-on-both-sides", new int[] {0, 0},
            "ids-on-the-author", new int[] {0, 1});

    @Test
    void everyCountTheEstimateCountsIsSentToTheServer() throws Exception {
        Project project = ProjectFiles.load(Path.of(MongoCountMeasureTest.class.getResource("/workloads/authors-books-counts.docshape").toURI()));
        for (Design design : project.designs()) {
            try (PushedSample pushed = new PushedSample(server, dir, project, design, "counts_", 0.01)) {
                String database = pushed.database;
                int[] expected = COUNT_COMMANDS.get(design.name());
                int i = 0;
                for (var pattern : project.model().patterns()) {
                    Project one = project.withModel(project.model().withPatterns(java.util.List.of(pattern)));
                    long before = server.commands(database, "count");
                    MongoMeasureReport report = pushed.measureAll(one, design);
                    PatternMeasure m = report.patterns().get(0);
                    String context = design.name() + " / " + m.name() + "\n" + report.text();
                    assertEquals(expected[i++] * m.runs(), server.commands(database, "count") - before, "count commands: " + context);
                    assertEquals(m.estRoundTrips(), m.roundTrips(), "round trips: " + context);
                    assertEquals(1 + expected[i - 1], m.roundTrips(), "the read and its count: " + context);
                    PatternMeasure onStore = report.sqlite().get(m.patternId());
                    assertEquals(onStore.estRoundTrips(), onStore.roundTrips(), "the sample store's round trips: " + context);
                }
            }
        }
    }
}
