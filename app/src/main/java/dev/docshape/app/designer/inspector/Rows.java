package dev.docshape.app.designer.inspector;

import javafx.scene.Node;

/** Rows of the inspector that show only where they apply: hidden, they take no room. */
final class Rows {
    private Rows() {
    }

    static void showIf(Node node, boolean shown) {
        node.setVisible(shown);
        node.setManaged(shown);
    }
}
