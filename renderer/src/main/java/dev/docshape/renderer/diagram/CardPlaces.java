package dev.docshape.renderer.diagram;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.renderer.Layout;
import dev.docshape.renderer.NodeBox;
import dev.docshape.renderer.Size;
import dev.docshape.renderer.View;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Places for the cards of the entity view, the one way both the designer's Automatic Layout and {@code docshape import}
 * place them (decisions 0551, 0568): graphviz lays out each card grown by {@link #LABEL_ROOM} on every side, so the
 * gaps between cards are wide enough for the relationships' badges and captions, and the diagram starts
 * {@link #MARGIN} from the canvas's origin.
 */
public final class CardPlaces {
    /** Room around the diagram, so it does not touch the canvas origin. */
    static final double MARGIN = 40;
    /** Room added around each card while laying out, for the labels the canvas places beside the lines. */
    static final double LABEL_ROOM = 18;
    /** The designer draws no card narrower (its cards' width is at least this). */
    public static final double CARD_MIN_WIDTH = 170;
    /**
     * How much taller the designer's card is than the renderer's picture of it, at most: a row for "+ field" and its
     * own fonts; 5 to 23 units over the 17 cards of the ride-hailing import (decision 0568).
     */
    static final double CARD_EXTRA_HEIGHT = 24;

    private CardPlaces() {
    }

    /** Top-left corners (canvas units) for cards of {@code sizes} (by entity id), laid out for {@code design}. */
    public static Map<String, Position> of(DataModel model, Design design, Map<String, Size> sizes) {
        Map<String, Size> grown = new LinkedHashMap<>();
        sizes.forEach((id, s) -> grown.put(id, new Size(s.width() + 2 * LABEL_ROOM, s.height() + 2 * LABEL_ROOM)));
        Layout layout = LayoutEngine.layout(model, design, View.ENTITY, grown);
        Map<String, Position> positions = new LinkedHashMap<>();
        for (NodeBox box : layout.nodes().values()) {
            positions.put(box.id(), new Position(MARGIN + LABEL_ROOM + box.x(), MARGIN + LABEL_ROOM + box.y()));
        }
        return positions;
    }

    /**
     * {@code project} with its cards placed where no window measured them (the command line): each card at the size
     * the renderer draws it (its picture of the designer's card), grown to the designer's card at its largest
     * ({@link #CARD_MIN_WIDTH}, {@link #CARD_EXTRA_HEIGHT}), the largest over the designs, since the places are the
     * same in every design; laid out for the active design. Whole units.
     */
    public static Project placed(Project project) {
        DataModel model = project.model();
        if (model.entities().isEmpty()) return project;
        Map<String, Size> largest = new LinkedHashMap<>();
        for (Design design : project.designs()) {
            for (NodeBox box : LayoutEngine.layout(model, design, View.ENTITY).nodes().values()) {
                largest.merge(box.id(), new Size(Math.max(CARD_MIN_WIDTH, box.width()), box.height() + CARD_EXTRA_HEIGHT),
                        (a, b) -> new Size(Math.max(a.width(), b.width()), Math.max(a.height(), b.height())));
            }
        }
        Map<String, Position> at = of(model, project.active(), largest);
        return project.withModel(model.withEntities(model.entities().stream()
                .map(e -> at.containsKey(e.id()) ? e.withPosition(rounded(at.get(e.id()))) : e).toList()));
    }

    private static Position rounded(Position p) {
        return new Position(Math.round(p.x()), Math.round(p.y()));
    }
}
