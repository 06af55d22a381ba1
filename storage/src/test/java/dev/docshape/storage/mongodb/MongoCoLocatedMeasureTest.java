package dev.docshape.storage.mongodb;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.Expr;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.query.CoLocatedShopFirstLines;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Co-located documents measured on a MongoDB server (docs/counting-rules.md "Co-location", decision 0335): an order and
 * its lines are one {@code find} on the container the server answers once, and every pattern agrees with the estimate
 * exactly on round trips and within 10 % on documents and bytes, the type field counted on both sides.
 */
class MongoCoLocatedMeasureTest {
    private static final double SCALE = 0.001;
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    private static Project workload(String name) throws Exception {
        return ProjectFiles.load(Path.of(MongoCoLocatedMeasureTest.class.getResource("/workloads/" + name).toURI()));
    }

    @Test
    void anOrderWithItsLinesIsOneFindTheServerAnswers() throws Exception {
        Project shop = workload("shop-co-located.docshape");
        List<AccessPattern> readOrder = shop.model().patterns().stream().filter(p -> p.id().equals("read-order")).toList();
        Project project = shop.withModel(shop.model().withPatterns(readOrder));
        Design design = project.design("co-located").orElseThrow();
        try (PushedSample pushed = push(project, design, "coloc_read_order")) {
            Measured measured = measure(pushed, project, design);
            MongoMeasureReport report = measured.report();
            PatternMeasure m = report.patterns().get(0);
            assertEquals(m.runs(), measured.finds(), "one find per order read, its lines in the same answer\n" + report.text());
            assertEquals(1, m.roundTrips(), report.text());
            assertEquals(1, m.estRoundTrips(), report.text());
            assertTrue(m.docsRead() > 1, "the order and its lines: " + m.docsRead());
            assertEquals(report.sqlite().get("read-order").docsRead(), m.docsRead(), 1e-9, "the sample store's documents\n" + report.text());
        }
    }

    /**
     * An order with its first 3 lines (decision 0339): the one find sorts by the type field, then the id, as the query
     * template does, so the server answers the order first and then its first 3 lines, and measure agrees.
     */
    @Test
    void anOrderWithItsFirstLinesComesFirstInTheOneFind() throws Exception {
        Project project = CoLocatedShopFirstLines.project();
        Design design = project.design("co-located").orElseThrow();
        try (PushedSample pushed = push(project, design, "coloc_first_lines")) {
            Measured measured = measure(pushed, project, design);
            PatternMeasure m = measured.report().patterns().stream().filter(p -> p.patternId().equals("order-first-lines")).findFirst().orElseThrow();
            assertEquals(1, m.roundTrips(), measured.report().text());
            assertEquals(measured.report().sqlite().get("order-first-lines").docsRead(), m.docsRead(), 1e-9, measured.report().text());

            Operation read = QueryTemplates.of(project.model(), design, Projector.project(project.model(), design),
                            Estimator.estimate(project.model(), design, Profile.mongodb())).stream()
                    .filter(t -> t.patternId().equals("order-first-lines")).findFirst().orElseThrow().operations().get(0);
            Document sort = new Document();
            read.sort().fields().forEach((field, direction) -> sort.append(field, (int) ((Expr.Num) direction).value()));
            assertEquals(new Document("type", 1).append("_id", 1), sort, "\"Order\" sorts before \"OrderLine\"");
            MongoCollection<Document> container = pushed.mongo.database().getCollection("Order");
            int checked = 0;
            for (Document order : container.find(Filters.eq("type", "Order")).limit(20)) {
                Object id = order.get("_id");
                List<Document> answer = container.find(Filters.or(Filters.and(Filters.eq("_id", id), Filters.eq("type", "Order")),
                        Filters.and(Filters.eq("orderId", id), Filters.eq("type", "OrderLine")))).sort(sort).limit(read.limit()).into(new ArrayList<>());
                assertEquals(id, answer.get(0).get("_id"), "the order comes first: " + answer);
                for (Document line : answer.subList(1, answer.size())) assertEquals(id, line.get("orderId"), line.toJson());
                checked++;
            }
            assertTrue(checked > 0);
        }
    }

    @Test
    void everyPatternOfTheShopAgreesWithTheEstimate() throws Exception {
        agreesOnEveryDesign(workload("shop-co-located.docshape"), "coloc_shop");
    }

    @Test
    void everyPatternOfTheBlogAgreesWithTheEstimate() throws Exception {
        agreesOnEveryDesign(workload("blog-co-located.docshape"), "coloc_blog");
    }

    private void agreesOnEveryDesign(Project project, String prefix) throws Exception {
        for (Design design : project.designs()) {
            // the referenced designs are the examples' business (MongoMeasureTest); these co-locate
            if (design.name().equals("referenced")) continue;
            try (PushedSample pushed = new PushedSample(server, dir, project, design, prefix + "_", SCALE)) {
                Measured measured = measure(pushed, project, design);
                MongoMeasureReport report = measured.report();
                for (PatternMeasure m : report.patterns()) {
                    String context = design.name() + " / " + m.name() + "\n" + report.text();
                    // the estimate at the sample's own instance counts, as measure compares with (2 products at this scale)
                    PatternMeasure est = report.sqlite().get(m.patternId());
                    assertEquals(est.estRoundTrips(), m.roundTrips(), "round trips: " + context);
                    assertTrue(within(m.docsRead(), est.estDocsRead()), "documents read: " + context);
                    assertTrue(within(m.bytesRead(), est.estBytesRead()), "bytes read: " + context);
                    assertTrue(within(m.docsWritten(), est.estDocsWritten()), "documents written: " + context);
                }
                assertEquals(pushed.pushed, totalDocuments(pushed.mongo), "the trial writes are undone");
            }
        }
    }

    /** A design's sample data measured on the server: the report and the finds the measuring sent. */
    private record Measured(MongoMeasureReport report, long finds) {
    }

    private PushedSample push(Project project, Design design, String database) {
        return PushedSample.inDatabase(database, server, dir, project, design, SampleOptions.of(1, SCALE), PushedSample.SAMPLES);
    }

    private Measured measure(PushedSample pushed, Project project, Design design) {
        long before = server.commands(pushed.database, "find");
        MongoMeasureReport report = pushed.measureAll(project, design);
        return new Measured(report, server.commands(pushed.database, "find") - before);
    }

    private static boolean within(double measured, double estimated) {
        return Math.abs(measured - estimated) <= MeasureReport.TOLERANCE * Math.max(Math.abs(estimated), 1e-9);
    }

    private static long totalDocuments(MongoConnection mongo) {
        long n = 0;
        for (String c : mongo.database().listCollectionNames()) n += mongo.database().getCollection(c).countDocuments();
        return n;
    }
}
