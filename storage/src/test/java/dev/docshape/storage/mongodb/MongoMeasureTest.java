package dev.docshape.storage.mongodb;

import dev.docshape.storage.testing.WireServer;
import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every example and design pushed to the wire server and measured there with the driver: the
 * commands the driver really sent and the documents really returned and written equal what the
 * SQLite sample store measured on the same data, and the database is unchanged afterwards (same
 * number of documents, and no drift from the design).
 */
class MongoMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();
    private static int databases;

    @TempDir
    static Path dir;

    @TestFactory
    Stream<DynamicTest> mongoMeasuresWhatTheSampleStoreMeasures() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path file : Examples.all()) {
            Project project = ProjectFiles.load(file);
            for (Design design : project.designs()) {
                tests.add(DynamicTest.dynamicTest(file.getFileName() + " / " + design.name(), () -> compare(project, design, file)));
            }
        }
        return tests.stream();
    }

    private void compare(Project project, Design design, Path file) {
        try (PushedSample pushed = PushedSample.inDatabase("measure_" + databases++, server, dir, project, design,
                SampleOptions.of(17, 0.001), 4)) {
            assertTrue(pushed.source.fromStore());
            MongoConnection mongo = pushed.mongo;
            long before = totalDocuments(mongo);
            MongoMeasureReport report = pushed.measureAll(project, design);
            String text = report.text();
            assertFalse(report.patterns().isEmpty());
            for (PatternMeasure m : report.patterns()) {
                PatternMeasure s = report.sqlite().get(m.patternId());
                if (m.roundTrips() != s.roundTrips()) {
                    // the one legitimate difference: the driver splits a write larger than the server's batch limit
                    assertTrue(m.roundTrips() > s.roundTrips() && m.notes().stream().anyMatch(n -> n.contains("maxWriteBatchSize")),
                            m.name() + " round trips\n" + text);
                }
                assertEquals(s.docsRead(), m.docsRead(), 1e-9, m.name() + " documents read\n" + text);
                assertEquals(s.docsWritten(), m.docsWritten(), 1e-9, m.name() + " documents written\n" + text);
                assertEquals(m.docsRead() > 0, m.bytesRead() > 0, m.name() + " bytes\n" + text);
            }
            assertEquals(before, totalDocuments(mongo), "the trial writes are undone");
            DriftReport drift = DriftChecker.check(project, design, mongo, 1000, Progress.NONE);
            assertFalse(drift.drifted(), "pushed and measured data fits the design\n" + drift.text());
        }
    }

    private static long totalDocuments(MongoConnection mongo) {
        long n = 0;
        for (String c : mongo.database().listCollectionNames()) n += mongo.database().getCollection(c).countDocuments();
        return n;
    }

    @Test
    void measuringADatabaseWithoutTheSampleDataSaysToPushFirst() throws Exception {
        Project project = ProjectFiles.load(Examples.named("s2-"));
        SampleSource source = SampleSource.choose(project, project.active(), null, SampleOptions.of(1, 0.01));
        try (MongoConnection mongo = MongoConnection.open(server.settings("measure_empty"))) {
            MongoProblem problem = assertThrows(MongoProblem.class, () -> MongoMeasurer.measure(project, project.active(), source, mongo,
                    Profile.mongodb(), 3, null, null, Progress.NONE));
            assertTrue(problem.getMessage().contains("push it first"), problem.getMessage());
        }
    }
}
