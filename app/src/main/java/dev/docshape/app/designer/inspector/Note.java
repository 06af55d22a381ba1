package dev.docshape.app.designer.inspector;

import javafx.scene.control.Label;

/** The inspector's notes: small wrapped text beside a form ("Lives in the Post collection"). */
final class Note {
    private Note() {
    }

    /** An empty note; {@code id} may be null. */
    static Label of(String id) {
        Label l = new Label();
        if (id != null) l.setId(id);
        l.getStyleClass().add("inspector-note");
        l.setWrapText(true);
        return l;
    }
}
