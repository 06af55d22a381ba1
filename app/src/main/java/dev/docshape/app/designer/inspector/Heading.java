package dev.docshape.app.designer.inspector;

import javafx.scene.control.Label;

/** The inspector's section headings ("Entity", "Mapping"). */
final class Heading {
    private Heading() {
    }

    static Label of(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("inspector-heading");
        return l;
    }
}
