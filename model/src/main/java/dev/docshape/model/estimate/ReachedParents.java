package dev.docshape.model.estimate;

import dev.docshape.model.Relationship;
import dev.docshape.model.projection.ChildCounts;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.DocumentShape;
import dev.docshape.model.projection.ShapeField;

import java.util.List;

/**
 * The size of the parents' documents children picked at random climb to: a parent with more children is the likelier
 * to be reached, and where its document holds those children (an embedded array, a subset) it is the larger for it.
 * The document's bytes grow by one item's for each child it holds, so the parents reached average the collection's
 * size plus that item's bytes times how many more they hold than the average parent (docs/counting-rules.md "Parents
 * reached through their children", decision 0535).
 */
final class ReachedParents {
    private final ModelIndex index;

    ReachedParents(ModelIndex index) {
        this.index = index;
    }

    /**
     * The bytes of each of {@code r}'s parents' documents in {@code collection} reached from {@code children} children
     * picked at random; the collection's average where the documents do not hold the children.
     */
    double bytes(String collection, Relationship r, double children) {
        double avg = index.avgBytes(collection);
        CollectionShape shape = index.collectionShape(collection);
        if (shape == null || r.isManyToMany() || !(children > 0)) return avg;
        ShapeField held = null;
        for (ShapeField f : shape.document().fields()) {
            if (f.kind() == ShapeField.Kind.ARRAY && r.id().equals(f.relationship()) && f.avgItems() > 0) held = f;
        }
        double all = index.count(r.child());
        if (held == null || !(all > 0)) return avg;
        // a subset holds the first few of each parent's children, an embedded array all of them
        int kept = held.maxItems() != null && r.maxCount() != null && held.maxItems() >= r.maxCount() ? 0
                : held.maxItems() != null ? held.maxItems() : 0;
        ChildCounts counts = ChildCounts.of(r, kept);
        double perItem = (sized(held, held.avgItems()) - sized(held, 0)) / held.avgItems();
        double more = counts.reached(children / all, ChildCounts.times(perItem)) - counts.mean() * perItem;
        return avg + Math.max(0, more);
    }

    /** The average bytes of a document holding only {@code held}, with {@code items} items. */
    private double sized(ShapeField held, double items) {
        return DocumentSizer.size(new DocumentShape(List.of(new ShapeField(held.name(), held.kind(), held.scalarType(), held.role(),
                held.entity(), held.relationship(), held.avgSize(), items, held.maxItems(), held.children(), held.distinctValues(),
                held.end()))), index.profile).avgBytes();
    }
}
