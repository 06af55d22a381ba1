package dev.docshape.app.ui;

import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DiffingListTest {
    private final DiffingList<String> list = new DiffingList<>();
    private final List<String> changes = new ArrayList<>();

    DiffingListTest() {
        list.addListener((ListChangeListener<String>) c -> {
            StringBuilder s = new StringBuilder();
            while (c.next()) {
                if (c.wasReplaced()) s.append("replaced ").append(c.getFrom()).append(' ');
                else if (c.wasAdded()) s.append("added ").append(c.getFrom()).append("..").append(c.getTo()).append(' ');
                else if (c.wasRemoved()) s.append("removed ").append(c.getFrom()).append('x').append(c.getRemovedSize()).append(' ');
            }
            changes.add(s.toString().trim());
        });
    }

    @Test
    void replacesOnlyTheElementsThatDifferInOneChange() {
        list.update(List.of("a", "b", "c", "d"));
        changes.clear();
        list.update(List.of("a", "B", "c", "D"));
        assertEquals(List.of("a", "B", "c", "D"), list);
        assertEquals(List.of("replaced 1 replaced 3"), changes);
    }

    @Test
    void anUnchangedVersionFiresNothing() {
        list.update(List.of("a", "b"));
        changes.clear();
        list.update(List.of("a", "b"));
        assertEquals(List.of(), changes);
    }

    @Test
    void growsAndShrinks() {
        list.update(List.of("a", "b"));
        list.update(List.of("a", "x", "c", "d"));
        assertEquals(List.of("a", "x", "c", "d"), list);
        list.update(List.of("a"));
        assertEquals(List.of("a"), list);
        assertEquals("removed 1x3", changes.get(changes.size() - 1));
        list.update(List.of());
        assertEquals(List.of(), list);
    }
}
