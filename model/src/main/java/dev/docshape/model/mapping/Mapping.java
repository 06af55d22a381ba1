package dev.docshape.model.mapping;

import java.util.Objects;

/**
 * How one relationship is mapped in a design.
 *
 * @param strategy         embed, reference, extended reference, subset or bucket
 * @param precomputedCount the parent keeps a count of its children ({@code author.countOfBooks})
 */
public record Mapping(Strategy strategy, boolean precomputedCount) {
    public Mapping {
        Objects.requireNonNull(strategy, "mapping strategy");
    }

    public static Mapping embed() {
        return new Mapping(new Embed(), false);
    }

    public static Mapping reference(Placement placement) {
        return new Mapping(new Reference(placement), false);
    }

    public Mapping withStrategy(Strategy newStrategy) {
        return new Mapping(newStrategy, precomputedCount);
    }

    public Mapping withPrecomputedCount(boolean newValue) {
        return new Mapping(strategy, newValue);
    }

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof Mapping that && precomputedCount == that.precomputedCount
            && Objects.equals(strategy, that.strategy);
    }

    @Override
    public int hashCode() {
        int h = Objects.hashCode(strategy);
        h = 31 * h + Boolean.hashCode(precomputedCount);
        return h;
    }
}
