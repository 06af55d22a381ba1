package dev.docshape.renderer.diagram;

import dev.docshape.model.Position;
import dev.docshape.renderer.Size;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Cards apart in rows, in their order, each column as wide as its widest card and each row as high as its tallest,
 * with room between them for the relationships' labels (decisions 0532, 0551): where a Cancelled or failed layout of
 * an import leaves the cards, in the designer (decision 0568) and in {@code docshape import} (0576), never piled.
 */
public final class CardGrid {
    /** Room between neighbouring cards, for the badges and captions placed beside the lines. */
    public static final double GAP = 60;

    private CardGrid() {
    }

    /** As many cards to a row as there are rows, about: a square grid of {@code cards}. */
    public static int squarePerRow(int cards) {
        return Math.max(1, (int) Math.ceil(Math.sqrt(cards)));
    }

    /** Top-left positions for cards of {@code sizes}, in their order, in rows of {@code perRow}. */
    public static Map<String, Position> positions(Map<String, Size> sizes, int perRow) {
        List<String> ids = List.copyOf(sizes.keySet());
        int rows = (ids.size() + perRow - 1) / perRow;
        double[] columnX = new double[perRow + 1];
        double[] rowY = new double[rows + 1];
        for (int i = 0; i < ids.size(); i++) {
            Size size = sizes.get(ids.get(i));
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
