package dev.docshape.app.designer;

import dev.docshape.app.analysis.Ui;
import dev.docshape.app.ui.OwnedSize;
import dev.docshape.app.ui.TypeAhead;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * A window beside the designer for a panel too large for the side panel (Find Better Designs; the
 * side panel's tabs all fit at its default width, decision 0300):
 * not modal, so the user goes on editing while it is open; it keeps the designer's theme, follows
 * it when switched, answers the designer's shortcuts, and is made once and brought to the front
 * when asked for again.
 */
final class ToolWindow {
    private final String title;
    private final java.util.function.Supplier<Parent> content;
    private final double width;
    private final double height;
    private Stage stage;

    ToolWindow(String title, java.util.function.Supplier<Parent> content, double width, double height) {
        this.title = title;
        this.content = content;
        this.width = width;
        this.height = height;
    }

    /** Shows the window beside {@code near}'s window (when it is in one), or brings it to the front. */
    void show(Node near) {
        if (stage == null) stage = make(near == null || near.getScene() == null ? null : near.getScene().getWindow());
        stage.show();
        stage.toFront();
    }

    private Stage make(Window owner) {
        Stage made = new Stage();
        made.setTitle(title);
        Parent root = content.get();
        var size = OwnedSize.within(owner, width, height);
        Scene scene = new Scene(root, size.getWidth(), size.getHeight());
        TypeAhead.install(scene);
        if (owner != null) {
            made.initOwner(owner);
            Bindings.bindContent(scene.getStylesheets(), owner.getScene().getStylesheets());
            // the menu bar's shortcuts (Ctrl+S, Ctrl+Z, ...) work here too; the menus are built before any tool window
            scene.getAccelerators().putAll(owner.getScene().getAccelerators());
            made.setX(owner.getX() + 40); // over the canvas: the side panel (Compare) stays in sight
            made.setY(owner.getY() + 40);
        }
        root.getStylesheets().add(Ui.stylesheet());
        made.setScene(scene);
        return made;
    }

    /** The window once shown; null before. */
    Stage stage() {
        return stage;
    }
}
