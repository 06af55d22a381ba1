package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Orders embedding their lines and the lines' notes, pushed to a MongoDB server: "the order of a note" reads the order
 * of a note picked at random, fuller than the average order, and the server's bytes agree with the estimate within the
 * tolerance as the sample store's do (decision 0558).
 */
class MongoGrandchildrensParentsMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @Test
    void theOrderOfANoteReadOnTheServerIsAsLargeAsEstimated() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/orders-line-notes.docshape").toURI()));
        Design design = project.active();
        try (PushedSample pushed = PushedSample.inDatabase("line_notes", server, dir, project, design, SampleOptions.of(1, 0.25),
                PushedSample.SAMPLES)) {
            MongoMeasureReport report = pushed.measureAll(project, design);
            PatternMeasure note = report.patterns().stream().filter(p -> p.patternId().equals("order-of-note")).findFirst().orElseThrow();
            PatternMeasure sqlite = report.sqlite().get("order-of-note");
            String context = note + "\n" + report.text();
            assertEquals(1, note.roundTrips(), context);
            assertTrue(Math.abs(note.bytesRead() - sqlite.estBytesRead()) <= MeasureReport.TOLERANCE * sqlite.estBytesRead(),
                    "bytes read against the estimate: " + context);
        }
    }
}
