package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each user keeping copies of the users it follows in its own document (social network, design {@code co-located}):
 * renaming or deleting a user, measured on a MongoDB server, sends the two requests the estimate plans, the user's
 * document and then its followers' copies of it, and writes the documents it estimates (decision 0508).
 */
class MongoSelfCopiesMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @Test
    void renamingAndDeletingAUserWriteItsDocumentAndItsCopiesInTwoRequests() throws Exception {
        Project network = ProjectFiles.load(Path.of(MongoSelfCopiesMeasureTest.class
                .getResource("/workloads/unseen/social-network.docshape").toURI()));
        List<AccessPattern> writes = new ArrayList<>(network.model().patterns().stream().filter(p -> p.id().equals("rename")).toList());
        writes.add(new WritePattern("leave", "delete a user", 1, WriteKind.DELETE, "user", null, List.of(), List.of()));
        Project project = network.withModel(network.model().withPatterns(writes));
        Design design = project.design("co-located").orElseThrow();
        try (PushedSample pushed = PushedSample.inDatabase("self_copies", server, dir, project, design, SampleOptions.of(1, 0.001),
                PushedSample.SAMPLES)) {
            MongoMeasureReport report = pushed.measureAll(project, design);
            assertEquals(2, report.patterns().size(), report.text());
            for (PatternMeasure m : report.patterns()) {
                PatternMeasure sqlite = report.sqlite().get(m.patternId());
                String context = m.name() + "\n" + report.text();
                assertEquals(2, m.roundTrips(), "the user's document, then the copies: " + context);
                assertEquals(sqlite.estRoundTrips(), m.roundTrips(), context);
                assertTrue(m.docsWritten() > 2, "the user and the followers holding a copy of it: " + context);
                assertTrue(Math.abs(m.docsWritten() - sqlite.estDocsWritten()) <= MeasureReport.TOLERANCE * sqlite.estDocsWritten(),
                        "documents written: " + context);
                assertEquals(sqlite.docsWritten(), m.docsWritten(), 1e-9, "as on the sample store: " + context);
            }
        }
    }
}
