package dev.docshape.app.analysis.preview;

import javafx.beans.value.ChangeListener;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.HBox;
import javafx.scene.text.Text;

/**
 * A JSON document as a foldable tree, coloured by syntax: member names, strings, numbers,
 * literals and punctuation each carry a style class ({@code json-key}, {@code json-string},
 * {@code json-number}, {@code json-literal}, {@code json-punct}) that the stylesheet colours.
 */
public final class JsonTreeView extends TreeView<JsonLine> {
    /** The indentation per level; the stylesheet sets the same as {@code -fx-indent} of the cells. */
    static final double INDENT = 16;

    public JsonTreeView() {
        getStyleClass().add("json-view");
        setShowRoot(true);
        setCellFactory(tree -> new LineCell());
    }

    /** Shows {@code root} (null shows nothing). */
    public void show(TreeItem<JsonLine> root) {
        setRoot(root);
    }

    /** Unfolds every object and array. */
    public void expandAll() {
        setExpanded(getRoot(), true);
    }

    /** Folds everything below the document's own fields. */
    public void collapseAll() {
        TreeItem<JsonLine> root = getRoot();
        if (root == null) return;
        for (TreeItem<JsonLine> child : root.getChildren()) setExpanded(child, false);
        root.setExpanded(true);
    }

    private static void setExpanded(TreeItem<JsonLine> item, boolean expanded) {
        if (item == null || item.isLeaf()) return;
        item.setExpanded(expanded);
        for (TreeItem<JsonLine> child : item.getChildren()) setExpanded(child, expanded);
    }

    private static final class LineCell extends TreeCell<JsonLine> {
        private final ChangeListener<Boolean> onFold = (obs, was, is) -> render(getItem());
        private TreeItem<JsonLine> watched;

        LineCell() {
            getStyleClass().add("json-line");
            treeItemProperty().addListener((obs, old, now) -> {
                if (old != null) old.expandedProperty().removeListener(onFold);
                if (now != null) now.expandedProperty().addListener(onFold);
                watched = now;
            });
        }

        @Override
        protected void updateItem(JsonLine line, boolean empty) {
            super.updateItem(line, empty);
            setText(null);
            render(empty ? null : line);
        }

        private void render(JsonLine line) {
            if (line == null) {
                setGraphic(null);
                return;
            }
            boolean folded = line.opens() && watched != null && !watched.isExpanded();
            HBox row = new HBox();
            row.getStyleClass().add("json-row");
            if (line.key() != null) {
                row.getChildren().addAll(text("\"" + line.key() + "\"", "json-key"), text(": ", "json-punct"));
            }
            switch (line.kind()) {
                case OPEN_OBJECT -> row.getChildren().add(text(folded ? "{ … }" : "{", "json-punct"));
                case OPEN_ARRAY -> row.getChildren().add(text(folded ? "[ … ]" : "[", "json-punct"));
                case CLOSE_OBJECT -> row.getChildren().add(text("}", "json-punct"));
                case CLOSE_ARRAY -> row.getChildren().add(text("]", "json-punct"));
                case SCALAR -> row.getChildren().add(text(line.value(), styleOf(line.type())));
            }
            boolean comma = line.comma() && (!line.opens() || folded);
            if (comma) row.getChildren().add(text(",", "json-punct"));
            if (folded) row.getChildren().add(text("  " + line.foldedSummary(), "json-summary"));
            // a closing bracket is the last child of its container: draw it under the opening line
            boolean closes = line.kind() == JsonLine.Kind.CLOSE_OBJECT || line.kind() == JsonLine.Kind.CLOSE_ARRAY;
            row.setTranslateX(closes ? -INDENT : 0);
            setGraphic(row);
        }

        private static String styleOf(JsonLine.ValueType type) {
            return switch (type) {
                case STRING -> "json-string";
                case NUMBER -> "json-number";
                case BOOLEAN, NULL -> "json-literal";
            };
        }

        private static Text text(String s, String styleClass) {
            Text t = new Text(s);
            t.getStyleClass().add(styleClass);
            return t;
        }
    }
}
