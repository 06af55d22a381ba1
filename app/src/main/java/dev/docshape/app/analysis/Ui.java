package dev.docshape.app.analysis;

import javafx.beans.value.ObservableStringValue;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.net.URL;
import java.util.Objects;

/** Small builders the analysis views share, and the analysis stylesheet. */
public final class Ui {
    private Ui() {
    }

    /** The analysis panels' stylesheet; it uses the theme's colour variables ({@code -ds-*}). */
    public static String stylesheet() {
        URL url = Objects.requireNonNull(Ui.class.getResource("analysis.css"), "missing analysis.css");
        return url.toExternalForm();
    }

    /** "MongoDB" or "Cosmos DB". */
    public static String profileName(dev.docshape.model.profile.Profile profile) {
        return switch (profile.kind()) {
            case MONGODB -> "MongoDB";
            case COSMOS -> "Cosmos DB";
        };
    }

    public static Label heading(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("analysis-heading");
        return l;
    }

    public static Label note(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("analysis-note");
        l.setWrapText(true);
        return l;
    }

    /** A panel's summary line, {@code text} in the subtle style. */
    public static Label summary(String id, ObservableStringValue text) {
        Label summary = new Label();
        summary.setId(id);
        summary.getStyleClass().add("analysis-subtle");
        summary.textProperty().bind(text);
        return summary;
    }

    /** A button of a segmented row ({@code segmented} style class on the row), one of {@code group}. */
    public static ToggleButton toggle(String id, String text, ToggleGroup group) {
        ToggleButton b = new ToggleButton(text);
        b.setId(id);
        b.setToggleGroup(group);
        return b;
    }

    /** A region that takes the free space of a row. */
    public static Region spring() {
        Region r = new Region();
        HBox.setHgrow(r, Priority.ALWAYS);
        return r;
    }

    /** A row of controls, centred vertically. */
    public static HBox row(javafx.scene.Node... nodes) {
        HBox box = new HBox(6, nodes);
        box.getStyleClass().add("analysis-row");
        return box;
    }

    /** A panel's problem line: {@code text}, taking room only while there is a problem to show. */
    public static Label problem(String id, ObservableStringValue text) {
        Label problem = new Label();
        if (id != null) problem.setId(id);
        problem.getStyleClass().add("analysis-problem");
        problem.setWrapText(true);
        problem.textProperty().bind(text);
        problem.managedProperty().bind(problem.textProperty().isNotEmpty());
        problem.visibleProperty().bind(problem.textProperty().isNotEmpty());
        return problem;
    }

    /** Two parts of a panel split at {@code divider}, the split growing with the panel. */
    public static SplitPane split(Orientation orientation, double divider, Node first, Node second) {
        SplitPane split = new SplitPane(first, second);
        split.setOrientation(orientation);
        split.setDividerPositions(divider);
        split.getStyleClass().add("pattern-split");
        VBox.setVgrow(split, Priority.ALWAYS);
        return split;
    }

    /** {@code details} scrolled vertically, as wide as the pane. */
    public static ScrollPane detailScroll(Node details) {
        ScrollPane scroll = new ScrollPane(details);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("advisor-detail-scroll");
        return scroll;
    }

    /** A cell of text that is elided when the column is narrow, with the whole text as its tooltip. */
    public static final class TextCell<S> extends TableCell<S, String> {
        private final Tooltip tooltip = new Tooltip();

        @Override
        protected void updateItem(String text, boolean empty) {
            super.updateItem(text, empty);
            setText(empty ? null : text);
            tooltip.setText(text);
            setTooltip(empty || text == null ? null : tooltip);
        }
    }
}
