package dev.docshape.app.analysis.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** One line of a benchmark report: median, 90th percentile and maximum of a list of values. */
public final class Stats {
    private Stats() {
    }

    public static String summary(String what, List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        double median = sorted.get(sorted.size() / 2);
        double p90 = sorted.get((int) Math.floor(sorted.size() * 0.9));
        double p95 = sorted.get((int) Math.ceil(sorted.size() * 0.95) - 1);
        return String.format(Locale.ROOT, "%-50s median %7.1f  p90 %7.1f  p95 %7.1f  max %7.1f  (n=%d)%n", what, median, p90, p95,
                sorted.get(sorted.size() - 1), sorted.size());
    }

    /** The values in the order they were measured, rounded to whole numbers. */
    public static String inOrder(String what, List<Double> values) {
        return "  " + what + ": " + values.stream().map(v -> String.format(Locale.ROOT, "%.0f", v)).collect(Collectors.joining(" ")) + "\n";
    }
}
