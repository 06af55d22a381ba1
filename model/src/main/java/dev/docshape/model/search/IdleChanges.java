package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.estimate.PatternEstimate;

import java.util.List;

/**
 * Takes out of a proposed design every change from the starting design that does nothing there: taken back
 * alone, the design costs the same on every pattern, holds the same bytes and breaks the same constraints
 * (issue 17). Such changes come in with the search's random restarts, which apply moves without pricing
 * each one, and a local search only keeps moves that improve, never takes one back that changes nothing:
 * a collection of its own for an entity no design embeds is one. The design left has the same figures.
 */
final class IdleChanges {
    private IdleChanges() {
    }

    /** {@code proposed} without its idle changes, taken back one at a time in the order the changes are listed. */
    static PricedDesign without(DataModel model, CandidatePricer pricer, PricedDesign start, PricedDesign proposed) {
        PricedDesign current = proposed;
        for (DesignChanges.Difference d : DesignChanges.differences(model, start.design(), proposed.design())) {
            Design back = d.back().applyTo(current.design());
            // most changes change what the design stores: such a change is not idle, whatever its patterns (decision 0437)
            if (!same(proposed.figures().storageBytes(), pricer.storageBytes(back))) continue;
            PricedDesign taken = pricer.price(back);
            if (sameEffect(pricer, proposed, taken)) current = taken;
        }
        return current;
    }

    /** Same cost on every pattern in the objective's metric, same storage, same constraints broken. */
    static boolean sameEffect(CandidatePricer pricer, PricedDesign a, PricedDesign b) {
        if (!a.violations().equals(b.violations())) return false;
        if (!same(a.figures().storageBytes(), b.figures().storageBytes())) return false;
        List<PatternEstimate> ap = a.estimate().patterns();
        List<PatternEstimate> bp = b.estimate().patterns();
        if (ap.size() != bp.size()) return false;
        for (int i = 0; i < ap.size(); i++) {
            if (!ap.get(i).patternId().equals(bp.get(i).patternId())) return false;
            if (!same(pricer.weighted(ap.get(i)), pricer.weighted(bp.get(i)))) return false;
        }
        return true;
    }

    private static boolean same(double x, double y) {
        return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x));
    }
}
