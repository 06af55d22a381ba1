package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Order lines embedded in their orders, read with no order named: "the 100 dearest lines of all orders" and "the lines
 * of more than 10 units". A MongoDB server returns each order holding one of them once, as the sample store's measure
 * counts, and both agree with the estimate (docs/counting-rules.md "Items of all parents taken by an order").
 */
class MongoContainersMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @Test
    void aServerReturnsTheOrdersHoldingTheLinesEachOnce() throws Exception {
        Project project = linesOnly();
        MongoMeasureReport report = measure(project, "orders-embedded", "containers");
        for (PatternMeasure measured : report.patterns()) {
            PatternMeasure s = report.sqlite().get(measured.patternId());
            String context = measured.patternId() + "\n" + report.text();
            assertEquals(1, measured.roundTrips(), context);
            // the M matches of a filter and the first 100 by price are the same lines, in the same orders, in both
            assertEquals(s.docsRead(), measured.docsRead(), 1e-9, "the same orders as the sample store: " + context);
            assertTrue(measured.docsRead() < read(project, measured).rootsRead(), "fewer orders than lines: " + context);
            // compared with the estimate at the sample's counts, as the sample store's measure is
            assertEquals(s.estDocsRead(), measured.estDocsRead(), 1e-9, context);
            assertEquals(measured.estDocsRead(), measured.docsRead(), 0.1 * measured.estDocsRead(), context);
        }
    }

    /**
     * Orders embedded in their buyers, lines in their orders: the server returns each buyer holding one of the lines
     * once, two levels up. The filter's lines agree with the estimate; the 100 dearest lines of the sample sit in fewer
     * buyers than the estimate, by a margin within what random picks give (decision 0395), and the report says so with
     * the figures rather than blaming the order.
     */
    @Test
    void aServerReturnsTheBuyersHoldingTheLinesTwoLevelsDown() throws Exception {
        Project project = linesOnly();
        MongoMeasureReport report = measure(project, "buyers-hold-orders", "buyers");
        PatternMeasure bulk = pattern(report, "bulk-lines");
        String context = report.text();
        assertEquals(report.sqlite().get("bulk-lines").docsRead(), bulk.docsRead(), 1e-9, "the same buyers as the sample store: " + context);
        assertEquals(bulk.estDocsRead(), bulk.docsRead(), 0.1 * bulk.estDocsRead(), context);
        PatternMeasure dearest = pattern(report, "dearest-lines");
        assertEquals(1, dearest.roundTrips(), context);
        assertTrue(dearest.docsRead() < dearest.estDocsRead() * 0.9, "fewer buyers: " + context);
        assertTrue(dearest.notes().stream().anyMatch(n -> n.startsWith("the difference is within what chance gives a sample of this size")
                && n.contains("documents of Buyer") && n.contains("standard deviations below 100 picked at random")), "the report says why: " + context);
        assertTrue(dearest.notes().stream().noneMatch(n -> n.startsWith("the sample's order crowds")), "not the order: " + context);
        assertEquals(report.sqlite().get("dearest-lines").docsRead(), dearest.docsRead(), 0.1 * dearest.docsRead(), context);
    }

    /** The marketplace with only its two reads of lines of all orders. */
    private Project linesOnly() throws Exception {
        Project shop = ProjectFiles.load(Path.of(getClass().getResource("/workloads/unseen/marketplace.docshape").toURI()));
        Set<String> reads = Set.of("dearest-lines", "bulk-lines");
        List<AccessPattern> lines = shop.model().patterns().stream().filter(p -> reads.contains(p.id())).toList();
        return shop.withModel(shop.model().withPatterns(lines));
    }

    private MongoMeasureReport measure(Project project, String designName, String database) {
        Design design = project.design(designName).orElseThrow();
        try (PushedSample pushed = PushedSample.inDatabase(database, server, dir, project, design, SampleOptions.of(1, 0.001),
                PushedSample.SAMPLES)) {
            return pushed.measureAll(project, design);
        }
    }

    private static PatternMeasure pattern(MongoMeasureReport report, String id) {
        return report.patterns().stream().filter(p -> p.patternId().equals(id)).findFirst().orElseThrow();
    }

    private static ReadPattern read(Project project, PatternMeasure measured) {
        return (ReadPattern) project.model().pattern(measured.patternId()).orElseThrow();
    }
}
