package dev.docshape.model.search;

import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.Design;

import java.util.List;

/**
 * A candidate design with its estimate, figures and the constraints it breaks.
 *
 * @param design     the candidate
 * @param estimate   the estimator's answer for it
 * @param figures    its cost in the search's objective
 * @param violations what makes it unfit to offer (empty when it may be offered)
 */
public record PricedDesign(Design design, Estimate estimate, DesignFigures figures, List<String> violations) {

    public PricedDesign {
        // the search's own list is unmodifiable and spells its words on first use
        violations = violations instanceof Violations ? violations : List.copyOf(violations);
    }

    public boolean feasible() {
        return violations.isEmpty();
    }

    /**
     * Fewer violations first, then fewer arrays without a maximum in the collections over the size limit, then the
     * lower score. The arrays count, as a collection with several keeps to no limit until every one is bounded: one
     * move bounds one, and without this step it would be no improvement (decision 0227).
     */
    public boolean betterThan(PricedDesign other) {
        if (violations.size() != other.violations.size()) return violations.size() < other.violations.size();
        int arrays = Violations.unboundedArrays(violations);
        int otherArrays = Violations.unboundedArrays(other.violations);
        if (arrays != otherArrays) return arrays < otherArrays;
        return figures.score() < other.figures.score() - 1e-9 * Math.max(1, Math.abs(other.figures.score()));
    }

    /**
     * True when this design is worth offering against {@code start}: {@code start} breaks a
     * constraint, or this is cheaper on reads, writes or storage.
     */
    public boolean improvesOn(PricedDesign start) {
        if (!start.feasible()) return true;
        DesignFigures m = figures;
        DesignFigures s = start.figures;
        return m.readCost() < s.readCost() || m.writeCost() < s.writeCost() || m.storageBytes() < s.storageBytes();
    }
}
