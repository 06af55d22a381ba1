package dev.docshape.model.estimate;

import dev.docshape.model.projection.DocumentShape;
import dev.docshape.model.projection.ShapeField;

import java.util.ArrayList;
import java.util.List;

/**
 * The shape of a document when it is first inserted: its own fields, its ids and copies of its
 * parents, and the embedded children it is created with (a bounded array: the lines of an order),
 * but none of the children it collects later (an unbounded array of embedded posts, ids or copies,
 * and the most recent children of a subset). A new user has no posts yet.
 */
final class NewDocument {
    private NewDocument() {
    }

    static DocumentShape of(DocumentShape shape) {
        return new DocumentShape(kept(shape.fields()));
    }

    private static List<ShapeField> kept(List<ShapeField> fields) {
        List<ShapeField> out = new ArrayList<>(fields.size());
        for (ShapeField f : fields) {
            if (collectedLater(f)) continue;
            out.add(f.children().isEmpty() ? f : new ShapeField(f.name(), f.kind(), f.scalarType(), f.role(), f.entity(),
                    f.relationship(), f.avgSize(), f.avgItems(), f.maxItems(), kept(f.children())));
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
