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
 * reached through their children", decision 0535). A document holding its children's children too (an order's lines
 * and their notes) is reached the more often the more it holds at every level: each level's items, with what they
 * hold on average, count as many more as that level's size bias gives (decision 0558), whether the document is the
 * parent itself or holds it (decision 0565).
 */
final class ReachedParents {
    private final ModelIndex index;

    ReachedParents(ModelIndex index) {
        this.index = index;
    }

    /**
     * The bytes of each document of {@code collection} reached from {@code picked} instances picked at random that it
     * holds down {@code path} (relationships from the document's root entity to them); the collection's average where the
     * documents do not hold them. The instances picked lie in fuller items at every level: the document reached holds,
     * per level, that level's items (with their average content) times how many more a reached parent holds. The last
     * level may be one the document does not hold (a line embedded in its order reached from a note kept apart): the
     * levels above it count all the same, an order of more lines holding more of the notes' lines (decision 0565). A
     * many-to-many's parent holding its children's ids or copies is linked by as many children as it holds, so reached
     * as often (decision 0558), at any level (a post embedding copies of its tags found by a tag's id, decision 0565).
     */
    double bytes(String collection, List<Relationship> path, double picked) {
        double avg = index.avgBytes(collection);
        CollectionShape shape = index.collectionShape(collection);
        if (shape == null || !(picked > 0)) return avg;
        List<ShapeField> fields = shape.document().fields();
        double more = 0;
        for (Relationship r : path) {
            ShapeField held = held(fields, r);
            if (held == null) break;
            if (held.kind() == ShapeField.Kind.ARRAY) more += excess(held, r, picked);
            fields = held.children();
        }
        return avg + Math.max(0, more);
    }

    /** The field of {@code fields} holding {@code r}'s children: an array of them, or one embedded object. */
    private static ShapeField held(List<ShapeField> fields, Relationship r) {
        ShapeField held = null;
        for (ShapeField f : fields) {
            boolean holds = f.kind() == ShapeField.Kind.ARRAY ? f.avgItems() > 0 : f.kind() == ShapeField.Kind.OBJECT;
            if (holds && r.id().equals(f.relationship())) held = f;
        }
        return held;
    }

    /** The bytes of the items of {@code held} a parent reached from {@code picked} of {@code r}'s children holds beyond the average parent's. */
    private double excess(ShapeField held, Relationship r, double picked) {
        double all = index.count(r.child());
        if (!(all > 0)) return 0;
        // a subset holds the first few of each parent's children, an embedded array all of them
        int kept = held.maxItems() != null && r.maxCount() != null && held.maxItems() >= r.maxCount() ? 0
                : held.maxItems() != null ? held.maxItems() : 0;
        ChildCounts counts = ChildCounts.of(r, kept);
        double perItem = (sized(held, held.avgItems()) - sized(held, 0)) / held.avgItems();
        return counts.reached(Math.min(1, picked / all), all, ChildCounts.times(perItem)) - counts.mean() * perItem;
    }

    /** The average bytes of a document holding only {@code held}, with {@code items} items. */
    private double sized(ShapeField held, double items) {
        return DocumentSizer.size(new DocumentShape(List.of(new ShapeField(held.name(), held.kind(), held.scalarType(), held.role(),
                held.entity(), held.relationship(), held.avgSize(), items, held.maxItems(), held.children(), held.distinctValues(),
                held.end()))), index.profile).avgBytes();
    }
}
