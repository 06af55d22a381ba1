package dev.docshape.app.designer.canvas;

import javafx.geometry.VPos;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

import java.util.List;

/**
 * Lines of a card in two columns, names on the left and a word about each on the right, drawn
 * as two texts (one line per row) so a card costs two nodes however many rows it has.
 */
abstract class TwoColumns extends Region {
    static final double GAP = 16;

    final Text names = new Text();
    final Text types = new Text();

    TwoColumns(String styleClass, String namesClass, String typesClass) {
        getStyleClass().add(styleClass);
        names.getStyleClass().add(namesClass);
        types.getStyleClass().add(typesClass);
        names.setTextOrigin(VPos.TOP);
        types.setTextOrigin(VPos.TOP);
        types.setTextAlignment(TextAlignment.RIGHT);
        getChildren().addAll(names, types);
    }

    /** Shows the rows; hidden, and taking no room, when there are none. */
    void showRows(List<String> left, List<String> right) {
        names.setText(String.join("\n", left));
        types.setText(String.join("\n", right));
        setVisible(!left.isEmpty());
        setManaged(!left.isEmpty());
        requestLayout();
    }

    @Override
    protected double computePrefWidth(double height) {
        return snappedLeftInset() + names.getLayoutBounds().getWidth() + GAP + types.getLayoutBounds().getWidth() + snappedRightInset();
    }

    @Override
    protected double computePrefHeight(double width) {
        return snappedTopInset() + names.getLayoutBounds().getHeight() + snappedBottomInset();
    }

    @Override
    protected void layoutChildren() {
        names.relocate(snappedLeftInset(), snappedTopInset());
        types.relocate(getWidth() - snappedRightInset() - types.getLayoutBounds().getWidth(), snappedTopInset());
    }
}
