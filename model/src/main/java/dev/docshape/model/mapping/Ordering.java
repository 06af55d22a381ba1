package dev.docshape.model.mapping;

import dev.docshape.model.naming.Names;

import java.util.Objects;

/**
 * An order over an entity's documents: one of its fields and a direction ("the 10 most recent by
 * {@code createdAt}", "the 3 highest by {@code score}"). A subset or bucket keeps its children in this
 * order; a read takes the first N by it (docs/counting-rules.md "Ordering and feeds"). Whether the
 * field exists is checked against the model ({@code PatternChecks}, {@code DesignChecks}).
 *
 * @param field     the field ordered by, a top-level field of the ordered entity
 * @param direction highest (newest) first, or lowest first
 */
public record Ordering(String field, Direction direction) {

    /** Which end of the order comes first. */
    public enum Direction {
        /** Lowest (oldest) first. */
        ASCENDING,
        /** Highest (newest) first. */
        DESCENDING
    }

    public Ordering {
        Names.requireName(field, "order field");
        Objects.requireNonNull(direction, "order direction");
    }

    public static Ordering descending(String field) {
        return new Ordering(field, Direction.DESCENDING);
    }

    public static Ordering ascending(String field) {
        return new Ordering(field, Direction.ASCENDING);
    }

    public boolean descending() {
        return direction == Direction.DESCENDING;
    }

    /** MongoDB's sort value: -1 for highest first, 1 for lowest first. */
    public int sign() {
        return descending() ? -1 : 1;
    }

    /** In words: "highest createdAt first". */
    public String words() {
        return (descending() ? "highest " : "lowest ") + field + " first";
    }

    /**
     * True when children kept in {@code kept} order (null = the order they were added, the most
     * recent kept) serve a read that asks for {@code wanted} (null = any N).
     */
    public static boolean serves(Ordering kept, Ordering wanted) {
        return wanted == null || wanted.equals(kept);
    }

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof Ordering that && direction == that.direction
            && Objects.equals(field, that.field);
    }

    @Override
    public int hashCode() {
        int h = Objects.hashCode(field);
        h = 31 * h + Objects.hashCode(direction);
        return h;
    }
}
