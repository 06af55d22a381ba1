package dev.docshape.app.text;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.search.Objective;
import dev.docshape.model.search.PricedDesign;
import dev.docshape.model.search.SearchResult;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/** How the design search's answers are named in the designer and on the command line alike. */
public final class SearchWords {
    private SearchWords() {
    }

    /** The metric as {@code search --objective} reads it: {@code round-trips}, {@code ru}, {@code bytes}. */
    public static String word(Objective.Metric metric) {
        return switch (metric) {
            case ROUND_TRIPS -> "round-trips";
            case REQUEST_UNITS -> "ru";
            case BYTES -> "bytes";
        };
    }

    /** The unit of the metric per second: {@code round trips/s}, {@code RU/s}, {@code bytes/s}. */
    public static String unit(Objective.Metric metric) {
        return switch (metric) {
            case ROUND_TRIPS -> "round trips/s";
            case REQUEST_UNITS -> "RU/s";
            case BYTES -> "bytes/s";
        };
    }

    /** The unit of the metric for one run of a pattern: {@code round trips}, {@code RU}, {@code bytes}. */
    public static String perRunUnit(Objective.Metric metric) {
        return switch (metric) {
            case ROUND_TRIPS -> "round trips";
            case REQUEST_UNITS -> "RU";
            case BYTES -> "bytes";
        };
    }

    /** The most decimals {@link #scoreChange} writes before calling a change of score "about the same". */
    private static final int MOST_PERCENT_DECIMALS = 2;

    /**
     * How far a design's score is from the start's, in per cent: {@code -50 %}, {@code +3 %}; a change that rounds to
     * no whole per cent with the decimals that show its sign ({@code -0.3 %}), and {@code about the same} below a
     * hundredth of a per cent, as {@link dev.docshape.model.Numbers#apart} calls figures no decimals tell apart; blank
     * when the start's score is not above 0.
     */
    public static String scoreChange(double before, double after) {
        if (!(before > 0) || !Double.isFinite(after)) return "";
        double percent = 100 * (after - before) / before;
        for (int decimals = 0; decimals <= MOST_PERCENT_DECIMALS; decimals++) {
            double scale = Math.pow(10, decimals);
            if (Math.round(Math.abs(percent) * scale) != 0) return String.format(Locale.ROOT, "%+." + decimals + "f %%", percent);
        }
        return "about the same";
    }

    /**
     * Why a search proposes nothing, with the designs it tried: no design it priced keeps to the limits the start
     * breaks (with how close the best came), or none within the limits beats the start on reads, writes or storage.
     */
    public static String nothingFound(SearchResult result) {
        String tried = String.format(Locale.ROOT, "%,d design%s tried", result.priced(), result.priced() == 1 ? "" : "s");
        int startBroken = result.start().violations().size();
        int reachedBroken = result.reached().violations().size();
        if (reachedBroken > 0) {
            return "No design found that keeps to the limits: the start breaks " + startBroken + ", the best of the "
                    + tried + " breaks " + reachedBroken + (result.stoppedBy() == SearchResult.StopReason.CONVERGED ? "."
                    : "; a longer search may get there.");
        }
        return "No design found better than the current one on " + metricName(result.objective().metric())
                + " (reads or writes) or storage: " + tried + ".";
    }

    /**
     * {@code "; it still breaks 3 of the start's 17 limits"} while the best design so far breaks size limits or the
     * user's constraints (its score means little then: fewer broken limits come first), else blank.
     */
    public static String stillBroken(PricedDesign start, PricedDesign best) {
        if (best.feasible()) return "";
        return "; it still breaks " + best.violations().size() + " of the start's " + start.violations().size() + " limits";
    }

    /** {@code round trips}, {@code request units}, {@code bytes moved}. */
    private static String metricName(Objective.Metric metric) {
        return switch (metric) {
            case ROUND_TRIPS -> "round trips";
            case REQUEST_UNITS -> "request units";
            case BYTES -> "bytes moved";
        };
    }

    /** The subjects of the search's changes: relationships as {@code Parent.name}, entities by name. */
    public static Map<String, String> subjectNames(DataModel model) {
        Map<String, String> entityNames = new HashMap<>();
        for (Entity e : model.entities()) entityNames.put(e.id(), e.name());
        Map<String, String> names = new HashMap<>(entityNames);
        for (Relationship r : model.relationships()) {
            names.put(r.id(), entityNames.getOrDefault(r.parent(), r.parent()) + "." + r.name());
        }
        return names;
    }
}
