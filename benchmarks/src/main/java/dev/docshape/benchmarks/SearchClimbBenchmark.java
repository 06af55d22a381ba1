package dev.docshape.benchmarks;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.search.DesignSearch;
import dev.docshape.model.search.Objective;
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

/**
 * How the design search climbs on the synthetic 500 entities / 1,000 relationships / 200 patterns model when it runs
 * for several passes over the relationships, not only the first few thousand designs {@link SearchBenchmark} prices
 * (decision 0439): the workload's score against the designs priced and the searching thread's CPU time, the first
 * improvement and the first useful one (at least {@value #USEFUL_PERCENT} % below the start), when 50 %, 80 % and 95 %
 * of the final improvement and 50 %, 80 % and 86 % below the start were reached, and designs per CPU second. The design
 * limit, not a time budget, stops it, so runs on a loaded machine do the same work and compare by CPU time.
 *
 * <p>Run: {@code ./mvnw -B -q -Pbench -pl benchmarks -am verify -DskipTests -Dbench.climb}
 * ({@code -Dbench.climb.designs=100000} sets the design limit).
 */
public final class SearchClimbBenchmark {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** A first improvement this much below the start counts as useful. */
    static final double USEFUL_PERCENT = 1;

    /** The search's best score after {@code priced} designs and {@code cpuNanos} of the searching thread's CPU time. */
    private record Point(long priced, long cpuNanos, double score) {
    }

    private SearchClimbBenchmark() {
    }

    public static void main(String[] args) {
        long designs = Long.getLong("bench.climb.designs", 100_000L);
        Project project = SyntheticModels.generate(500, 1_000, 200, 1);
        List<Point> climb = new ArrayList<>();
        long[] firstImprovement = {-1, -1};
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        SearchResult result = new DesignSearch(project.model(), Profile.cosmos(), Objective.defaults(), SearchConstraints.none(),
                new SearchSettings(1, Duration.ofHours(1), designs, 8), SearchBenchmark.ADVICE)
                .run(project.active(), progress -> {
                    long cpu = THREADS.getCurrentThreadCpuTime() - cpuStart;
                    if (firstImprovement[0] < 0 && progress.best().betterThan(progress.start())) {
                        firstImprovement[0] = progress.priced();
                        firstImprovement[1] = cpu;
                    }
                    climb.add(new Point(progress.priced(), cpu, progress.best().figures().score()));
                }, () -> false);
        long cpu = THREADS.getCurrentThreadCpuTime() - cpuStart;
        double start = result.start().figures().score();
        double end = result.reached().figures().score();
        System.out.printf(Locale.ROOT, "climb: %,d designs priced in %.1f s CPU = %,.0f designs per CPU second; %d relationships; stopped: %s%n",
                result.priced(), cpu / 1e9, result.priced() / (cpu / 1e9), project.model().relationships().size(), result.stoppedBy());
        System.out.printf(Locale.ROOT, "climb: start %.6g, end %.6g = %.4f%% below the start%n", start, end, percentBelow(start, end));
        System.out.printf(Locale.ROOT, "climb: first improvement after %s%n",
                firstImprovement[0] < 0 ? "none" : at(firstImprovement[0], firstImprovement[1]));
        System.out.printf(Locale.ROOT, "climb: first useful improvement (%.0f%% below the start) after %s%n", USEFUL_PERCENT,
                reached(climb, start * (1 - USEFUL_PERCENT / 100)));
        for (double share : new double[] {0.5, 0.8, 0.95}) {
            System.out.printf(Locale.ROOT, "climb: %.0f%% of the final improvement after %s%n", share * 100,
                    reached(climb, start - share * (start - end)));
        }
        for (double percent : new double[] {50, 80, 86}) {
            System.out.printf(Locale.ROOT, "climb: %.0f%% below the start after %s%n", percent, reached(climb, start * (1 - percent / 100)));
        }
        System.out.println("climb: designs priced | CPU s | % below the start");
        for (long step = 1; step <= designs; step *= 10) {
            for (long row : new long[] {step, 2 * step, 5 * step}) {
                Point p = atMost(climb, row);
                if (row <= designs && p != null) {
                    System.out.printf(Locale.ROOT, "climb: %,14d | %5.2f | %.4f%n", row, p.cpuNanos() / 1e9, percentBelow(start, p.score()));
                }
            }
        }
    }

    /** The last point of the climb after at most {@code priced} designs: the best score by then. */
    private static Point atMost(List<Point> climb, long priced) {
        Point last = null;
        for (Point p : climb) {
            if (p.priced() > priced) break;
            last = p;
        }
        return last;
    }

    /** Where the climb's best score first reached {@code score} or below. */
    private static String reached(List<Point> climb, double score) {
        for (Point p : climb) {
            if (p.score() <= score) return at(p.priced(), p.cpuNanos());
        }
        return "not reached";
    }

    private static String at(long priced, long cpuNanos) {
        return String.format(Locale.ROOT, "%,d designs, %.2f s CPU", priced, cpuNanos / 1e9);
    }

    private static double percentBelow(double start, double score) {
        return 100 * (1 - score / start);
    }
}
