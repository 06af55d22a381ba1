package dev.docshape.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class FrozenListTest {

    @Test
    void isTheArraysFirstElementsUnmodifiableAndEqualToAnyListOfThem() {
        String[] array = {"a", "b", "c", "unused"};
        List<String> frozen = FrozenList.of(array, 3);
        assertEquals(List.of("a", "b", "c"), frozen);
        assertEquals(List.of("a", "b", "c").hashCode(), frozen.hashCode());
        assertThrows(UnsupportedOperationException.class, () -> frozen.add("d"));
        assertThrows(UnsupportedOperationException.class, () -> frozen.set(0, "z"));
        assertThrows(IndexOutOfBoundsException.class, () -> frozen.get(3));
        assertThrows(IndexOutOfBoundsException.class, () -> FrozenList.of(array, 5));
    }

    @Test
    void copyOfTakesAFrozenListAsItIsAndCopiesAnyOther() {
        List<String> frozen = FrozenList.of(new String[]{"a"}, 1);
        assertSame(frozen, FrozenList.copyOf(frozen));
        List<String> mutable = new java.util.ArrayList<>(List.of("a"));
        List<String> copy = FrozenList.copyOf(mutable);
        mutable.add("b");
        assertEquals(List.of("a"), copy);
    }
}
