package dev.docshape.model;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An unmodifiable list over an array that its maker never writes again, so that the records which copy
 * the lists they are given ({@code Projection}, {@code Estimate}) can take it as it is: the estimate
 * session makes one projection and one estimate per candidate design, and copying their collections,
 * occurrences and patterns again was a measurable share of the design search
 * (docs/decisions/0224-search-tally-and-violations-by-difference.md). Only for arrays with no nulls.
 *
 * @param <E> the elements
 */
public final class FrozenList<E> extends AbstractList<E> implements RandomAccess {
    private final E[] elements;
    private final int size;

    private FrozenList(E[] elements, int size) {
        this.elements = elements;
        this.size = size;
    }

    /** A list of the first {@code size} elements of {@code elements}, which the caller hands over for good. */
    public static <E> List<E> of(E[] elements, int size) {
        Objects.checkFromIndexSize(0, size, elements.length);
        return new FrozenList<>(elements, size);
    }

    /** {@code list} itself when it is unmodifiable already (a frozen list or one of {@link List#copyOf}), else a copy. */
    public static <E> List<E> copyOf(List<E> list) {
        return list instanceof FrozenList<E> ? list : List.copyOf(list);
    }

    @Override
    public E get(int index) {
        Objects.checkIndex(index, size);
        return elements[index];
    }

    @Override
    public int size() {
        return size;
    }
}
