package dev.docshape.app.designer.testing;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.layout.LayoutService;
import dev.docshape.model.Entity;
import dev.docshape.model.Position;
import dev.docshape.model.Project;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Cards placed apart, as a user would place them: a fixed grid step lays cards taller than the step over the ones
 * below them, names over names. Here, in rows in the entities' order, each column is as wide as its widest card and
 * each row as high as its tallest, with room between them for the relationships' labels (decisions 0532 and 0551).
 */
public final class Apart {
    /** Room between neighbouring cards, for the badges and captions placed beside the lines. */
    static final double GAP = 60;

    private Apart() {
    }

    /** {@code project} with its entities in rows of {@code perRow}, in their order, placed by the sizes {@code shown} draws them at. */
    public static Project placed(Project project, DiagramViewModel shown, int perRow) {
        Map<String, LayoutService.Size> sizes = new LinkedHashMap<>();
        for (Entity e : project.model().entities()) {
            var card = shown.entities().get(e.id());
            sizes.put(e.id(), new LayoutService.Size(card.width().get(), card.height().get()));
        }
        Map<String, Position> at = positions(sizes, perRow);
        List<Entity> placed = new ArrayList<>(sizes.size());
        for (Entity e : project.model().entities()) placed.add(e.withPosition(at.get(e.id())));
        return project.withModel(project.model().withEntities(placed));
    }

    /** An automatic layout, fast and without graphviz, for the designer's tests: the cards apart in rows of {@code perRow}. */
    public static LayoutService grid(int perRow) {
        return (model, design, sizes) -> positions(sizes, perRow);
    }

    /** Top-left positions for cards of {@code sizes}, in their order, in rows of {@code perRow}. */
    static Map<String, Position> positions(Map<String, LayoutService.Size> sizes, int perRow) {
        List<String> ids = List.copyOf(sizes.keySet());
        int rows = (ids.size() + perRow - 1) / perRow;
        double[] columnX = new double[perRow + 1];
        double[] rowY = new double[rows + 1];
        for (int i = 0; i < ids.size(); i++) {
            LayoutService.Size size = sizes.get(ids.get(i));
            columnX[i % perRow + 1] = Math.max(columnX[i % perRow + 1], size.width() + GAP);
            rowY[i / perRow + 1] = Math.max(rowY[i / perRow + 1], size.height() + GAP);
        }
        for (int c = 1; c <= perRow; c++) columnX[c] += columnX[c - 1];
        for (int r = 1; r <= rows; r++) rowY[r] += rowY[r - 1];
        Map<String, Position> out = new LinkedHashMap<>();
        for (int i = 0; i < ids.size(); i++) out.put(ids.get(i), new Position(GAP + columnX[i % perRow], GAP + rowY[i / perRow]));
        return out;
    }
}
