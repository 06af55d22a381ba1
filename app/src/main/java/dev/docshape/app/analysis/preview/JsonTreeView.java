package dev.docshape.app.analysis.preview;

import dev.docshape.app.ui.Visibility;
import javafx.beans.value.ChangeListener;
import javafx.scene.Node;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.HBox;
import javafx.scene.text.Text;

/**
 * A JSON document as a foldable tree, coloured by syntax: member names, strings, numbers,
 * literals and punctuation each carry a style class ({@code json-key}, {@code json-string},
 * {@code json-number}, {@code json-literal}, {@code json-punct}) that the stylesheet colours; a member only some
 * instances hold has its key as {@code json-key-optional} and its share beside it ({@code json-presence}).
 */
public final class JsonTreeView extends TreeView<JsonLine> {
    /** The indentation per level; the stylesheet sets the same as {@code -fx-indent} of the cells. */
    static final double INDENT = 16;

    public JsonTreeView() {
        getStyleClass().add("json-view");
        setShowRoot(true);
        setCellFactory(tree -> new LineCell());
    }

    private TreeItem<JsonLine> shown;

    /**
     * Shows {@code root} (null shows nothing). The tree keeps one root item and takes the new
     * document's lines into it, so the cells on screen are refilled rather than made again.
     */
    public void show(TreeItem<JsonLine> root) {
        if (root == shown) return;
        shown = root;
        if (root == null || getRoot() == null) {
            setRoot(root == null ? null : new TreeItem<>(root.getValue()));
            if (root == null) return;
        }
        TreeItem<JsonLine> kept = getRoot();
        kept.setValue(root.getValue());
        kept.getChildren().setAll(root.getChildren());
        kept.setExpanded(root.isExpanded());
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

    /** One line; its text nodes are made once and reused, so scrolling and refreshing only set texts. */
    private static final class LineCell extends TreeCell<JsonLine> {
        private final ChangeListener<Boolean> onFold = (obs, was, is) -> render(getItem());
        private final Text key = text("json-key");
        private final Text colon = text("json-punct");
        private final Text value = text("json-punct");
        private final Text comma = text("json-punct");
        private final Text summary = text("json-summary");
        private final Text note = text("json-presence");
        private final HBox row = new HBox(key, note, colon, value, comma, summary);
        private TreeItem<JsonLine> watched;

        LineCell() {
            getStyleClass().add("json-line");
            row.getStyleClass().add("json-row");
            colon.setText(": ");
            comma.setText(",");
            // the row stays the graphic and is hidden when empty: putting it back on every update restyled it each time
            setGraphic(row);
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
            // the skin leaves the fold triangle of a reused cell as it was once the cell is empty: an orphan after a shorter document
            Node disclosure = getDisclosureNode();
            if (disclosure != null) disclosure.setVisible(!empty && getTreeItem() != null && !getTreeItem().isLeaf());
        }

        private void render(JsonLine line) {
            row.setVisible(line != null);
            if (line == null) return;
            boolean folded = line.opens() && watched != null && !watched.isExpanded();
            Visibility.showIf(key, line.key() != null);
            Visibility.showIf(colon, line.key() != null);
            if (line.key() != null) key.setText("\"" + line.key() + "\"");
            // a member only some instances hold: its key dimmed, its share beside it, before a long value can push it out of sight (decision 0544)
            String keyClass = line.optional() ? "json-key-optional" : "json-key";
            if (!key.getStyleClass().get(0).equals(keyClass)) key.getStyleClass().set(0, keyClass);
            Visibility.showIf(note, line.optional());
            if (line.optional()) note.setText(" " + line.presenceNote());
            String styleClass = "json-punct";
            switch (line.kind()) {
                case OPEN_OBJECT -> value.setText(folded ? "{ … }" : "{");
                case OPEN_ARRAY -> value.setText(folded ? "[ … ]" : "[");
                case CLOSE_OBJECT -> value.setText("}");
                case CLOSE_ARRAY -> value.setText("]");
                case SCALAR -> {
                    value.setText(line.value());
                    styleClass = styleOf(line.type());
                }
            }
            if (!value.getStyleClass().get(0).equals(styleClass)) value.getStyleClass().set(0, styleClass);
            Visibility.showIf(comma, line.comma() && (!line.opens() || folded));
            Visibility.showIf(summary, folded);
            if (folded) summary.setText("  " + line.foldedSummary());
            // a closing bracket is the last child of its container: draw it under the opening line
            boolean closes = line.kind() == JsonLine.Kind.CLOSE_OBJECT || line.kind() == JsonLine.Kind.CLOSE_ARRAY;
            row.setTranslateX(closes ? -INDENT : 0);
        }

        private static String styleOf(JsonLine.ValueType type) {
            return switch (type) {
                case STRING -> "json-string";
                case NUMBER -> "json-number";
                case BOOLEAN, NULL -> "json-literal";
            };
        }

        private static Text text(String styleClass) {
            Text t = new Text();
            t.getStyleClass().add(styleClass);
            return t;
        }
    }
}
