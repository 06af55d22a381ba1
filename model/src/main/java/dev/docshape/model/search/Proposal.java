package dev.docshape.model.search;

import dev.docshape.model.Design;

import java.util.List;

/**
 * One design of the search's answer: its figures, and its changes from the starting design with
 * the reasons they pay.
 *
 * @param priced  the design, its estimate and figures
 * @param changes what it does differently, in model order, each with an effect on the workload, storage or constraints
 */
public record Proposal(PricedDesign priced, List<DesignChange> changes) {
    public Proposal {
        changes = List.copyOf(changes);
    }

    public Design design() {
        return priced.design();
    }

    public DesignFigures figures() {
        return priced.figures();
    }
}
