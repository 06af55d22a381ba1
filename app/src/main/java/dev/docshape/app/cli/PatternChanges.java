package dev.docshape.app.cli;

import dev.docshape.app.text.SearchWords;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.search.Objective;
import dev.docshape.model.search.PricedDesign;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The compact per-pattern line of a proposed design in {@code search}'s text: the patterns whose cost per run in the
 * objective's metric the design changes, largest change first, such as {@code read a post 3 -> 1 round trips}.
 */
final class PatternChanges {
    private static final int SHOWN = 5;

    private PatternChanges() {
    }

    /** The changed patterns joined by "; " (at most five, then how many more), or "" when none changes. */
    static String line(Objective objective, PricedDesign start, PricedDesign design) {
        Map<String, Double> before = new HashMap<>();
        for (PatternEstimate p : start.estimate().patterns()) before.put(p.patternId(), objective.perExecution(p));
        record Changed(String name, double before, double after) {
        }
        List<Changed> changed = new ArrayList<>();
        for (PatternEstimate p : design.estimate().patterns()) {
            Double was = before.get(p.patternId());
            double now = objective.perExecution(p);
            if (was != null && Math.abs(now - was) > 1e-9 * Math.max(1, Math.abs(was))) changed.add(new Changed(p.name(), was, now));
        }
        changed.sort(Comparator.comparingDouble((Changed c) -> -Math.abs(c.after() - c.before())));
        String unit = SearchWords.perRunUnit(objective.metric());
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < Math.min(SHOWN, changed.size()); i++) {
            Changed c = changed.get(i);
            parts.add(c.name() + " " + dev.docshape.model.Numbers.apart(c.before(), c.after(), SearchResultPrinter::number).joined(" -> ")
                    + " " + unit);
        }
        if (changed.size() > SHOWN) parts.add(String.format(Locale.ROOT, "%d more", changed.size() - SHOWN));
        return String.join("; ", parts);
    }
}
