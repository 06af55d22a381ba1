package dev.docshape.app.ui;

import javafx.collections.ModifiableObservableListBase;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An observable list that takes each new version of its contents with {@link #update} and
 * replaces only the elements that differ (by {@code equals}), in one change event. A table whose
 * items come from it redraws the rows that changed instead of every visible row, and its
 * listeners run once per version.
 *
 * @param <E> the element type
 */
public final class DiffingList<E> extends ModifiableObservableListBase<E> {
    private final List<E> elements = new ArrayList<>();

    /** Makes the list equal to {@code next}, replacing, adding and removing only where they differ. */
    public void update(List<? extends E> next) {
        Objects.requireNonNull(next, "next");
        beginChange();
        try {
            int common = Math.min(size(), next.size());
            for (int i = 0; i < common; i++) {
                E now = next.get(i);
                if (!Objects.equals(get(i), now)) set(i, now);
            }
            if (next.size() > common) addAll(next.subList(common, next.size()));
            else if (size() > common) remove(common, size());
        } finally {
            endChange();
        }
    }

    @Override
    public E get(int index) {
        return elements.get(index);
    }

    @Override
    public int size() {
        return elements.size();
    }

    @Override
    protected void doAdd(int index, E element) {
        elements.add(index, element);
    }

    @Override
    protected E doSet(int index, E element) {
        return elements.set(index, element);
    }

    @Override
    protected E doRemove(int index) {
        return elements.remove(index);
    }
}
