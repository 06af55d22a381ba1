package dev.docshape.app.designer.diagram;

import dev.docshape.model.Position;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Align and Distribute for the selected entities, as the cards are drawn: edges or centres lined
 * up with the outermost card's, or the cards spread so the gaps between them are equal. The
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

    /** How many entities must be selected for it to do anything. */
    public int needs() {
        return needs;
    }

    /** The new top-left corners of {@code cards}, by id (whole canvas units). */
    public Map<String, Position> positions(List<EntityViewModel> cards) {
        Map<String, Position> out = new LinkedHashMap<>();
        if (cards.size() < needs) return out;
        switch (this) {
            case LEFT -> line(cards, out, true, min(cards, c -> c.x().get()), 0);
            case CENTRE -> line(cards, out, true, mid(cards, true), 0.5);
            case RIGHT -> line(cards, out, true, max(cards, c -> c.x().get() + c.width().get()), 1);
            case TOP -> line(cards, out, false, min(cards, c -> c.y().get()), 0);
            case MIDDLE -> line(cards, out, false, mid(cards, false), 0.5);
            case BOTTOM -> line(cards, out, false, max(cards, c -> c.y().get() + c.height().get()), 1);
            case ACROSS -> spread(cards, out, true);
            case DOWN -> spread(cards, out, false);
        }
        return out;
    }

    /** Puts the point {@code share} of the way across (or down) each card on {@code at}. */
    private static void line(List<EntityViewModel> cards, Map<String, Position> out, boolean across, double at, double share) {
        for (EntityViewModel c : cards) {
            if (across) out.put(c.id(), new Position(Math.round(at - share * c.width().get()), c.y().get()));
            else out.put(c.id(), new Position(c.x().get(), Math.round(at - share * c.height().get())));
        }
    }

    /** Keeps the first and last card (in order across or down) and makes the gaps between all equal. */
    private static void spread(List<EntityViewModel> cards, Map<String, Position> out, boolean across) {
        ToDoubleFunction<EntityViewModel> start = across ? c -> c.x().get() : c -> c.y().get();
        ToDoubleFunction<EntityViewModel> size = across ? c -> c.width().get() : c -> c.height().get();
        List<EntityViewModel> ordered = new ArrayList<>(cards);
        ordered.sort(Comparator.comparingDouble(start).thenComparing(EntityViewModel::id));
        EntityViewModel first = ordered.get(0);
        double end = max(cards, c -> start.applyAsDouble(c) + size.applyAsDouble(c));
        double sizes = 0;
        for (EntityViewModel c : ordered) sizes += size.applyAsDouble(c);
        double gap = (end - start.applyAsDouble(first) - sizes) / (ordered.size() - 1);
        double at = start.applyAsDouble(first);
        for (EntityViewModel c : ordered) {
            double p = Math.round(at);
            out.put(c.id(), across ? new Position(p, c.y().get()) : new Position(c.x().get(), p));
            at += size.applyAsDouble(c) + gap;
        }
    }

    private static double mid(List<EntityViewModel> cards, boolean across) {
        return across
                ? (min(cards, c -> c.x().get()) + max(cards, c -> c.x().get() + c.width().get())) / 2
                : (min(cards, c -> c.y().get()) + max(cards, c -> c.y().get() + c.height().get())) / 2;
    }

    private static double min(List<EntityViewModel> cards, ToDoubleFunction<EntityViewModel> f) {
        return cards.stream().mapToDouble(f).min().orElse(0);
    }

    private static double max(List<EntityViewModel> cards, ToDoubleFunction<EntityViewModel> f) {
        return cards.stream().mapToDouble(f).max().orElse(0);
    }
}
