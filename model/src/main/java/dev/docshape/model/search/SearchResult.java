package dev.docshape.model.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a design search found. Its proposals are explained when they are first asked for, one at a time
 * ({@link #proposal}), not when the search ends: a window shows one at a time, and a design added by the command line
 * needs only its own (decision 0467). The explanation is the same whenever it is asked for; safe to ask from any thread,
 * once the search has returned.
 */
public final class SearchResult {
    private final Objective objective;
    private final PricedDesign start;
    private final List<PricedDesign> proposed;
    private final PricedDesign reached;
    private final long priced;
    private final long elapsedNanos;
    private final StopReason stoppedBy;
    private final ChangeExplainer explainer;
    private final Proposal[] explained;
    private final PricedDesign[] cleaned;

    /** Why a search ended. */
    public enum StopReason {
        /** No single change improved the best design any more, after every restart. */
        CONVERGED,
        /** The time budget ran out. */
        BUDGET,
        /** The maximum number of designs was priced. */
        DESIGN_LIMIT,
        /** The user cancelled. */
        CANCELLED
    }

    /**
     * @param start        the design it started from, priced
     * @param proposed     the front's designs to propose, best score first, as the search found them
     * @param reached      the best design the search reached in its own order ({@link PricedDesign#betterThan})
     * @param explainer    explains a proposed design against the start; no longer used by the search
     */
    SearchResult(Objective objective, PricedDesign start, List<PricedDesign> proposed, PricedDesign reached, long priced,
                 long elapsedNanos, StopReason stoppedBy, ChangeExplainer explainer) {
        this.objective = Objects.requireNonNull(objective, "objective");
        this.start = Objects.requireNonNull(start, "start");
        this.proposed = List.copyOf(proposed);
        this.reached = Objects.requireNonNull(reached, "reached");
        this.priced = priced;
        this.elapsedNanos = elapsedNanos;
        this.stoppedBy = stoppedBy;
        this.explainer = Objects.requireNonNull(explainer, "explainer");
        this.explained = new Proposal[this.proposed.size()];
        this.cleaned = new PricedDesign[this.proposed.size()];
    }

    /** What the search minimised. */
    public Objective objective() {
        return objective;
    }

    /** The design the search started from, priced. */
    public PricedDesign start() {
        return start;
    }

    /**
     * The best design the search reached in its own order ({@link PricedDesign#betterThan}: fewest broken constraints,
     * then score), feasible or not: what it got to when nothing is proposed.
     */
    public PricedDesign reached() {
        return reached;
    }

    /** Candidate designs priced. */
    public long priced() {
        return priced;
    }

    /** How long the search ran. */
    public long elapsedNanos() {
        return elapsedNanos;
    }

    /** Why the search stopped. */
    public StopReason stoppedBy() {
        return stoppedBy;
    }

    /**
     * How many designs are proposed: the Pareto front (read cost, write cost, storage) of feasible designs better
     * than the start on at least one of them, at most ten. Nothing is explained to answer.
     */
    public int proposalCount() {
        return proposed.size();
    }

    /**
     * The figures of the proposal at {@code index} (from 0, best score first), without explaining it: the same
     * figures and broken constraints as {@code proposal(index).priced()}, whose design may hold fewer changes.
     */
    public PricedDesign proposedFigures(int index) {
        return proposed.get(index);
    }

    /**
     * The proposal at {@code index} (from 0, best score first) as its explanation and "Add as Design" give it: without
     * the changes that do nothing, with its figures, but without the work of explaining each change. Cleaned on the
     * first ask (at most one pricing per change; none for a design the running search showed already).
     */
    public synchronized PricedDesign cleaned(int index) {
        Objects.checkIndex(index, proposed.size());
        if (cleaned[index] == null) cleaned[index] = explainer.cleaned(proposed.get(index));
        return cleaned[index];
    }

    /** The proposal at {@code index} (from 0, best score first), explained on the first ask. */
    public synchronized Proposal proposal(int index) {
        if (explained[index] == null) explained[index] = explainer.explainCleaned(cleaned(index));
        return explained[index];
    }

    /** Every proposal, best score first, each explained: the work of explaining them all. */
    public List<Proposal> proposals() {
        List<Proposal> all = new ArrayList<>(proposed.size());
        for (int i = 0; i < proposed.size(); i++) all.add(proposal(i));
        return List.copyOf(all);
    }

    /**
     * The design with the best score: the first proposal when it beats the start, else the start itself. Its figures
     * need no explanation; its design is the first proposal's, explained.
     */
    public PricedDesign best() {
        if (!proposed.isEmpty() && proposed.get(0).betterThan(start)) return proposal(0).priced();
        return start;
    }

    /** Designs priced per second. */
    public double pricedPerSecond() {
        return priced / Math.max(1e-9, elapsedNanos / 1e9);
    }
}
