package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
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
 * On a MongoDB server too, the rooms of bookings kept in their rooms' buckets and in a collection of their own are read
 * through the buckets holding the bookings, by the bookings' ids, then by the room ids the buckets hold: the driver's
 * commands, documents and BSON bytes agree with the estimate (decision 0511; hotel-bookings, design hotel-partitioned).
 */
class MongoBucketedChildsParentMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @Test
    void theRoomsOfAGuestsBookingsComeThroughTheirBucketsOnTheServer() throws Exception {
        Project project = ProjectFiles.load(Path.of(MongoBucketedChildsParentMeasureTest.class
                .getResource("/workloads/unseen/hotel-bookings.docshape").toURI()));
        Design design = project.design("hotel-partitioned").orElseThrow();
        try (PushedSample pushed = new PushedSample(server, dir, project, design, "trips_", 0.001)) {
            MongoMeasureReport report = pushed.measureAll(project, design);
            for (String id : List.of("my-trips", "booking-detail")) {
                PatternMeasure m = report.patterns().stream().filter(p -> p.patternId().equals(id)).findFirst().orElseThrow();
                String context = m + "\n" + pushed.text;
                assertEquals(4, m.roundTrips(), "the root, the bookings, the buckets holding them, their rooms: " + context);
                assertEquals(m.estRoundTrips(), m.roundTrips(), context);
                assertEquals(pushed.onStore(id).docsRead(), m.docsRead(), 1e-9, "documents, as the sample store reads them: " + context);
                assertTrue(within(m.docsRead(), m.estDocsRead()), "documents: " + context);
                assertTrue(within(m.bytesRead(), m.estBytesRead()), "bytes read: " + context);
                assertTrue(within(m.bytesReturned(), m.estBytesReturned()), "bytes returned: " + context);
            }
        }
    }

    private static boolean within(double measured, double estimated) {
        return Math.abs(measured - estimated) <= MeasureReport.TOLERANCE * Math.abs(estimated);
    }
}
