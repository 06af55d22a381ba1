package dev.docshape.renderer.diagram;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
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

    /** A card's text reckoned without graphviz: wider and taller than the designer draws it (12.5 px fonts). */
    private static final double CHAR_WIDTH = 8;
    private static final int TYPE_CHARS = 14;
    private static final double CARD_PADDING = 40;
    private static final double CARD_HEADER = 40;
    private static final double ROW_HEIGHT = 20;

    private CardPlaces() {
    }

    /**
     * The shape of the window a file of {@code docshape import} is likely opened in (it has none): landscape, as the
     * designer's canvas beside its side panel on a 16:9 screen.
     */
    public static final double LANDSCAPE = 1.6;
    /** A layout filling this share of a window of the aspect asked for, or more, is kept without trying the other way. */
    static final double WELL_FILLED = 0.75;

    /** Top-left corners (canvas units) for cards of {@code sizes} (by entity id), laid out for {@code design}. */
    public static Map<String, Position> of(DataModel model, Design design, Map<String, Size> sizes) {
        return of(model, design, sizes, 0);
    }

    /**
     * As {@link #of(DataModel, Design, Map)}, for a window of {@code aspect} (width over height; 0: any): graphviz ranks
     * the cards top-down, and when that fills less than {@link #WELL_FILLED} of such a window fitted whole (a tall,
     * narrow diagram in a wide window), left to right, the one filling more of it kept (decision 0576).
     */
    public static Map<String, Position> of(DataModel model, Design design, Map<String, Size> sizes, double aspect) {
        Map<String, Size> grown = new LinkedHashMap<>();
        sizes.forEach((id, s) -> grown.put(id, new Size(s.width() + 2 * LABEL_ROOM, s.height() + 2 * LABEL_ROOM)));
        Layout layout = LayoutEngine.layout(model, design, View.ENTITY, grown);
        if (aspect > 0 && filled(layout, aspect) < WELL_FILLED) {
            Layout across = LayoutEngine.layout(model, design, View.ENTITY, grown, true);
            if (filled(across, aspect) > filled(layout, aspect)) layout = across;
        }
        Map<String, Position> positions = new LinkedHashMap<>();
        for (NodeBox box : layout.nodes().values()) {
            positions.put(box.id(), new Position(MARGIN + LABEL_ROOM + box.x(), MARGIN + LABEL_ROOM + box.y()));
        }
        return positions;
    }

    /**
     * The share of a window of {@code aspect} that {@code layout} covers, with its margins, when fitted into it whole:
     * 1 for the same shape, 0.25 for a diagram four times as tall for its width as the window.
     */
    public static double filled(Layout layout, double aspect) {
        double shape = (layout.width() + 2 * MARGIN) / (layout.height() + 2 * MARGIN);
        return Math.min(shape / aspect, aspect / shape);
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
        Map<String, Position> at = of(model, project.active(), largest, LANDSCAPE);
        return project.withModel(model.withEntities(model.entities().stream()
                .map(e -> at.containsKey(e.id()) ? e.withPosition(rounded(at.get(e.id()))) : e).toList()));
    }

    /**
     * {@code project} with its cards on a {@link CardGrid}, for when graphviz cannot lay it out (decision 0576): each card
     * at a size reckoned from its name and fields alone, on the large side (graphviz measured nothing), so that the
     * designer's cards stay apart. Whole units.
     */
    public static Project onGrid(Project project) {
        DataModel model = project.model();
        Map<String, Size> sizes = new LinkedHashMap<>();
        for (Entity e : model.entities()) {
            int longest = e.name().length();
            for (Field f : e.fields()) longest = Math.max(longest, f.name().length() + TYPE_CHARS);
            sizes.put(e.id(), new Size(Math.max(CARD_MIN_WIDTH, CHAR_WIDTH * longest + CARD_PADDING),
                    CARD_HEADER + ROW_HEIGHT * (e.fields().size() + 1) + CARD_EXTRA_HEIGHT));
        }
        Map<String, Position> at = CardGrid.positions(sizes, CardGrid.squarePerRow(sizes.size()));
        return project.withModel(model.withEntities(model.entities().stream()
                .map(e -> e.withPosition(rounded(at.get(e.id())))).toList()));
    }

    private static Position rounded(Position p) {
        return new Position(Math.round(p.x()), Math.round(p.y()));
    }
}
