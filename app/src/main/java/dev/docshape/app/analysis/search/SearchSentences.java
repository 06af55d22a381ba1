package dev.docshape.app.analysis.search;

import dev.docshape.app.analysis.trips.Figure;
import dev.docshape.app.text.SearchWords;
import dev.docshape.app.text.Words;
import dev.docshape.model.Numbers;
import dev.docshape.model.search.DesignChange;
import dev.docshape.model.search.Objective;
import dev.docshape.model.search.PatternEffect;
import dev.docshape.model.search.PricedDesign;
import dev.docshape.model.search.SearchResult;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The search panel's sentences: progress, the summary at the end, each change and why it pays. */
final class SearchSentences {
    private static final int EFFECTS_SHOWN = 3;

    private SearchSentences() {
    }

    /** {@code 40 (-50 %)}: the best score and how far it is below the start's. */
    static String scoreChange(PricedDesign start, PricedDesign best) {
        String score = number(best.figures().score());
        double before = start.figures().score();
        String change = SearchWords.scoreChange(before, best.figures().score());
        return change.isEmpty() || !start.feasible() ? score : score + " (" + change + ")";
    }

    /** "1,234 designs priced in 0.4 s (3,085 per second); no single change improves any more. 2 designs do better." */
    static String summary(SearchResult result) {
        String how = String.format(Locale.ROOT, "%,d designs priced in %.1f s (%,d per second); %s.", result.priced(),
                result.elapsedNanos() / 1e9, Math.round(result.pricedPerSecond()), stopped(result.stoppedBy()));
        int n = result.proposalCount();
        return how + " " + (n == 0 ? SearchWords.nothingFound(result)
                : Words.count(n, "design") + " within the limits do" + (n == 1 ? "es" : "") + " better.");
    }

    private static String stopped(SearchResult.StopReason reason) {
        return switch (reason) {
            case CONVERGED -> "no single change improves any more";
            case BUDGET -> "stopped at the time budget";
            case DESIGN_LIMIT -> "stopped at the design limit";
            case CANCELLED -> "cancelled: the best designs found so far";
        };
    }

    /** "Author.books: referenced (child holds parent id) → extended reference (name)". */
    static String change(DesignChange c, Map<String, String> names) {
        return names.getOrDefault(c.subject(), c.subject()) + ": " + c.from() + " → " + c.to();
    }

    /** "advisor: extended-reference", or blank when no advisor rule suggests the move. */
    static String rule(DesignChange c) {
        return c.ruleId().map(id -> "advisor: " + id).orElse("");
    }

    /** "helps list books with author names: 200 → 100 round trips/s", the most helped (or hurt) first. */
    static List<String> effects(String verb, List<PatternEffect> effects, Objective.Metric metric) {
        String unit = SearchWords.unit(metric);
        List<String> lines = new java.util.ArrayList<>();
        for (int i = 0; i < Math.min(EFFECTS_SHOWN, effects.size()); i++) {
            PatternEffect e = effects.get(i);
            lines.add(verb + " " + e.name() + ": " + Numbers.apart(e.before(), e.after(), SearchSentences::number).joined(" → ") + " " + unit);
        }
        if (effects.size() > EFFECTS_SHOWN) lines.add(verb + " " + (effects.size() - EFFECTS_SHOWN) + " more");
        return lines;
    }

    /** A cost per second as the tables write counts: 1,200, 2.5, 123 k. */
    static String number(double value) {
        return Figure.write(value, Figure.Format.COUNT);
    }

    static String bytes(double value) {
        return Figure.write(value, Figure.Format.BYTES);
    }

    /** "Round trips", "Request units (RU)", "Bytes moved": the choices of what to minimise. */
    static String metricName(Objective.Metric metric) {
        return switch (metric) {
            case ROUND_TRIPS -> "Round trips";
            case REQUEST_UNITS -> "Request units (RU)";
            case BYTES -> "Bytes read and written";
        };
    }
}
