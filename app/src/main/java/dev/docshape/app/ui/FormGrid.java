package dev.docshape.app.ui;

import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;


/** Two-column forms shared by the inspector and the analysis panels: labels left, inputs stretching right. */
public final class FormGrid {
    private FormGrid() {
    }

    /** An empty form whose label column is at least {@code labelMinWidth} wide. */
    public static GridPane create(String styleClass, double labelMinWidth) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add(styleClass);
        grid.setHgap(8);
        grid.setVgap(6);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(labelMinWidth);
        ColumnConstraints inputs = new ColumnConstraints();
        inputs.setHgrow(Priority.ALWAYS);
        inputs.setFillWidth(true);
        grid.getColumnConstraints().addAll(labels, inputs);
        return grid;
    }

    /** Adds a row: {@code label} for {@code input}; returns the label. */
    public static Label row(GridPane grid, String label, Node input) {
        Label l = new Label(label);
        l.getStyleClass().add("form-label");
        l.setLabelFor(input);
        int row = grid.getRowCount();
        grid.add(l, 0, row);
        grid.add(input, 1, row);
        GridPane.setHgrow(input, Priority.ALWAYS);
        return l;
    }

    /** Adds a row for a tall input (a text area), its label level with the input's first line. */
    public static void tallRow(GridPane grid, String label, Node input) {
        Label l = row(grid, label, input);
        GridPane.setValignment(l, VPos.TOP);
        l.getStyleClass().add("form-label-top");
    }
}
