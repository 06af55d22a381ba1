package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Orders keeping a copy of their customer's address, or only its id, measured on a MongoDB server: reading an order
 * with its customer's {@code address.city} sends the requests the estimate plans, one where the copy of the address
 * holds the city, two where the customer is read for it, and gets back the documents and bytes the estimate prices
 * within 10 %, the customer's projection returning the city alone (decision 0563).
 */
class MongoNestedFieldReadsMeasureTest {
    private static final List<String> READS = List.of("order", "order-city");
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @Test
    void anOrderWithItsCustomersCityAgreesOnEveryDesign() throws Exception {
        Project workload = ProjectFiles.load(Path.of(MongoNestedFieldReadsMeasureTest.class
                .getResource("/workloads/customers-address-copies.docshape").toURI()));
        List<AccessPattern> reads = workload.model().patterns().stream().filter(p -> READS.contains(p.id())).toList();
        Project project = workload.withModel(workload.model().withPatterns(reads));
        for (Design design : project.designs()) {
            try (PushedSample pushed = new PushedSample(server, dir, project, design, "nested_reads_", 0.002)) {
                MongoMeasureReport report = pushed.measureAll(project, design);
                PatternMeasure m = report.patterns().stream().filter(p -> p.patternId().equals("order-city")).findFirst().orElseThrow();
                String context = design.name() + "\n" + report.text();
                assertEquals(design.name().equals("copies") ? 1 : 2, m.roundTrips(), "the order, then its customer where no copy holds the city: " + context);
                assertEquals(m.estRoundTrips(), m.roundTrips(), context);
                assertTrue(within(m.docsRead(), m.estDocsRead()), "documents read: " + context);
                assertTrue(within(m.bytesRead(), m.estBytesRead()), "bytes read: " + context);
                assertTrue(within(m.bytesReturned(), m.estBytesReturned()), "bytes returned: " + context);
            }
        }
    }

    private static boolean within(double measured, double estimated) {
        return Math.abs(measured - estimated) <= MeasureReport.TOLERANCE * estimated;
    }
}
