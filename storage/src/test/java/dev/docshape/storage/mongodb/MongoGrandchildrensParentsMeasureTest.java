package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Orders embedding their lines, pushed to a MongoDB server: "the order of a note" reads the order of a note picked at
 * random, fuller than the average order, whether the lines embed their notes (one round trip, decision 0558) or the
 * notes are kept apart naming their line (two: the note, then the order its line is found in, decision 0565) or the lines
 * list their notes' ids (two: the note, then the order whose line lists it, {@code find({"lines.notes": id})}, decision
 * 0573); round trips agree with the estimate and the server's bytes within the tolerance as the sample store's do.
 */
class MongoGrandchildrensParentsMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource({"orders-line-notes, embedded, 1", "orders-lines-own-notes, notes-hold-line-ids, 2",
            "orders-lines-own-notes, lines-list-note-ids, 2"})
    void theOrderOfANoteReadOnTheServerIsAsLargeAsEstimated(String workload, String designName, int roundTrips) throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/" + workload + ".docshape").toURI()));
        Design design = project.design(designName).orElseThrow();
        try (PushedSample pushed = PushedSample.inDatabase((workload + "_" + designName).replace('-', '_'), server, dir, project, design, SampleOptions.of(1, 0.25),
                PushedSample.SAMPLES)) {
            MongoMeasureReport report = pushed.measureAll(project, design);
            PatternMeasure note = report.patterns().stream().filter(p -> p.patternId().equals("order-of-note")).findFirst().orElseThrow();
            PatternMeasure sqlite = report.sqlite().get("order-of-note");
            String context = note + "\n" + report.text();
            assertEquals(roundTrips, note.estRoundTrips(), "estimated: " + context);
            assertEquals(roundTrips, note.roundTrips(), context);
            assertEquals(roundTrips, sqlite.roundTrips(), "on the sample store: " + context);
            assertTrue(Math.abs(note.bytesRead() - sqlite.estBytesRead()) <= MeasureReport.TOLERANCE * sqlite.estBytesRead(),
                    "bytes read against the estimate: " + context);
        }
    }
}
