package dev.docshape.app.analysis.search;

import dev.docshape.model.Design;
import dev.docshape.model.search.DesignChange;
import dev.docshape.model.search.DesignFigures;
import dev.docshape.model.search.PricedDesign;

import java.util.List;

/**
 * One design of the search's Pareto front as the panel lists it: its rank (1 = best score), its
 * figures, and its changes from the starting design; once explained, each change with the patterns
 * it helps and hurts and the advisor rule that agrees.
 *
 * @param rank        1 for the best score
 * @param priced      the design, its estimate and figures
 * @param changes     what it does differently from the starting design, in model order, without the changes that do
 *                    nothing (decision 0499)
 * @param explanation how far its explanation is
 */
public record FoundDesign(int rank, PricedDesign priced, List<DesignChange> changes, Explanation explanation) {

    /** How far a listed design's explanation is (decision 0489). */
    public enum Explanation {
        /** Listed while the search runs: its changes, not yet why each pays. */
        AFTER_THE_SEARCH,
        /**
         * The search has ended and the design waits for its turn to be explained: its changes and figures as "Add as
         * Design" adds it (decision 0502), not yet why each pays.
         */
        UNDER_WAY,
        /** Its changes and why each pays. */
        GIVEN
    }

    public FoundDesign {
        changes = List.copyOf(changes);
    }

    /** True once the search has ended: the design is the one "Add as Design" adds, explained or not (decision 0502). */
    public boolean addable() {
        return explanation != Explanation.AFTER_THE_SEARCH;
    }

    /** True when the changes say why each pays. */
    public boolean explained() {
        return explanation == Explanation.GIVEN;
    }

    public Design design() {
        return priced.design();
    }

    public DesignFigures figures() {
        return priced.figures();
    }

    /** A stable id for the table's rows and tests: {@code design-1}. */
    public String id() {
        return "design-" + rank;
    }
}
