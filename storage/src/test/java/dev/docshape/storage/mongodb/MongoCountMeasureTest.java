package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.Command;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Counts measured on a MongoDB server (docs/counting-rules.md "Batched"): a count through joining documents, or of the
 * parents whose array of ids holds the child, is one {@code aggregate} grouped by the key the server answers, the very
 * pipeline the exported templates send (decision 0422, docs/exports.md "Counts along arrays"), and no {@code count}
 * command; the count of an array in hand is its length and sends nothing. Every pattern agrees with the estimate on
 * round trips.
 */
class MongoCountMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    /** Per design, the count aggregates one run of "count-books" and of "count-authors" sends. */
    private static final Map<String, int[]> COUNTS = Map.of(
            "joining-documents", new int[] {1, 1},
            "ids-on-both-sides", new int[] {0, 0},
            "ids-on-the-author", new int[] {0, 1});

    @Test
    void everyCountTheEstimateCountsIsSentToTheServer() throws Exception {
        Project project = load("authors-books-counts");
        for (Design design : project.designs()) {
            try (PushedSample pushed = new PushedSample(server, dir, project, design, "counts_", 0.01)) {
                String database = pushed.database;
                int[] expected = COUNTS.get(design.name());
                int i = 0;
                for (var pattern : project.model().patterns()) {
                    Project one = project.withModel(project.model().withPatterns(List.of(pattern)));
                    int before = counts(database).size();
                    MongoMeasureReport report = pushed.measureAll(one, design);
                    PatternMeasure m = report.patterns().get(0);
                    String context = design.name() + " / " + m.name() + "\n" + report.text();
                    assertEquals(expected[i++] * m.runs(), counts(database).size() - before, "count aggregates: " + context);
                    assertEquals(m.estRoundTrips(), m.roundTrips(), "round trips: " + context);
                    assertEquals(1 + expected[i - 1], m.roundTrips(), "the read and its count: " + context);
                    PatternMeasure onStore = report.sqlite().get(m.patternId());
                    assertEquals(onStore.estRoundTrips(), onStore.roundTrips(), "the sample store's round trips: " + context);
                }
                assertEquals(0, server.commands(database, "count"), design.name() + ": no count command");
            }
        }
    }

    /**
     * On one id (joining documents, comments holding their post's id), on an array of ids, for one instance in hand or
     * several (a user's posts, each with its number of comments): measure sends the templates' pipeline, stage by stage,
     * grouped by the same key.
     */
    @Test
    void measureSendsTheCountTheTemplatesWrite() throws Exception {
        for (String workload : List.of("authors-books-counts", "blog-subset-reads")) {
            Project project = load(workload);
            for (Design design : project.designs()) {
                List<QueryTemplate> templates = QueryTemplates.of(project.model(), design, Projector.project(project.model(), design),
                        Estimator.estimate(project.model(), design, Profile.mongodb()));
                try (PushedSample pushed = new PushedSample(server, dir, project, design, "same_" + workload.replace('-', '_') + "_", 0.01)) {
                    for (QueryTemplate t : templates) {
                        if (t.write()) continue;
                        Set<List<String>> written = new LinkedHashSet<>();
                        for (Operation op : t.operations()) if (op.command() == Command.AGGREGATE) written.add(TemplateStages.of(op));
                        Project one = project.withModel(project.model().withPatterns(List.of(project.model().pattern(t.patternId()).orElseThrow())));
                        int before = counts(pushed.database).size();
                        pushed.measureAll(one, design);
                        List<List<String>> all = counts(pushed.database);
                        Set<List<String>> sent = new LinkedHashSet<>(all.subList(before, all.size()));
                        assertEquals(written, sent, workload + " / " + design.name() + " / " + t.patternId() + ": the templates' count is measure's");
                    }
                }
            }
        }
    }

    /** The aggregates sent to {@code database}, but the driver's {@code countDocuments} measure sizes the collections with. */
    private static List<List<String>> counts(String database) {
        return server.pipelines(database).stream().filter(p -> !p.contains("$group 1")).toList();
    }

    private static Project load(String workload) throws Exception {
        return ProjectFiles.load(Path.of(MongoCountMeasureTest.class.getResource("/workloads/" + workload + ".docshape").toURI()));
    }
}
