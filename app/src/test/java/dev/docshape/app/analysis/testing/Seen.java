package dev.docshape.app.analysis.testing;

import dev.docshape.app.analysis.trips.TripRow;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeCell;
import javafx.scene.text.Text;
import org.testfx.api.FxRobot;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** What the user sees in the panels, read from the nodes on screen. */
public final class Seen {
    private Seen() {
    }

    /**
     * The text of the cell in the row of {@code rowId} (a pattern id, or the totals) and the column:
     * its text, or the visible lines of its graphic joined by a line break ({@code "2\n1"}).
     */
    public static String tableCell(FxRobot robot, TableView<?> table, String rowId, String columnId) {
        return fromCell(robot, table, rowId, columnId, cell -> cell.getText() != null ? cell.getText()
                : cell.getGraphic() == null ? null : lines(cell.getGraphic()));
    }

    /** The round-trip table of the window or panel on screen. */
    @SuppressWarnings("unchecked")
    public static TableView<Object> tripsTable(FxRobot robot) {
        return robot.lookup("#trips-table").queryAs(TableView.class);
    }

    /** A figure of the round-trip table as it stands now: the first line of its cell, without the one before under it. */
    public static String tripsFigure(FxRobot robot, String patternId, String columnId) {
        return tableCell(robot, tripsTable(robot), patternId, columnId).split("\n")[0];
    }

    /**
     * A figure of the round-trip table as the user reads it: {@code "2"}, or after a change moved
     * it, {@code "1 → 2"} for the cell that shows 2 with 1 struck through under it.
     */
    public static String figure(FxRobot robot, TableView<?> table, String rowId, String columnId) {
        String[] lines = tableCell(robot, table, rowId, columnId).split("\n");
        if (lines.length == 1) return lines[0];
        boolean[] struck = new boolean[1];
        fromCell(robot, table, rowId, columnId, cell -> {
            Node text = cell.lookup(".figure-note .text");
            struck[0] = text instanceof Text t && t.isStrikethrough();
            return "";
        });
        if (lines.length != 2 || !struck[0]) {
            throw new AssertionError("not a figure with the one before struck through under it: " + String.join(" / ", lines));
        }
        return lines[1] + " → " + lines[0];
    }

    /** The visible lines of a cell's graphic: one per visible child (or the graphic's text). */
    private static String lines(Node graphic) {
        if (graphic instanceof Parent p && !(graphic instanceof Labeled)) {
            return p.getChildrenUnmodifiable().stream().filter(Node::isVisible).map(Seen::texts).collect(Collectors.joining("\n"));
        }
        return texts(graphic);
    }

    /** The texts inside the graphic of a cell (a name with its details), one per line. */
    public static String tableCellGraphicText(FxRobot robot, TableView<?> table, String rowId, String columnId) {
        return fromCell(robot, table, rowId, columnId, cell -> cell.getGraphic() == null ? null
                : cell.getGraphic() instanceof Parent p ? p.getChildrenUnmodifiable().stream().map(Seen::texts)
                .collect(Collectors.joining("\n")) : texts(cell.getGraphic()));
    }

    private static String fromCell(FxRobot robot, TableView<?> table, String rowId, String columnId,
                                   java.util.function.Function<TableCell<?, ?>, String> read) {
        String[] text = new String[1];
        robot.interact(() -> {
            table.layout();
            for (Node rowNode : table.lookupAll(".table-row-cell")) {
                TableRow<?> row = (TableRow<?>) rowNode;
                if (row.getItem() == null || !rowId.equals(idOf(row.getItem()))) continue;
                for (Node cellNode : row.lookupAll(".table-cell")) {
                    TableCell<?, ?> cell = (TableCell<?, ?>) cellNode;
                    if (cell.getTableColumn() != null && columnId.equals(cell.getTableColumn().getId())) text[0] = read.apply(cell);
                }
            }
        });
        if (text[0] == null) throw new AssertionError("no visible cell for row '" + rowId + "' in column '" + columnId + "'");
        return text[0];
    }

    private static String idOf(Object item) {
        if (item instanceof TripRow r) return r.id();
        for (String accessor : new String[]{"id", "patternId"}) {
            try {
                return (String) item.getClass().getMethod(accessor).invoke(item);
            } catch (ReflectiveOperationException e) {
                // try the next name
            }
        }
        return String.valueOf(item);
    }

    /** The visible lines of a tree of text (the JSON preview), each as the user reads it. */
    public static List<String> treeLines(FxRobot robot, Parent tree) {
        List<String> lines = new ArrayList<>();
        robot.interact(() -> {
            tree.layout();
            List<TreeCell<?>> cells = new ArrayList<>();
            for (Node n : tree.lookupAll(".tree-cell")) {
                TreeCell<?> cell = (TreeCell<?>) n;
                if (!cell.isEmpty() && cell.isVisible() && cell.getGraphic() != null) cells.add(cell);
            }
            cells.sort((a, b) -> Integer.compare(a.getIndex(), b.getIndex()));
            for (TreeCell<?> cell : cells) lines.add(texts(cell.getGraphic()));
        });
        return lines;
    }

    /** The text of every Text and Labeled below {@code node}, joined. */
    public static String texts(Node node) {
        if (!node.isVisible()) return "";
        if (node instanceof Text t) return t.getText();
        if (node instanceof Labeled l && !(node instanceof Parent p && !p.getChildrenUnmodifiable().isEmpty() && l.getText() == null)) {
            return l.getText() == null ? "" : l.getText();
        }
        if (node instanceof Parent p) return p.getChildrenUnmodifiable().stream().map(Seen::texts).collect(Collectors.joining());
        return "";
    }
}
