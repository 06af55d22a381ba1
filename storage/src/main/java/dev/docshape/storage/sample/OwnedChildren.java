package dev.docshape.storage.sample;

import dev.docshape.model.Relationship;

/**
 * How many children per parent an owning relationship creates in the sample. The relationship's
 * average decides, except where it would make more children than the model says the child entity
 * has (at the sample's scale): then the model's count bounds them, spread over the parents. Without
 * that bound, a chain of owning relationships multiplies its averages level by level, and a model
 * whose counts do not follow its averages exactly (the synthetic models, imported schemas) asks for
 * astronomically many documents at any scale. Where counts and averages agree (every example), the
 * bound does not bind and the average is kept as it is.
 */
final class OwnedChildren {
    private OwnedChildren() {
    }

    /**
     * The average to draw children per parent with.
     *
     * @param parents       the parent's instances in the sample
     * @param childInstances the child entity's instances at the sample's scale by the model's count; 0 = no bound
     */
    static double average(Relationship r, double parents, double childInstances) {
        double avg = Math.max(0, r.avgCount());
        double drawn = r.maxCount() == null ? avg : Math.min(avg, r.maxCount());
        if (childInstances > 0 && parents > 0 && parents * drawn > childInstances) return childInstances / parents;
        return avg;
    }

    /** The children per parent the sample is expected to hold: {@link #average} within the relationship's maximum. */
    static double expected(Relationship r, double parents, double childInstances) {
        double avg = average(r, parents, childInstances);
        return r.maxCount() == null ? avg : Math.min(avg, r.maxCount());
    }
}
