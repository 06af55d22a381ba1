package dev.docshape.app.designer.diagram;

import dev.docshape.model.Position;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Align and Distribute for the selected entities and notes, as they are drawn: edges or centres
 * lined up with the outermost box's, or the boxes spread so the gaps between them are equal. The
 * result is the new positions, applied by the caller as one undoable step.
 */
public enum Arrangement {
    LEFT("Align left", 2),
    CENTRE("Align centres", 2),
    RIGHT("Align right", 2),
    TOP("Align tops", 2),
    MIDDLE("Align middles", 2),
    BOTTOM("Align bottoms", 2),
    ACROSS("Distribute horizontally", 3),
    DOWN("Distribute vertically", 3);

    /** An entity's card or a note as drawn: its top-left corner and size (canvas units). */
    public record Box(String id, boolean note, double x, double y, double width, double height) {
        public static Box of(EntityViewModel card) {
            return new Box(card.id(), false, card.x().get(), card.y().get(), card.width().get(), card.height().get());
        }
    }

    private final String description;
    private final int needs;

    Arrangement(String description, int needs) {
        this.description = description;
        this.needs = needs;
    }

    /** The words for the Undo menu item. */
    public String description() {
        return description;
    }

    /** How many entities and notes must be selected for it to do anything. */
    public int needs() {
        return needs;
    }

    /** The new top-left corners of {@code cards} (whole canvas units). */
    public Map<Box, Position> positions(List<Box> cards) {
        Map<Box, Position> out = new LinkedHashMap<>();
        if (cards.size() < needs) return out;
        switch (this) {
            case LEFT -> line(cards, out, true, min(cards, c -> c.x()), 0);
            case CENTRE -> line(cards, out, true, mid(cards, true), 0.5);
            case RIGHT -> line(cards, out, true, max(cards, c -> c.x() + c.width()), 1);
            case TOP -> line(cards, out, false, min(cards, c -> c.y()), 0);
            case MIDDLE -> line(cards, out, false, mid(cards, false), 0.5);
            case BOTTOM -> line(cards, out, false, max(cards, c -> c.y() + c.height()), 1);
            case ACROSS -> spread(cards, out, true);
            case DOWN -> spread(cards, out, false);
        }
        return out;
    }

    /** Puts the point {@code share} of the way across (or down) each card on {@code at}. */
    private static void line(List<Box> cards, Map<Box, Position> out, boolean across, double at, double share) {
        for (Box c : cards) {
            if (across) out.put(c, new Position(Math.round(at - share * c.width()), c.y()));
            else out.put(c, new Position(c.x(), Math.round(at - share * c.height())));
        }
    }

    /** Keeps the first and last card (in order across or down) and makes the gaps between all equal. */
    private static void spread(List<Box> cards, Map<Box, Position> out, boolean across) {
        ToDoubleFunction<Box> start = across ? c -> c.x() : c -> c.y();
        ToDoubleFunction<Box> size = across ? c -> c.width() : c -> c.height();
        List<Box> ordered = new ArrayList<>(cards);
        ordered.sort(Comparator.comparingDouble(start).thenComparing(Box::id));
        Box first = ordered.get(0);
        double end = max(cards, c -> start.applyAsDouble(c) + size.applyAsDouble(c));
        double sizes = 0;
        for (Box c : ordered) sizes += size.applyAsDouble(c);
        double gap = (end - start.applyAsDouble(first) - sizes) / (ordered.size() - 1);
        double at = start.applyAsDouble(first);
        for (Box c : ordered) {
            double p = Math.round(at);
            out.put(c, across ? new Position(p, c.y()) : new Position(c.x(), p));
            at += size.applyAsDouble(c) + gap;
        }
    }

    private static double mid(List<Box> cards, boolean across) {
        return across
                ? (min(cards, c -> c.x()) + max(cards, c -> c.x() + c.width())) / 2
                : (min(cards, c -> c.y()) + max(cards, c -> c.y() + c.height())) / 2;
    }

    private static double min(List<Box> cards, ToDoubleFunction<Box> f) {
        return cards.stream().mapToDouble(f).min().orElse(0);
    }

    private static double max(List<Box> cards, ToDoubleFunction<Box> f) {
        return cards.stream().mapToDouble(f).max().orElse(0);
    }
}
