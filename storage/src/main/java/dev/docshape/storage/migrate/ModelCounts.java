package dev.docshape.storage.migrate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Relationship;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ShapeField;

/** Documents and links at the model's counts (the production database, not the sample), for the script's estimate. */
final class ModelCounts {
    private final DataModel model;

    ModelCounts(DataModel model) {
        this.model = model;
    }

    long instances(String entityId) {
        return model.entity(entityId).map(e -> e.count()).orElse(0L);
    }

    /** Parent-child pairs of the relationship: parents times the average children per parent. */
    long links(String relationshipId) {
        Relationship r = model.requireRelationship(relationshipId);
        return Math.round(instances(r.parent()) * Math.max(r.avgCount(), 0));
    }

    long documents(CollectionShape c) {
        return switch (c.kind()) {
            case ENTITY, DUPLICATE, FEED -> instances(c.rootEntity());
            case JOIN -> links(c.relationship());
            case BUCKET -> {
                Relationship r = model.requireRelationship(c.relationship());
                int size = c.document().fields().stream().filter(f -> f.kind() == ShapeField.Kind.ARRAY && f.maxItems() != null)
                        .mapToInt(ShapeField::maxItems).findFirst().orElse(1);
                yield Math.round(instances(r.parent()) * Math.ceil(Math.max(r.avgCount(), 0) / Math.max(size, 1)));
            }
        };
    }

    /** A feed's documents: the first {@code keep} of all, or of each parent (at most {@code keep} of the average children each). */
    long feedDocuments(Duplicates.Duplicate feed, CollectionShape c) {
        long all = documents(c);
        if (!feed.isPerParent()) return Math.min(feed.keep(), all);
        Relationship r = model.requireRelationship(feed.parent());
        return Math.min(all, Math.round(instances(r.parent()) * Math.min(feed.keep(), Math.max(r.avgCount(), 0))));
    }
}
