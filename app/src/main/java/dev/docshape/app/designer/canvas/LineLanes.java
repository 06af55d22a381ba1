package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which lane each line takes among the lines between the same two cards, or among the loops on one card (decision
 * 0560): lanes in the order of the relationships' ids, so a line keeps its lane however the diagram was built.
 */
final class LineLanes {
    private static final Comparator<RelationshipLine> BY_ID = Comparator.comparing(line -> line.viewModel().id());

    private final Map<String, List<RelationshipLine>> byPair = new HashMap<>();

    /** Gives {@code line} a lane, and the others between its cards theirs again. */
    void add(RelationshipLine line) {
        List<RelationshipLine> pair = byPair.computeIfAbsent(key(line), k -> new ArrayList<>(2));
        pair.add(line);
        pair.sort(BY_ID);
        number(pair);
    }

    /** Takes {@code line} out; the others between its cards close up. */
    void remove(RelationshipLine line) {
        String key = key(line);
        List<RelationshipLine> pair = byPair.get(key);
        if (pair == null || !pair.remove(line)) return;
        if (pair.isEmpty()) byPair.remove(key);
        else number(pair);
    }

    private static void number(List<RelationshipLine> pair) {
        for (int i = 0; i < pair.size(); i++) pair.get(i).lane(i, pair.size());
    }

    private static String key(RelationshipLine line) {
        EntityViewModel a = line.viewModel().parent();
        EntityViewModel b = line.viewModel().child();
        return EdgeGeometry.ordered(a, b) ? a.id() + '\u0000' + b.id() : b.id() + '\u0000' + a.id();
    }
}
