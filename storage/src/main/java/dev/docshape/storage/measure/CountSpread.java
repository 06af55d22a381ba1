package dev.docshape.storage.measure;

import java.util.List;
import java.util.Locale;

/**
 * Why documents measured differ from the estimate, as far as the parents' counts of children tell. The sample draws each
 * parent's count over the relationship's spread, and a figure that grows slower or faster than a count (the distinct
 * recipes of a plan's meals) averages, over that spread, apart from its value at the average count (docs/counting-rules.md
 * "Children of one parent spread over their counts", decision 0533). So the runs' documents are fitted against the
 * count of each run's instance, a curve through them: where that curve at the runs' average count agrees with the
 * estimate while their mean does not, the cause is the spread of counts, which the estimate did not average over.
 * Else, where the runs' mean lies within three standard errors of the estimate, it is the draw of the instances run;
 * else neither, and the note says so.
 */
public final class CountSpread {
    /** How a note begins that puts the difference down to the spread of counts. */
    public static final String NOTE = "the spread of counts";
    /** How a note begins that puts the difference down to which instances the runs drew. */
    public static final String DRAW = "the draw of the instances run";
    /** Standard errors of the runs' mean within which the draw of the instances explains the difference. */
    static final double DEVIATIONS = 3;

    /** Each run's count of children of its instance through a relationship, named as the note names it. */
    public record Counts(String name, long[] perRun) {
    }

    private CountSpread() {
    }

    /**
     * The reason the documents each run {@code verb} ("read", "wrote"), {@code runs}, averaged apart from
     * {@code estimated}, by the counts of children of each run's instance through each relationship in {@code counts}.
     */
    public static String reason(long[] runs, double estimated, String verb, List<Counts> counts) {
        int n = runs.length;
        double mean = 0;
        for (long d : runs) mean += (double) d / Math.max(1, n);
        for (Counts c : counts) {
            String curved = curve(runs, mean, estimated, verb, c);
            if (curved != null) return curved;
        }
        double squares = 0;
        long low = Long.MAX_VALUE, high = Long.MIN_VALUE;
        for (long d : runs) {
            squares += (d - mean) * (d - mean);
            low = Math.min(low, d);
            high = Math.max(high, d);
        }
        double deviation = n > 1 ? Math.sqrt(squares / (n - 1)) : 0;
        double error = n > 0 ? deviation / Math.sqrt(n) : 0;
        String range = n == 0 ? "no run" : low == high ? String.format(Locale.ROOT, "every run %s %d documents", verb, low)
                : String.format(Locale.ROOT, "a run %s %d to %d documents (standard deviation %.1f)", verb, low, high, deviation);
        double off = Math.abs(mean - estimated);
        if (error > 0 && off <= DEVIATIONS * error) {
            return String.format(Locale.ROOT, "%s: %s, and the mean of %d runs lies within %.0f standard errors (%.1f each) of the"
                    + " estimate", DRAW, range, n, DEVIATIONS, error);
        }
        String away = error > 0 ? String.format(Locale.ROOT, "%.1f standard errors", off / error) : "beyond any standard error";
        return String.format(Locale.ROOT, "%s, so the mean of %d runs lies %s from the estimate, and no count of children of"
                + " the instances run follows the documents so as to explain it", range, n, away);
    }

    /**
     * The note that the runs' documents follow {@code counts} along a curve whose value at the runs' average count is the
     * estimate's, within the tolerance, while their mean is not; null where they do not. The curve is the least-squares
     * parabola through the runs, written around the average count so that its value there is the mean less its
     * curvature times the counts' variance (the part the spread adds).
     */
    private static String curve(long[] runs, double mean, double estimated, String verb, Counts counts) {
        long[] k = counts.perRun();
        int n = runs.length;
        if (n < 5 || k.length != n) return null;
        double kMean = 0;
        for (long x : k) kMean += (double) x / n;
        // moments of u = k - kMean, and of d against u and u² - variance
        double u2 = 0, u3 = 0, u4 = 0, du = 0, du2 = 0;
        for (int i = 0; i < n; i++) {
            double u = k[i] - kMean;
            u2 += u * u / n;
            u3 += u * u * u / n;
            u4 += u * u * u * u / n;
            du += (runs[i] - mean) * u / n;
            du2 += (runs[i] - mean) * u * u / n;
        }
        // the regressors u and v = u² - u2 have mean 0; solve the 2 × 2 normal equations for their coefficients
        double vv = u4 - u2 * u2, uv = u3, uu = u2;
        double det = uu * vv - uv * uv;
        if (!(uu > 0) || !(det > 1e-12 * uu * Math.max(vv, 1e-12))) return null;
        double curvature = (uu * du2 - uv * du) / det;
        double atAverage = mean - curvature * u2;
        if (Measurer.differs(atAverage, estimated) || !Measurer.differs(mean, estimated)) return null;
        long low = Long.MAX_VALUE, high = Long.MIN_VALUE;
        for (long x : k) {
            low = Math.min(low, x);
            high = Math.max(high, x);
        }
        return String.format(Locale.ROOT, "%s: the documents a run %s follow %s (%d to %d a run, %.1f on average) along a curve"
                        + " %s than a line: at the average count it gives %.1f, as the estimate does (%.1f), while over the runs' spread"
                        + " of counts they average %.1f; the estimate takes the figure at the average count, not its expectation over"
                        + " the spread the sample draws", NOTE, verb, counts.name(), low, high, kMean, curvature < 0 ? "growing slower" : "growing faster",
                atAverage, estimated, mean);
    }
}
