package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Samples every design of a project at the {@code sample} command's default scale, measures it under
 * both profiles and checks that measure agrees with the estimate: round trips exactly, documents read
 * and written within {@link MeasureReport#TOLERANCE}.
 */
final class DesignAgreement {
    /** The {@code sample} command's default scale. */
    static final double DEFAULT_SCALE = 0.001;

    private DesignAgreement() {
    }

    /** Each design's stores under {@code dir}, by design name, then its measured patterns by id (the last profile's). */
    static Map<String, Map<String, PatternMeasure>> checkEveryDesign(Project project, Path dir) {
        Map<String, Map<String, PatternMeasure>> byDesign = new HashMap<>();
        for (Design design : project.designs()) {
            Path store = dir.resolve(design.name() + ".db");
            SampleData.materialize(project, design.name(), store, SampleOptions.of(1, DEFAULT_SCALE), Progress.NONE);
            for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
                MeasureReport report = Measurer.measure(project, store, profile, 20, Progress.NONE);
                Map<String, PatternMeasure> patterns = new HashMap<>();
                for (PatternMeasure p : report.patterns()) {
                    String context = design.name() + " / " + p.name() + "\n" + report.text();
                    assertEquals(p.estRoundTrips(), p.roundTrips(), context);
                    assertTrue(within(p.docsRead(), p.estDocsRead()), "documents read: " + context);
                    assertTrue(within(p.docsWritten(), p.estDocsWritten()), "documents written: " + context);
                    patterns.put(p.patternId(), p);
                }
                byDesign.put(design.name(), patterns);
            }
        }
        return byDesign;
    }

    /** The store {@link #checkEveryDesign} made for the design. */
    static Path store(Path dir, String design) {
        return dir.resolve(design + ".db");
    }

    static boolean within(double measured, double estimated) {
        return Math.abs(measured - estimated) <= MeasureReport.TOLERANCE * Math.max(Math.abs(estimated), 1e-9);
    }
}
