package dev.docshape.benchmarks;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.search.DesignSearch;
import dev.docshape.model.search.Objective;
import dev.docshape.model.search.SearchConstraints;
import dev.docshape.model.search.SearchResult;
import dev.docshape.model.search.SearchSettings;
import dev.docshape.model.synthetic.SyntheticModels;
import dev.docshape.storage.file.ProjectFiles;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Estimator and design-search figures as CPU time of the working thread (wall time means nothing
 * on a loaded machine; docs/decisions/0310): on the 500 / 1,000 / 200 and 5,000 / 10,000 / 2,000
 * synthetic models the median of full estimates and of one-flip re-estimates in an
 * {@link EstimateSession}; on every seed example in {@code examples/} the designs the search
 * prices per CPU second.
 *
 * <p>Run: {@code ./mvnw -B -q -Pbench -pl benchmarks -am verify -DskipTests -Dbench.cpu}
 */
public final class CpuFigures {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private CpuFigures() {
    }

    public static void main(String[] args) throws Exception {
        if (!Boolean.getBoolean("bench.searchOnly")) {
            estimates(500, 20, 400);
            estimates(5_000, 5, 100);
        }
        search(Path.of(System.getProperty("bench.examples", "examples")));
    }

    private static void estimates(int entities, int fullRuns, int flips) {
        Project project = SyntheticModels.generate(entities, entities * 2, entities * 2 / 5, 42);
        DataModel model = project.model();
        Design design = project.active();
        Profile profile = Profile.cosmos();
        for (int i = 0; i < 3; i++) Estimator.estimate(model, design, profile);
        long[] full = new long[fullRuns];
        for (int i = 0; i < fullRuns; i++) {
            long start = cpu();
            Estimator.estimate(model, design, profile);
            full[i] = cpu() - start;
        }
        EstimateSession session = new EstimateSession(profile);
        session.estimate(model, design);
        List<Relationship> relationships = model.relationships();
        long[] flip = new long[flips];
        for (int i = 0; i < flips; i++) {
            Relationship r = relationships.get((i * 7919) % relationships.size());
            Mapping other = design.mappingFor(r).strategy().embedsChildren()
                    ? Mapping.reference(r.isManyToMany() ? Placement.IDS_ON_BOTH_SIDES : Placement.CHILD_HOLDS_PARENT_ID)
                    : Mapping.embed();
            long start = cpu();
            session.estimate(model, design.withMapping(r.id(), other));
            flip[i] = cpu() - start;
        }
        System.out.printf(Locale.ROOT, "estimate %,d / %,d / %,d: full estimate CPU median %.2f ms; one-flip re-estimate CPU median %.3f ms%n",
                entities, entities * 2, entities * 2 / 5, median(full) / 1e6, median(flip) / 1e6);
    }

    private static void search(Path examples) throws Exception {
        if (!Files.isDirectory(examples)) {
            System.out.println("search: no examples folder at " + examples.toAbsolutePath() + " (set -Dbench.examples)");
            return;
        }
        List<Path> files;
        try (Stream<Path> list = Files.list(examples)) {
            files = list.filter(p -> p.toString().endsWith(".docshape")).sorted().toList();
        }
        int rounds = Integer.getInteger("bench.search.rounds", 20);
        long priced = 0;
        long used = 0;
        for (int round = 0; round < rounds; round++) {   // the first half warms the JIT
            if (round == rounds / 2) {
                priced = 0;
                used = 0;
            }
            for (Path file : files) {
                Project project = ProjectFiles.load(file);
                long start = cpu();
                SearchResult result = new DesignSearch(project.model(), Profile.cosmos(), Objective.defaults(), SearchConstraints.none(),
                        new SearchSettings(1, Duration.ofSeconds(5), 0, 8), SearchBenchmark.ADVICE).run(project.active(), progress -> { }, () -> false);
                used += cpu() - start;
                priced += result.priced();
            }
        }
        System.out.printf(Locale.ROOT, "search on %d seed examples, %d times: %,d designs priced in %.2f s CPU = %,.0f designs per CPU second%n",
                files.size(), rounds - rounds / 2, priced, used / 1e9, priced / (used / 1e9));
    }

    private static long cpu() {
        return THREADS.getCurrentThreadCpuTime();
    }

    private static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
