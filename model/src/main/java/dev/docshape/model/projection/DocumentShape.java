package dev.docshape.model.projection;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Objects;

/**
 * The shape of a collection's documents: the fields of the top-level object.
 *
 * @param fields the top-level fields, the id first
 */
public record DocumentShape(List<ShapeField> fields) {
    public DocumentShape {
        fields = List.copyOf(fields == null ? List.of() : fields);
    }

    public Optional<ShapeField> field(String name) {
        return fields.stream().filter(f -> f.name().equals(name)).findFirst();
    }

    /**
     * The field at a dotted path through objects and arrays of objects ({@code holdings.stock.price}).
     */
    public Optional<ShapeField> at(String dottedPath) {
        String[] parts = dottedPath.split("\\.");
        List<ShapeField> level = fields;
        ShapeField found = null;
        for (String part : parts) {
            found = null;
            for (ShapeField f : level) {
                if (f.name().equals(part)) {
                    found = f;
                    break;
                }
            }
            if (found == null) return Optional.empty();
            level = found.children();
        }
        return Optional.ofNullable(found);
    }

    /** Nesting depth: 1 for a flat document, plus one level per object and per array below it. */
    public int nestingDepth() {
        int below = 0;
        for (ShapeField f : fields) below = Math.max(below, f.nestingDepth());
        return 1 + below;
    }

    /** True when some array in the document (at any depth) may grow without bound. */
    public boolean hasUnboundedArray() {
        return anyUnbounded(fields);
    }

    /**
     * The arrays of a relationship (embedded documents, copies or ids) that have no maximum, at any depth, in
     * document order: each must be bounded for the document to have a maximum size.
     */
    public List<ShapeField> unboundedRelationshipArrays() {
        List<ShapeField> found = new ArrayList<>();
        addUnboundedRelationshipArrays(fields, found);
        return found;
    }

    private static void addUnboundedRelationshipArrays(List<ShapeField> level, List<ShapeField> found) {
        for (ShapeField f : level) {
            if (f.kind() == ShapeField.Kind.ARRAY && f.maxItems() == null && f.relationship() != null) found.add(f);
            addUnboundedRelationshipArrays(f.children(), found);
        }
    }

    private static boolean anyUnbounded(List<ShapeField> level) {
        for (ShapeField f : level) {
            if (f.unbounded() || anyUnbounded(f.children())) return true;
        }
        return false;
    }

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof DocumentShape that && Objects.equals(fields, that.fields);
    }

    @Override
    public int hashCode() {
        int h = Objects.hashCode(fields);
        return h;
    }
}
