package dev.docshape.app.designer.testing;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.layout.LayoutService;
import dev.docshape.model.Entity;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.renderer.Size;
import dev.docshape.renderer.diagram.CardGrid;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Cards placed apart, as a user would place them: a fixed grid step lays cards taller than the step over the ones
 * below them, names over names. Here on the designer's own grid ({@link CardGrid}).
 */
public final class Apart {
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
        Map<String, Size> grid = new LinkedHashMap<>();
        sizes.forEach((id, s) -> grid.put(id, new Size(s.width(), s.height())));
        return CardGrid.positions(grid, perRow);
    }
}
