package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.SampleScale;
import dev.docshape.storage.store.Progress;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Samples and measures every design of a project under both profiles, checking each pattern against its estimate. */
final class AgreementRuns {
    private AgreementRuns() {
    }

    /**
     * Asserts for every design, profile and pattern that the measured round trips equal the estimate's,
     * documents read and written are within {@link MeasureReport#TOLERANCE} and bytes read and returned are too or the
     * report names a cause found in the data ({@link ExamplesAgreeTest#assertBytesAgreeOrExplained}), then runs {@code more}
     * on it with the report's text. Returns the last profile's measures by design name and pattern id.
     */
    static Map<String, Map<String, PatternMeasure>> everyDesign(Project project, Path dir,
                                                                BiConsumer<Design, Map.Entry<PatternMeasure, String>> more) {
        return everyDesign(project, dir, List.of(Profile.mongodb(), Profile.cosmos()), more);
    }

    /** As {@link #everyDesign(Project, Path, BiConsumer)}, under {@code profiles} in that order. */
    static Map<String, Map<String, PatternMeasure>> everyDesign(Project project, Path dir, List<Profile> profiles,
                                                                BiConsumer<Design, Map.Entry<PatternMeasure, String>> more) {
        return everyProfile(project, dir, profiles, 1, more).of(profiles.get(profiles.size() - 1));
    }

    /**
     * Every design's measures under each profile, by profile: a test states its checks once and picks the profile they
     * hold for (MongoDB sorts inside arrays where Cosmos DB reads every document holding the items, decision 0402).
     */
    record Runs(Map<String, Map<String, Map<String, PatternMeasure>>> byProfile) {
        /** The measures under {@code profile} by design name and pattern id. */
        Map<String, Map<String, PatternMeasure>> of(Profile profile) {
            Map<String, Map<String, PatternMeasure>> byDesign = byProfile.get(profile.name());
            if (byDesign == null) throw new IllegalArgumentException("not measured under " + profile.name() + ": " + byProfile.keySet());
            return byDesign;
        }
    }

    /** As {@link #everyProfile(Project, Path, List, long, BiConsumer)} under both profiles, on the sample of seed 1. */
    static Runs everyProfile(Project project, Path dir, BiConsumer<Design, Map.Entry<PatternMeasure, String>> more) {
        return everyProfile(project, dir, List.of(Profile.mongodb(), Profile.cosmos()), 1, more);
    }

    /**
     * Samples every design with {@code seed} at the scale the {@code sample} and {@code measure} commands choose for the
     * model ({@link #commandScale}) and measures it under each of {@code profiles}, asserting what
     * {@link #everyDesign(Project, Path, BiConsumer)} asserts and running {@code more} on each pattern.
     */
    static Runs everyProfile(Project project, Path dir, List<Profile> profiles, long seed,
                             BiConsumer<Design, Map.Entry<PatternMeasure, String>> more) {
        return everyProfile(project, dir, profiles, commandScale(project, seed), more);
    }

    /**
     * The options the {@code sample} and {@code measure} commands draw a sample with when given no scale: seed
     * {@code seed} at {@link SampleScale#suggested}, every pattern run over at least 20 instances (decision 0505, 0519).
     */
    static SampleOptions commandScale(Project project, long seed) {
        return SampleOptions.of(seed, SampleScale.suggested(project.model()));
    }

    /** As {@link #everyProfile(Project, Path, List, long, BiConsumer)}, on samples drawn with {@code options}. */
    static Runs everyProfile(Project project, Path dir, List<Profile> profiles, SampleOptions options,
                             BiConsumer<Design, Map.Entry<PatternMeasure, String>> more) {
        long seed = options.seed();
        Map<String, Map<String, Map<String, PatternMeasure>>> byProfile = new HashMap<>();
        for (Design design : project.designs()) {
            Path store = dir.resolve(design.name() + ".db");
            SampleData.materialize(project, design.name(), store, options, Progress.NONE);
            for (Profile profile : profiles) {
                MeasureReport report = Measurer.measure(project, store, profile, 20, Progress.NONE);
                Map<String, PatternMeasure> patterns = new HashMap<>();
                for (PatternMeasure p : report.patterns()) {
                    String context = design.name() + " / " + p.name() + " (" + profile.name() + ", seed " + seed + ")\n" + report.text();
                    assertEquals(p.estRoundTrips(), p.roundTrips(), context);
                    assertTrue(within(p.docsRead(), p.estDocsRead()) || explained(p), "documents read: " + context);
                    assertTrue(within(p.docsWritten(), p.estDocsWritten()), "documents written: " + context);
                    ExamplesAgreeTest.assertBytesAgreeOrExplained(p, context);
                    more.accept(design, Map.entry(p, context));
                    patterns.put(p.patternId(), p);
                }
                byProfile.computeIfAbsent(profile.name(), name -> new HashMap<>()).put(design.name(), patterns);
            }
        }
        return new Runs(byProfile);
    }

