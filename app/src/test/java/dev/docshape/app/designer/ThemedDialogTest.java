package dev.docshape.app.designer;

import dev.docshape.app.designer.theme.Theme;
import dev.docshape.app.testing.FxWait;
import dev.docshape.app.ui.dialogs.FxDialogService;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
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

/**
 * A message dialog in the designer's themes (the unsaved-changes prompt, Recover unsaved work): its text starts where its
 * title does, inside the dialog, not against its left edge (decision 0540).
 */
class ThemedDialogTest extends FxRobot {
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
