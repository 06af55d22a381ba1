package dev.docshape.benchmarks;

import dev.docshape.model.Project;
import dev.docshape.model.synthetic.SyntheticModels;
import dev.docshape.renderer.Layout;
import dev.docshape.renderer.diagram.LayoutEngine;
import dev.docshape.renderer.View;
import dev.docshape.renderer.engine.EngineInfo;
import dev.docshape.renderer.engine.EngineKind;
import dev.docshape.renderer.engine.Engines;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * Layout time of a generated model ({@link SyntheticModels}, default 200 entities and 400
 * relationships, every mapping strategy) with each engine,
 * against plain {@code dot -Tjson0} on the same DOT text in the same run, the ceiling. Each
 * engine's runs alternate with plain dot runs so that load from elsewhere hits both alike.
 *
 * <pre>
 * ./mvnw -B -q -Pbench -pl benchmarks -am verify -DskipTests -Dbench.layout
 * </pre>
 * System properties: {@code bench.entities} (200), {@code bench.relationships} (400),
 * {@code bench.runs} (5 measured runs after 2 warm-up runs), {@code bench.seed} (1).
 */
public final class LayoutBenchmark {

    private LayoutBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int entities = Integer.getInteger("bench.entities", 200);
        int relationships = Integer.getInteger("bench.relationships", 400);
        int runs = Integer.getInteger("bench.runs", 5);
        int warmups = 2;
        Project generated = SyntheticModels.generate(entities, relationships, 0, Long.getLong("bench.seed", 1));
        String dotText = LayoutEngine.dot(generated.model(), generated.active(), View.ENTITY, Map.of()).text();
        Path dotFile = Files.createTempFile("docshape-bench-", ".dot");
        Files.writeString(dotFile, dotText);
        boolean dotInstalled = Engines.dotInstalled();
        System.out.printf(Locale.ROOT, "Layout of %d entities and %d relationships (entity view, %d KB of DOT), "
                + "%d warm-up + %d measured runs, %s, %d cores%n", entities, relationships, dotText.length() / 1024,
                warmups, runs, System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors());
        if (!dotInstalled) System.out.println("dot is not installed: no ceiling and no dot engine; V8 alone");
        try {
            for (EngineKind kind : EngineKind.values()) {
                if (kind == EngineKind.DOT && !dotInstalled) continue;
                long start = System.nanoTime();
                EngineInfo engine = Engines.use(kind);
                double startSeconds = seconds(System.nanoTime() - start);
                Callable<Object> layout = () -> checked(LayoutEngine.layout(generated.model(), generated.active(), View.ENTITY));
                Callable<Object> plain = () -> PlainDot.json0(dotFile);
                List<Double> engineTimes = new ArrayList<>();
                List<Double> plainTimes = new ArrayList<>();
                for (int i = 0; i < warmups + runs; i++) {
                    double e = time(layout);
                    double p = dotInstalled ? time(plain) : Double.NaN;
                    if (i >= warmups) {
                        engineTimes.add(e);
                        plainTimes.add(p);
                    }
                }
                report(engine, startSeconds, engineTimes, plainTimes, dotInstalled);
            }
        } finally {
            Files.deleteIfExists(dotFile);
        }
    }

    private static Object checked(Layout layout) {
        if (!layout.overlappingPairs().isEmpty()) throw new IllegalStateException("overlapping boxes: " + layout.overlappingPairs());
        return layout;
    }

    private static void report(EngineInfo engine, double startSeconds, List<Double> engineTimes, List<Double> plainTimes,
                               boolean withCeiling) {
        double engineMedian = median(engineTimes);
        System.out.printf(Locale.ROOT, "%-45s start %.2f s | layout median %.2f s (min %.2f, max %.2f)",
                engine.name(), startSeconds, engineMedian, min(engineTimes), max(engineTimes));
        if (withCeiling) {
            double plainMedian = median(plainTimes);
            double ratio = engineMedian / plainMedian;
            System.out.printf(Locale.ROOT, " | plain dot -Tjson0 median %.2f s (min %.2f) | ratio of medians %.2fx%s,"
                            + " of minimums %.2fx", plainMedian, min(plainTimes), ratio,
                    ratio <= 1.2 ? " (within 1.2x)" : " (OVER 1.2x)", min(engineTimes) / min(plainTimes));
        }
        System.out.println();
    }

    private static double time(Callable<Object> work) throws Exception {
        long start = System.nanoTime();
        work.call();
        return seconds(System.nanoTime() - start);
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }

    private static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static double min(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }
}
