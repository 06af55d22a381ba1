package dev.docshape.benchmarks;

import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.BucketFill;
import dev.docshape.model.search.DesignSearch;
import dev.docshape.model.search.Objective;
import dev.docshape.model.search.PricedDesign;
import dev.docshape.model.search.SearchConstraints;
import dev.docshape.model.search.SearchResult;
import dev.docshape.model.search.SearchSettings;
import dev.docshape.model.synthetic.SyntheticModels;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;

/**
 * How fast the design search prices candidates on the synthetic 500 entities / 1,000
 * relationships / 200 patterns model, and how soon it finds a first improvement; side by side
 * with the baseline of estimating each candidate from scratch. Besides wall time it reports the CPU
 * time of the searching thread (wall time means little on a shared, loaded machine; decision 0310):
 * designs per CPU second, and the CPU time until the first improvement; the CPU time of the search's answer is split at the
 * last progress report into the search's own steps and its last steps (decision 0412); explaining the proposals, which the
 * caller asks for after the search (decision 0467), is timed apart: the first proposal, then the others.
 *
 * <p>Run: {@code ./mvnw -B -q -Pbench -pl benchmarks -am verify -DskipTests -Dbench.search}
 * ({@code -Dbench.search.seconds=20} sets the search's budget; {@code -Dbench.search.designs=20000} stops it
 * after that many designs instead, so runs on a loaded machine do the same work and compare by CPU time;
 * {@code -Dbench.search.baseline=false} leaves the from-scratch baseline out; {@code -Dbench.search.walk=0} leaves out the
 * counted walk of {@link PricingWalk}, which says what one candidate's pricing did: patterns planned again and collections
 * sized anew; {@code -Dbench.search.keepFills=true} lets the second search find the bucket fills the first worked out, which
 * by default it works out again, as a search in a fresh JVM does: decision 0513). The profile starts this JVM with the
 * launcher's options for commands, as {@code docshape search} runs ({@code -Dbench.search.jvm=} for the JVM's defaults:
 * decision 0520).
 */
public final class SearchBenchmark {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** The searches' advisor beside them, as in the command line: its CPU time is not the searching thread's. */
    static final Executor ADVICE = Executors.newSingleThreadExecutor(work -> {
        Thread thread = new Thread(work, "bench-search-advice");
        thread.setDaemon(true);
        return thread;
    });

    private SearchBenchmark() {
    }

    public static void main(String[] args) {
        double seconds = Double.parseDouble(System.getProperty("bench.search.seconds", "20"));
        long designs = Long.getLong("bench.search.designs", 0L);
        if (designs > 0) seconds = 3600;
        Project project = SyntheticModels.generate(500, 1_000, 200, 1);
        Profile profile = Profile.cosmos();
        Objective objective = Objective.defaults();
        boolean keepFills = Boolean.getBoolean("bench.search.keepFills");
        // a user's `docshape search` runs with the launcher's options (decision 0520): say which ones this JVM has
        System.out.println("JVM options: " + String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()
                .stream().filter(a -> a.startsWith("-X")).toList()));

