package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.SampleScale;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The help desk whose tickets are closed and rated in part (docs/counting-rules.md "Ties in an order", decision 0554),
 * measured on a MongoDB server: the server sorts a ticket lacking the field as null, first lowest first, and returns the
 * tied tickets in the order it holds them, so it reads the same documents as the sample store, and both agree with the
 * estimate, round trips on every sample, documents and bytes on the mean of four.
 */
class OptionalOrderMeasureTest {
    private static final int SAMPLES = 4;

    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @Test
    void aServerReadsTheTiedTicketsTheSampleStoreAndTheEstimateDo() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/help-desk-closed.docshape").toURI()));
        double scale = SampleScale.suggested(project.model());
        for (Design design : project.designs()) {
            Map<String, double[]> sums = new HashMap<>();
            for (long seed = 1; seed <= SAMPLES; seed++) {
                Path folder = Files.createDirectories(dir.resolve("seed " + seed));
                try (PushedSample pushed = PushedSample.inDatabase("optional_order_" + design.name().replace('-', '_') + "_" + seed, server,
                        folder, project, design, SampleOptions.of(seed, scale), PushedSample.SAMPLES)) {
                    MongoMeasureReport report = pushed.measureAll(project, design);
                    for (PatternMeasure m : report.patterns()) {
                        PatternMeasure s = report.sqlite().get(m.patternId());
                        String context = design.name() + " / " + m.patternId() + " (seed " + seed + ")\n" + report.text();
                        assertEquals(m.estRoundTrips(), m.roundTrips(), "round trips: " + context);
                        assertEquals(s.docsRead(), m.docsRead(), 1e-9, "the documents the sample store reads: " + context);
                        assertEquals(s.estDocsRead(), m.estDocsRead(), 1e-9, "the estimate at the sample's counts: " + context);
                        double[] sum = sums.computeIfAbsent(m.patternId(), id -> new double[4]);
                        sum[0] += m.docsRead() / SAMPLES;
                        sum[1] += m.estDocsRead() / SAMPLES;
                        sum[2] += m.bytesRead() / SAMPLES;
                        sum[3] += m.estBytesRead() / SAMPLES;
                    }
                }
            }
            for (Map.Entry<String, double[]> e : sums.entrySet()) {
                double[] sum = e.getValue();
                String context = design.name() + " / " + e.getKey() + ": " + sum[0] + " documents, " + sum[2]
                        + " bytes read on average on the server; estimated " + sum[1] + ", " + sum[3];
                assertEquals(sum[1], sum[0], 0.1 * sum[1], "documents: " + context);
                assertEquals(sum[3], sum[2], 0.1 * sum[3], "bytes: " + context);
            }
        }
    }
}
