package dev.docshape.app.ui;

import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;

import java.util.List;
import java.util.Set;

/**
 * Keeps the keyboard focus in the area where the user works (the canvas, the inspector, the side
 * panel). When the focused control goes away under the user (an in-place editor closes, an
 * inspector row is rebuilt, a button becomes disabled) JavaFX passes the focus on to the next
 * control in the Tab order, which can be a toolbar button far away, where Space would run a
 * command. Instead the focus returns to the control with the same id in the same area, or else to
 * the area itself.
 */
public final class FocusKeeper {
    private final Scene scene;
    private final Set<Node> areas;
    private Node lastArea;
    private boolean restoring;

    private FocusKeeper(Scene scene, List<Node> areas) {
        this.scene = scene;
        this.areas = Set.copyOf(areas);
        scene.focusOwnerProperty().addListener((obs, old, now) -> moved(old, now));
    }

    /** Watches the focus in {@code scene}; {@code areas} are where focus is kept, innermost first found. */
    public static FocusKeeper install(Scene scene, Node... areas) {
        return new FocusKeeper(scene, List.of(areas));
    }

    /**
     * Whether the keyboard is in {@code area}: the scene's focus owner is it or inside it. Not
     * {@code isFocusWithin()}, which a combo box's list cells also set while nothing there has the keyboard.
     */
    public static boolean hasKeyboard(Node area) {
        Node owner = area.getScene() == null ? null : area.getScene().getFocusOwner();
        for (Node n = owner; n != null; n = n.getParent()) if (n == area) return true;
        return false;
    }

    private void moved(Node old, Node now) {
        if (!restoring && old != null && !eligible(old) && lastArea != null && eligible(lastArea)
                && (now == null || areaOf(now) != lastArea)) {
            Node area = lastArea;
            String id = old.getId();
            Platform.runLater(() -> restore(area, id));
        }
        Node area = now == null ? null : areaOf(now);
        if (area != null) lastArea = area;
    }

    private void restore(Node area, String id) {
        Node focus = scene.getFocusOwner();
        if (focus != null && areaOf(focus) == area) return;
        Node same = id == null ? null : area.lookup("#" + id);
        restoring = true;
        try {
            if (same != null && eligible(same) && same.isFocusTraversable()) same.requestFocus();
            else area.requestFocus();
        } finally {
            restoring = false;
        }
    }

    private boolean eligible(Node node) {
        if (node.getScene() != scene || node.isDisabled()) return false;
        for (Node n = node; n != null; n = n.getParent()) if (!n.isVisible()) return false;
        return true;
    }

    private Node areaOf(Node node) {
        for (Node n = node; n != null; n = n.getParent()) if (areas.contains(n)) return n;
        return null;
    }
}
