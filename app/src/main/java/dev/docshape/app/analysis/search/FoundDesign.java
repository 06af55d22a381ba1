package dev.docshape.app.analysis.search;

import dev.docshape.model.Design;
import dev.docshape.model.search.DesignChange;
import dev.docshape.model.search.DesignFigures;
import dev.docshape.model.search.PricedDesign;
import dev.docshape.model.search.Proposal;

import java.util.List;
import java.util.Optional;

/**
 * One design of the search's Pareto front as the panel lists it: its rank (1 = best score), its
 * figures, and once the search has ended its changes from the starting design with why each pays.
 *
 * @param rank     1 for the best score
 * @param priced   the design, its estimate and figures
 * @param proposal its explained changes; empty while the search runs
 */
public record FoundDesign(int rank, PricedDesign priced, Optional<Proposal> proposal) {

    public FoundDesign {
        proposal = proposal == null ? Optional.empty() : proposal;
    }

    public Design design() {
        return priced.design();
    }

    public DesignFigures figures() {
        return priced.figures();
    }

    /** The explained changes, or none while the search runs. */
    public List<DesignChange> changes() {
        return proposal.map(Proposal::changes).orElse(List.of());
    }

    /** A stable id for the table's rows and tests: {@code design-1}. */
    public String id() {
        return "design-" + rank;
    }
}
