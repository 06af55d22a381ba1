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
import dev.docshape.storage.measure.Measurer;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.query.CoLocatedShopFirstLines;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
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
        String database = "coloc_read_order";
        try (MongoConnection mongo = MongoConnection.open(server.settings(database))) {
            Measured measured = pushAndMeasure(project, project.design("co-located").orElseThrow(), mongo, database);
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
        String database = "coloc_first_lines";
        try (MongoConnection mongo = MongoConnection.open(server.settings(database))) {
            Measured measured = pushAndMeasure(project, design, mongo, database);
            PatternMeasure m = measured.report().patterns().stream().filter(p -> p.patternId().equals("order-first-lines")).findFirst().orElseThrow();
            assertEquals(1, m.roundTrips(), measured.report().text());
            assertEquals(measured.report().sqlite().get("order-first-lines").docsRead(), m.docsRead(), 1e-9, measured.report().text());

            Operation read = QueryTemplates.of(project.model(), design, Projector.project(project.model(), design),
                            Estimator.estimate(project.model(), design, Profile.mongodb())).stream()
                    .filter(t -> t.patternId().equals("order-first-lines")).findFirst().orElseThrow().operations().get(0);
            Document sort = new Document();
            read.sort().fields().forEach((field, direction) -> sort.append(field, (int) ((Expr.Num) direction).value()));
            assertEquals(new Document("type", 1).append("_id", 1), sort, "\"Order\" sorts before \"OrderLine\"");
            MongoCollection<Document> container = mongo.database().getCollection("Order");
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
            String database = prefix + "_" + design.name().replace('-', '_');
            try (MongoConnection mongo = MongoConnection.open(server.settings(database))) {
                Measured measured = pushAndMeasure(project, design, mongo, database);
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
                assertEquals(measured.pushed(), totalDocuments(mongo), "the trial writes are undone");
            }
        }
    }

    /** A design's sample data pushed and measured: the report, the finds the measuring sent, the documents pushed. */
    private record Measured(MongoMeasureReport report, long finds, long pushed) {
    }

    private Measured pushAndMeasure(Project project, Design design, MongoConnection mongo, String database) {
        Path store = dir.resolve(database + ".db");
        SampleData.materialize(project, design.name(), store, SampleOptions.of(1, 0.001), Progress.NONE);
        MeasureReport sqlite = Measurer.measure(project, store, Profile.mongodb(), 20, Progress.NONE);
        SampleSource source = SampleSource.choose(project, design, store, SampleOptions.of(99, 1));
        long pushed = MongoPush.push(project, design.name(), source.options(), mongo, false, Progress.NONE).totalDocuments();
        long before = server.commands(database, "find");
        MongoMeasureReport report = MongoMeasurer.measure(project, design, source, mongo, Profile.mongodb(), 20, sqlite, null, Progress.NONE);
        return new Measured(report, server.commands(database, "find") - before, pushed);
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
