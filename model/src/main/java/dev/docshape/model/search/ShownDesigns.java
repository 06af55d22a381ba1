package dev.docshape.model.search;

import dev.docshape.model.DataModel;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The designs a running search shows: those it would propose at that moment, the front's members better than the
 * start, best score first, each without its idle changes as the final proposals are (IdleChanges, decision 0226).
 * A member keeps its cleaned form while it stays in the front. Cleaning prices designs with a pricer of its own, so
 * the search's pricer, its count of designs and the designs it finds for a seed and design limit are untouched; it is
 * brought up to date at most a fifth of the time (decision 0227).
 */
final class ShownDesigns {
    /** Wait this many times the last cleaning's time before the next: cleaning takes at most 1 / (1 + this) of the time. */
    private static final int WAIT_FACTOR = 4;

    private final DataModel model;
    private final int limit;
    private final Supplier<CandidatePricer> pricers;
    private CandidatePricer pricer;
    private Map<PricedDesign, PricedDesign> cleaned = new IdentityHashMap<>();
    private List<PricedDesign> members = List.of();
    private List<PricedDesign> shown = List.of();
    private long nextNanos = Long.MIN_VALUE;

    /**
     * @param limit   at most this many designs shown, as many as the search proposes
     * @param pricers makes the cleaning's own pricer, on first use
     */
    ShownDesigns(DataModel model, int limit, Supplier<CandidatePricer> pricers) {
        this.model = model;
        this.limit = limit;
        this.pricers = pricers;
    }

    /** The designs to show for {@code front} (best score first); the last ones shown while cleaning must wait. */
    List<PricedDesign> of(PricedDesign start, List<PricedDesign> front) {
        long began = System.nanoTime();
        if (began < nextNanos || sameMembers(front)) return shown;
        Map<PricedDesign, PricedDesign> kept = new IdentityHashMap<>();
        List<PricedDesign> rows = new ArrayList<>();
        for (PricedDesign member : front) {
            if (rows.size() == limit) break;
            if (!member.improvesOn(start)) continue;
            PricedDesign clean = cleaned.get(member);
            if (clean == null) clean = IdleChanges.without(model, pricer(), start, member);
            kept.put(member, clean);
            if (!clean.design().equals(start.design())) rows.add(clean);
        }
        cleaned = kept;
        members = front;
        shown = List.copyOf(rows);
        nextNanos = began + WAIT_FACTOR * (System.nanoTime() - began);
        return shown;
    }

    /** {@code member} without its idle changes if it was shown last time, else null: nothing is cleaned to answer. */
    PricedDesign cleanedForm(PricedDesign member) {
        return cleaned.get(member);
    }

    private boolean sameMembers(List<PricedDesign> front) {
        if (front.size() != members.size()) return false;
        for (int i = 0; i < front.size(); i++) if (front.get(i) != members.get(i)) return false;
        return true;
    }

    private CandidatePricer pricer() {
        if (pricer == null) pricer = pricers.get();
        return pricer;
    }
}
