package dev.docshape.app.ui.dialogs;

import dev.docshape.app.designer.theme.Theme;
import dev.docshape.app.testing.FxWait;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A message with long lines and many of them (the keyboard shortcuts) opens a dialog that fits a 1,400 x 900 screen; a
 * message lines up with the dialog's title.
 */
class DialogFitsTheScreenTest extends FxRobot {
    private Stage owner;

    @BeforeAll
    static void startToolkit() throws TimeoutException {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void close() {
        interact(() -> {
            for (Window w : Window.getWindows().stream().toList()) if (w != owner && w instanceof Stage s && s.isShowing()) s.close();
            if (owner != null) owner.hide();
        });
    }

    @Test
    void aLongMessageWrapsAndScrollsInsideTheScreen() throws TimeoutException {
        owner = FxToolkit.registerStage(Stage::new);
        interact(() -> {
            owner.setScene(new Scene(new Label("owner"), 300, 200));
            owner.show();
        });
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 45; i++) text.append("Shortcut+").append(i).append("  —  an action of the designer\n");
        text.append("\nOn the canvas: ").append("drag empty space to pan, Shift+drag to select with a rectangle, ".repeat(4));
        FxDialogService dialogs = new FxDialogService(() -> owner);
        Platform.runLater(() -> dialogs.showInformation("Keyboard shortcuts", text.toString()));
        FxWait.until("the message dialog", () -> lookup("#dialog-message").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = lookup("#dialog-message").query().getScene().getWindow();
        assertTrue(dialog.getWidth() <= 700, "fits the screen's width: " + dialog.getWidth());
        assertTrue(dialog.getHeight() <= 900, "fits the screen's height: " + dialog.getHeight());
        Label message = lookup("#dialog-message").queryAs(Label.class);
        assertTrue(message.isWrapText());
        javafx.scene.Parent up = message.getParent();
        while (!(up instanceof ScrollPane)) up = up.getParent();
        ScrollPane scroll = (ScrollPane) up;
        assertTrue(scroll.getHeight() < message.getHeight(), "the rest of the message scrolls");
    }

    /**
     * In the designer's themes (the unsaved-changes prompt, Recover unsaved work) the message starts where the title
     * does, not against the dialog's left edge (decision 0540).
     */
    @Test
    void theMessageLinesUpWithTheTitleInBothThemes() throws TimeoutException {
        owner = FxToolkit.registerStage(Stage::new);
        for (boolean dark : new boolean[] {false, true}) {
            interact(() -> {
                Scene scene = new Scene(new Label("owner"), 300, 200);
                Theme.of(dark).applyTo(scene);
                owner.setScene(scene);
                owner.show();
            });
            FxDialogService dialogs = new FxDialogService(() -> owner);
            Platform.runLater(() -> dialogs.showInformation("Unsaved changes", "Save the changes to \"shop.docshape\" before closing it?"));
            FxWait.until("the message dialog", () -> lookup("#dialog-message").tryQuery().isPresent());
            WaitForAsyncUtils.waitForFxEvents();
            Label message = lookup("#dialog-message").queryAs(Label.class);
            DialogPane pane = (DialogPane) message.getScene().getRoot();
            Node title = pane.lookup(".header-panel .label");
            double paneLeft = pane.localToScreen(pane.getLayoutBounds()).getMinX();
            Bounds text = message.localToScreen(message.getLayoutBounds());
            double titleLeft = title.localToScreen(title.getLayoutBounds()).getMinX();
            assertEquals(titleLeft - paneLeft, text.getMinX() - paneLeft, 3,
                    (dark ? "dark" : "light") + ": the message starts where the title does, not at the dialog's edge");
            interact(() -> ((Stage) message.getScene().getWindow()).close());
        }
    }
}