    /**
     * {@link #everyProfile(Project, Path, List, long, BiConsumer)} under both profiles on the samples of seeds 1 to
     * {@code seeds}, each in a folder of its own: one sample is one draw, and a figure that strays on one may hold on
     * their mean ({@link #meanAgrees}).
     */
    static List<Runs> seeds(Project project, Path dir, int seeds, BiConsumer<Design, Map.Entry<PatternMeasure, String>> more)
            throws IOException {
        List<Runs> runs = new ArrayList<>();
        for (long seed = 1; seed <= seeds; seed++) {
            Path folder = Files.createDirectories(dir.resolve("seed " + seed));
            runs.add(everyProfile(project, folder, List.of(Profile.mongodb(), Profile.cosmos()), seed, more));
        }
        return runs;
    }

    /**
     * Samples and measures every design on seeds 1 to {@code seeds} ({@link #seeds}) and asserts for each of
     * {@code patterns}, reads of the first N by an order with few values, that MongoDB's figures agree on each sample or
     * the report names the draw of the tied value ({@link #agreeOrTieDrawn}), and agree on their mean
     * ({@link #meanAgrees}); Cosmos DB cannot sort inside arrays and reads every document holding the items (decision
     * 0402). Returns the runs for further checks.
     */
    static List<Runs> tiedReadsAgree(Project project, Path dir, int seeds, List<String> patterns) throws IOException {
        List<Runs> runs = seeds(project, dir, seeds, (design, measured) -> { });
        agreeOrTieDrawn(runs, Profile.mongodb(), patterns);
        meanAgrees(runs, Profile.mongodb(), patterns);
        return runs;
    }

    /**
     * {@link #tiedReadsAgree(Project, Path, int, List)} on the test workload {@code workload} and four samples, the set-up
     * of the tests about ties in an order: one sample's stretch of tied items strays by up to 8 %, the mean of four by half that.
     */
    static List<Runs> tiedReadsAgree(String workload, Path dir, List<String> patterns) throws Exception {
        return tiedReadsAgree(WorkloadReads.load(workload), dir, 4, patterns);
    }

    /**
     * Asserts for every sample, design and each of {@code patterns} under {@code profile} that the documents read agree
     * with the estimate within {@link MeasureReport#TOLERANCE} or that the report puts the difference down to the
     * sample's draw of a tied value (decision 0416).
     */
    static void agreeOrTieDrawn(List<Runs> runs, Profile profile, List<String> patterns) {
        for (Runs run : runs) {
            for (Map.Entry<String, Map<String, PatternMeasure>> design : run.of(profile).entrySet()) {
                for (String pattern : patterns) {
                    PatternMeasure p = design.getValue().get(pattern);
                    assertTrue(within(p.docsRead(), p.estDocsRead()) || tieDrawn(p),
                            "documents read agree or the draw of the tied value is named: " + design.getKey() + ": " + p);
                }
            }
        }
    }

    /**
     * Asserts that the documents read of each of {@code patterns} under {@code profile}, averaged over {@code runs}, are
     * within {@link MeasureReport#TOLERANCE} of the estimate averaged alike, in every design.
     */
    static void meanAgrees(List<Runs> runs, Profile profile, List<String> patterns) {
        for (String design : runs.get(0).of(profile).keySet()) {
            for (String pattern : patterns) {
                double measured = 0, estimated = 0;
                for (Runs run : runs) {
                    PatternMeasure p = run.of(profile).get(design).get(pattern);
                    measured += p.docsRead() / runs.size();
                    estimated += p.estDocsRead() / runs.size();
                }
                assertTrue(within(measured, estimated), design + " / " + pattern + ": " + measured + " documents read on average over "
                        + runs.size() + " samples, " + estimated + " estimated");
            }
        }
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
     * True when the report says the first items tie as the estimate expects and that the store's first tied items lie
     * within what the sample's draw of the tied value gives (decision 0416).
     */
    static boolean tieDrawn(PatternMeasure p) {
        return p.notes().stream().anyMatch(n -> n.startsWith(OrderClustering.PRICED_TIE) && n.contains(OrderClustering.TIE_BY_DRAW));
    }

    /**
     * True when the report puts bytes read apart from the estimate down to the few parents whose documents the first items
     * of all come from, within what that draw of parents gives (decision 0464).
     */
    static boolean skewed(PatternMeasure p) {
        return p.notes().stream().anyMatch(n -> n.startsWith(SampledParents.NOTE));
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
