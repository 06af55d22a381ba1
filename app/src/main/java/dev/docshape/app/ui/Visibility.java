package dev.docshape.app.ui;

import javafx.scene.Node;

/** Parts of a screen that show only where they apply: hidden, they take no room in the layout. */
public final class Visibility {
    private Visibility() {
    }

    public static void showIf(Node node, boolean shown) {
        node.setVisible(shown);
        node.setManaged(shown);
    }
}
