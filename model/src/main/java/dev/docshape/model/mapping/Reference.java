package dev.docshape.model.mapping;

import java.util.Objects;

/**
 * The children live in documents of their own, linked by id (normalized).
 *
 * @param placement where the link is stored
 * @param coLocated the children's documents sit in the parent's collection (container) beside the
 *                  parent's, told apart by a type field and found by the parent's id, so that one
 *                  query returns a parent and its children (docs/counting-rules.md "Co-location");
 *                  only with {@link Placement#CHILD_HOLDS_PARENT_ID}
 */
public record Reference(Placement placement, boolean coLocated) implements Strategy {
    public Reference {
        Objects.requireNonNull(placement, "reference placement");
        if (coLocated && placement != Placement.CHILD_HOLDS_PARENT_ID) {
            throw new IllegalArgumentException("only children that hold their parent's id can be co-located with it");
        }
    }

    public Reference(Placement placement) {
        this(placement, false);
    }

    /** The children's documents in the parent's collection, keyed by the parent's id. */
    public static Reference coLocatedWithParent() {
        return new Reference(Placement.CHILD_HOLDS_PARENT_ID, true);
    }

    @Override
    public boolean embedsChildren() {
        return false;
    }

    @Override
    public String label() {
        return coLocated ? "co-located" : "referenced";
    }

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof Reference that && placement == that.placement
            && coLocated == that.coLocated;
    }

    @Override
    public int hashCode() {
        int h = Objects.hashCode(placement);
        h = 31 * h + Boolean.hashCode(coLocated);
        return h;
    }
}