        for (int run = 1; run <= 2; run++) {
            // the warm search's figure is the JIT's warmth, not the first search's kept results
            if (!keepFills) BucketFill.forgetWorkedOut();
            long[] firstImprovement = {-1};
            long[] firstImprovementCpu = {-1};
            PricedDesign[] reached = {null};
            // designs priced and CPU used at the last progress report: the search's own steps, before it explains
            long[] lastReport = {0, 0};
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            long processStart = ProcessCpu.nanos();
            SearchResult result = new DesignSearch(project.model(), profile, objective, SearchConstraints.none(),
                    new SearchSettings(1, Duration.ofMillis((long) (seconds * 1000)), designs, 8), ADVICE)
                    .run(project.active(), progress -> {
                        // an improvement as the search counts it: fewer broken constraints, else a lower score
                        if (firstImprovement[0] < 0 && progress.best().betterThan(progress.start())) {
                            firstImprovement[0] = progress.elapsedNanos();
                            firstImprovementCpu[0] = THREADS.getCurrentThreadCpuTime() - cpuStart;
                        }
                        reached[0] = progress.best();
                        lastReport[0] = progress.priced();
                        lastReport[1] = THREADS.getCurrentThreadCpuTime() - cpuStart;
                    }, () -> false);
            long cpu = THREADS.getCurrentThreadCpuTime() - cpuStart;
            long processCpu = ProcessCpu.nanos() - processStart;
            PricedDesign best = reached[0] == null ? result.start() : reached[0];
            double gain = 100 * (1 - best.figures().score() / result.start().figures().score());
            System.out.printf(Locale.ROOT, "search run %d: %,d designs priced in %.1f s = %,.0f designs/s; first improvement after %s; "
                            + "best design so far %.4f%% below the start (%.6g against %.6g; constraints broken %d against %d); stopped: %s%n",
                    run, result.priced(),
                    result.elapsedNanos() / 1e9, result.pricedPerSecond(),
                    firstImprovement[0] < 0 ? "none" : String.format(Locale.ROOT, "%.2f s", firstImprovement[0] / 1e9),
                    gain, best.figures().score(), result.start().figures().score(), best.violations().size(),
                    result.start().violations().size(), result.stoppedBy());
            System.out.printf(Locale.ROOT, "search run %d, CPU time of the thread: %.1f s = %,.0f designs per CPU second; "
                            + "first improvement after %s CPU%n", run, cpu / 1e9, result.priced() / (cpu / 1e9),
                    firstImprovementCpu[0] < 0 ? "none" : String.format(Locale.ROOT, "%.2f s", firstImprovementCpu[0] / 1e9));
            // the compiler's and the collector's threads besides the searching one (they share the machine's cores)
            System.out.printf(Locale.ROOT, "search run %d, CPU time of the process (all threads, the JIT's and the collector's too): "
                    + "%.1f s = %,.0f designs per CPU second%n", run, processCpu / 1e9, result.priced() / (processCpu / 1e9));
            // the same seed and number of designs must find the same designs, whatever the options
            System.out.printf(Locale.ROOT, "search run %d, designs found: %s%n", run, found(result));
            System.out.printf(Locale.ROOT, "search run %d, searching up to the last progress report: %,d designs in %.1f s CPU = %,.0f "
                            + "designs per CPU second; after it (the last steps, nothing explained): %.1f s CPU%n", run,
                    lastReport[0], lastReport[1] / 1e9, lastReport[0] / (lastReport[1] / 1e9),
                    (cpu - lastReport[1]) / 1e9);
            // explained when asked for (decision 0467): the first, as the window selects it, then the rest, as the command line prints them
            long explainStart = THREADS.getCurrentThreadCpuTime();
            if (result.proposalCount() > 0) result.proposal(0);
            long firstExplained = THREADS.getCurrentThreadCpuTime();
            result.proposals();
            long allExplained = THREADS.getCurrentThreadCpuTime();
            System.out.printf(Locale.ROOT, "search run %d, explaining: the first proposal %.2f s CPU, the other %d %.2f s CPU; "
                            + "with all explained %,.0f designs per CPU second%n", run, (firstExplained - explainStart) / 1e9,
                    Math.max(0, result.proposalCount() - 1), (allExplained - firstExplained) / 1e9,
                    result.priced() / ((allExplained - cpuStart) / 1e9));
        }

        int walk = Integer.getInteger("bench.search.walk", 3_000);
        if (walk > 0) PricingWalk.run(project.model(), project.active(), profile, walk, 1);

        if (!Boolean.parseBoolean(System.getProperty("bench.search.baseline", "true"))) return;
        // baseline: each candidate (one relationship flipped) estimated from scratch
        Design design = project.active();
        List<Relationship> relationships = project.model().relationships();
        long cpuStarted = THREADS.getCurrentThreadCpuTime();
        long started = System.nanoTime();
        int n = 0;
        while (System.nanoTime() - started < 5_000_000_000L) {
            Relationship r = relationships.get(n % relationships.size());
            Mapping flipped = design.mappingFor(r).strategy().embedsChildren()
                    ? Mapping.reference(r.isManyToMany() ? Placement.IDS_ON_BOTH_SIDES : Placement.CHILD_HOLDS_PARENT_ID)
                    : Mapping.embed();
            Estimator.estimate(project.model(), design.withMapping(r.id(), flipped), profile);
            n++;
        }
        double elapsed = (System.nanoTime() - started) / 1e9;
        double cpuElapsed = (THREADS.getCurrentThreadCpuTime() - cpuStarted) / 1e9;
        System.out.printf(Locale.ROOT, "baseline, each candidate estimated from scratch: %,d designs in %.1f s = %,.0f designs/s"
                + " (%,.0f per CPU second)%n", n, elapsed, n / elapsed, n / cpuElapsed);
    }

    /** Each proposal's score and a hash of its mappings in relationship order: equal across JVMs for equal designs. */
    private static String found(SearchResult result) {
        List<String> found = new ArrayList<>();
        for (int i = 0; i < result.proposalCount(); i++) {
            PricedDesign proposed = result.proposedFigures(i);
            found.add(String.format(Locale.ROOT, "%.6g#%08x", proposed.figures().score(),
                    new TreeMap<>(proposed.design().mappings()).toString().hashCode()));
        }
        return String.join(" ", found);
    }
}
