package dev.docshape.app.analysis;

import dev.docshape.app.ui.Buttons;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

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

    /** A panel's small command button, made as every command button is ({@link Buttons}). */
    public static Button button(String id, String text, String tooltip, Runnable action) {
        Button b = Buttons.command(id, text, tooltip, action);
        b.getStyleClass().add("small-button");
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
}
