package dev.docshape.app.ui.dialogs;

import dev.docshape.app.testing.FxWait;
import javafx.application.Platform;
import javafx.scene.Scene;
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

import static org.junit.jupiter.api.Assertions.assertTrue;

/** A message with long lines and many of them (the keyboard shortcuts) opens a dialog that fits a 1,400 x 900 screen. */
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
}
