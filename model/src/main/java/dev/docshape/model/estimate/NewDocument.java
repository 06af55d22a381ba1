package dev.docshape.model.estimate;

import dev.docshape.model.projection.DocumentShape;
import dev.docshape.model.projection.ShapeField;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * The shape of a document when it is first inserted: its own fields, its ids and copies of its
 * parents, and the embedded children it is created with (a bounded array: the lines of an order),
 * but none of the children it collects later (an unbounded array of embedded posts, ids or copies,
 * and the most recent children of a subset). A new user has no posts yet. A relationship with a
 * minimum number of children per parent is created with that many: the array is kept at its
 * minimum (docs/counting-rules.md "Writes and write amplification").
 */
final class NewDocument {
    private NewDocument() {
    }

    static DocumentShape of(DocumentShape shape) {
        return of(shape, relationship -> 0);
    }

    /** @param minimum the minimum children per parent of a relationship, by its id */
    static DocumentShape of(DocumentShape shape, ToIntFunction<String> minimum) {
        return new DocumentShape(kept(shape.fields(), minimum));
    }

    private static List<ShapeField> kept(List<ShapeField> fields, ToIntFunction<String> minimum) {
        List<ShapeField> out = new ArrayList<>(fields.size());
        for (ShapeField f : fields) {
            double items = f.avgItems();
            if (collectedLater(f)) {
                int least = minimum.applyAsInt(f.relationship());
                if (least <= 0) continue;
                items = Math.min(least, f.avgItems());
            }
            out.add(f.children().isEmpty() && items == f.avgItems() ? f : new ShapeField(f.name(), f.kind(), f.scalarType(), f.role(),
                    f.entity(), f.relationship(), f.avgSize(), items, f.maxItems(), kept(f.children(), minimum), null, f.end(), f.range(), f.presence(), f.constant(), f.values()));
        }
        return out;
    }

    /** True for an array of children that grows after the document is created. */
    private static boolean collectedLater(ShapeField f) {
        if (f.kind() != ShapeField.Kind.ARRAY || f.relationship() == null) return false;
        return switch (f.role()) {
            case SUBSET -> true;
            case EMBEDDED, REFERENCE, COPIED -> f.maxItems() == null;
            default -> false;
        };
    }
}
