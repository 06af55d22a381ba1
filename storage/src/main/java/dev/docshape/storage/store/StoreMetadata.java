package dev.docshape.storage.store;

import dev.docshape.model.naming.Names;

import java.time.Instant;

/**
 * What a sample store holds and for whom.
 *
 * @param projectId     the project the store belongs to (a store is never written for another)
 * @param design        the design whose layout the collections follow
 * @param seed          the generator's seed
 * @param scale         the factor applied to the model's entity counts
 * @param childCounts   how per-parent child counts were drawn (UNIFORM, SKEWED)
 * @param materializedAt when the layout was written
 */
public record StoreMetadata(String projectId, String design, long seed, double scale, String childCounts,
                            Instant materializedAt) {
    public StoreMetadata {
        Names.requireName(projectId, "project id");
        Names.requireName(design, "design name");
        if (!(scale > 0)) throw new IllegalArgumentException("scale must be positive, was " + scale);
        if (childCounts == null || childCounts.isBlank()) childCounts = "UNIFORM";
        if (materializedAt == null) materializedAt = Instant.now();
    }
}
