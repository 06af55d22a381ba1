package dev.docshape.model.edit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Copy-and-change helpers that keep positions, so an inverse can put an element back exactly
 * where it was, in lists and in the insertion order of maps and sets.
 */
final class Lists {
    private Lists() {
    }

    static <T> List<T> insert(List<T> items, int index, T item) {
        List<T> copy = new ArrayList<>(items);
        copy.add(index, item);
        return copy;
    }

    static <T> List<T> remove(List<T> items, int index) {
        List<T> copy = new ArrayList<>(items);
        copy.remove(index);
        return copy;
    }

    static <T> List<T> set(List<T> items, int index, T item) {
        List<T> copy = new ArrayList<>(items);
        copy.set(index, item);
        return copy;
    }

    static <T> List<T> move(List<T> items, int from, int to) {
        List<T> copy = new ArrayList<>(items);
        copy.add(to, copy.remove(from));
        return copy;
    }

    /** The position of {@code key} in the map's order, or -1. */
    static int indexOfKey(Map<String, ?> map, String key) {
        int i = 0;
        for (String k : map.keySet()) {
            if (k.equals(key)) return i;
            i++;
        }
        return -1;
    }

    /** Puts {@code key} at {@code index} of the map's order (at the end when index is negative or too large). */
    static <V> Map<String, V> putAt(Map<String, V> map, int index, String key, V value) {
        Map<String, V> copy = new LinkedHashMap<>();
        int i = 0;
        for (Map.Entry<String, V> entry : map.entrySet()) {
            if (i++ == index) copy.put(key, value);
            copy.put(entry.getKey(), entry.getValue());
        }
        copy.putIfAbsent(key, value);
        return copy;
    }

    static int indexOf(Set<String> set, String item) {
        return new ArrayList<>(set).indexOf(item);
    }

    /** Adds {@code item} at {@code index} of the set's order (at the end when index is negative or too large). */
    static Set<String> addAt(Set<String> set, int index, String item) {
        List<String> items = new ArrayList<>(set);
        items.add(index < 0 || index > items.size() ? items.size() : index, item);
        return new LinkedHashSet<>(items);
    }

    static Set<String> without(Set<String> set, String item) {
        Set<String> copy = new LinkedHashSet<>(set);
        copy.remove(item);
        return copy;
    }
}
