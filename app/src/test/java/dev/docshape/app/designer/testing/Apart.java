package dev.docshape.app.designer.testing;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Position;
import dev.docshape.model.Project;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A generated model's cards placed apart, as a user would place them: the synthetic model's fixed 220 x 160 grid lays
 * cards taller than 160 over the ones below them, names over names. Here each column is as wide as its widest card and
 * each row as high as its tallest, with room between them for the relationships' labels (decision 0532).
 */
public final class Apart {
    /** Room between neighbouring cards, for the badges and captions placed beside the lines. */
    static final double GAP = 60;

    private Apart() {
    }

    /** {@code project} with its entities in rows of {@code perRow}, in their order, placed by the sizes {@code shown} draws them at. */
    public static Project placed(Project project, DiagramViewModel shown, int perRow) {
        Map<String, double[]> sizes = new HashMap<>();
        shown.entities().forEach((id, card) -> sizes.put(id, new double[] {card.width().get(), card.height().get()}));
        List<Entity> entities = project.model().entities();
        int rows = (entities.size() + perRow - 1) / perRow;
        double[] columnX = new double[perRow + 1];
        double[] rowY = new double[rows + 1];
        for (int i = 0; i < entities.size(); i++) {
            double[] size = sizes.get(entities.get(i).id());
            columnX[i % perRow + 1] = Math.max(columnX[i % perRow + 1], size[0] + GAP);
            rowY[i / perRow + 1] = Math.max(rowY[i / perRow + 1], size[1] + GAP);
        }
        for (int c = 1; c <= perRow; c++) columnX[c] += columnX[c - 1];
        for (int r = 1; r <= rows; r++) rowY[r] += rowY[r - 1];
        List<Entity> placed = new ArrayList<>(entities.size());
        for (int i = 0; i < entities.size(); i++) {
            placed.add(entities.get(i).withPosition(new Position(GAP + columnX[i % perRow], GAP + rowY[i / perRow])));
        }
        return project.withModel(project.model().withEntities(placed));
    }
}
