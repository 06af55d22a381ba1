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
import java.util.function.BiConsumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Samples and measures every design of a project under both profiles, checking each pattern against its estimate. */
final class AgreementRuns {
    /** The {@code sample} command's default scale. */
    static final double DEFAULT_SCALE = 0.001;

    private AgreementRuns() {
    }

    /**
     * Asserts for every design, profile and pattern that the measured round trips equal the estimate's
     * and documents read and written are within {@link MeasureReport#TOLERANCE}, then runs {@code more}
     * on it with the report's text. Returns the last profile's measures by design name and pattern id.
     */
    static Map<String, Map<String, PatternMeasure>> everyDesign(Project project, Path dir,
                                                                BiConsumer<Design, Map.Entry<PatternMeasure, String>> more) {
        return everyDesign(project, dir, List.of(Profile.mongodb(), Profile.cosmos()), more);
    }

    /** As {@link #everyDesign(Project, Path, BiConsumer)}, under {@code profiles} in that order. */
    static Map<String, Map<String, PatternMeasure>> everyDesign(Project project, Path dir, List<Profile> profiles,
                                                                BiConsumer<Design, Map.Entry<PatternMeasure, String>> more) {
        Map<String, Map<String, PatternMeasure>> byDesign = new HashMap<>();
        for (Design design : project.designs()) {
            Path store = dir.resolve(design.name() + ".db");
            SampleData.materialize(project, design.name(), store, SampleOptions.of(1, DEFAULT_SCALE), Progress.NONE);
            for (Profile profile : profiles) {
                MeasureReport report = Measurer.measure(project, store, profile, 20, Progress.NONE);
                Map<String, PatternMeasure> patterns = new HashMap<>();
                for (PatternMeasure p : report.patterns()) {
                    String context = design.name() + " / " + p.name() + "\n" + report.text();
                    assertEquals(p.estRoundTrips(), p.roundTrips(), context);
                    assertTrue(within(p.docsRead(), p.estDocsRead()) || explained(p), "documents read: " + context);
                    assertTrue(within(p.docsWritten(), p.estDocsWritten()), "documents written: " + context);
                    more.accept(design, Map.entry(p, context));
                    patterns.put(p.patternId(), p);
                }
                byDesign.put(design.name(), patterns);
            }
        }
        return byDesign;
    }

    /** The store {@link #everyDesign} made for the design. */
    static Path store(Path dir, String design) {
        return dir.resolve(design + ".db");
    }

    /** True when the report says the sample's order crowds the items read into fewer documents than the estimate assumes. */
    static boolean crowded(PatternMeasure p) {
        return p.notes().stream().anyMatch(n -> n.startsWith(OrderClustering.NOTE));
    }

    /** True when the report says the items read sit in fewer documents than random picks by no more than chance gives. */
    static boolean byChance(PatternMeasure p) {
        return p.notes().stream().anyMatch(n -> n.startsWith(OrderClustering.CHANCE));
    }

    /** True when the report says the first items tie as the estimate expects and names the documents the store holds first. */
    static boolean pricedTie(PatternMeasure p) {
        return p.notes().stream().anyMatch(n -> n.startsWith(OrderClustering.PRICED_TIE));
    }

    /**
     * True when the report puts documents read apart from the estimate down to the order, to the draw (decision 0395) or to
     * the documents a store holds first in a tie the estimate prices (decision 0400).
     */
    static boolean explained(PatternMeasure p) {
        return crowded(p) || byChance(p) || pricedTie(p);
    }

    static boolean within(double measured, double estimated) {
        return Math.abs(measured - estimated) <= MeasureReport.TOLERANCE * Math.max(Math.abs(estimated), 1e-9);
    }
}
