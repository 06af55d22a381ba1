package dev.docshape.storage.sample;

import dev.docshape.model.DataModel;

/**
 * Who the sample links to whom, read from the same population the generator draws its documents from: the true values
 * the tests check counts and documents against, kept out of the generator's public API.
 */
public final class SampleLinks {
    private final Population population;

    private SampleLinks(Population population) {
        this.population = population;
    }

    /** The links of the sample {@code options} make of {@code model}, as {@link SampleGenerator} makes them. */
    public static SampleLinks of(DataModel model, SampleOptions options) {
        return new SampleLinks(Population.of(model, options));
    }

    /** How many instances {@code index} of one side of the relationship is linked to: the true value of its count. */
    public int relatedCount(String relationshipId, boolean ofParent, long index) {
        if (!population.hasLinks(relationshipId)) return 0;
        Links links = population.links(relationshipId);
        return ofParent ? links.countOf(index) : links.parentsOf(index).length;
    }

    /** True when the sample links child {@code child} to parent {@code parent} through the relationship. */
    public boolean linked(String relationshipId, long parent, long child) {
        if (!population.hasLinks(relationshipId)) return false;
        for (long c : population.links(relationshipId).childrenOf(parent)) if (c == child) return true;
        return false;
    }
}
