package dev.docshape.app.designer;

import dev.docshape.app.designer.theme.Theme;
import dev.docshape.app.ui.tasks.FirstFrame;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;

/**
 * The window's first frame when the program starts by opening a project (decision 0471): the window at its size,
 * titled with the file's name and saying "Opening NAME…", shown before the designer is built into it. Building the
 * designer (menus, toolbar, side panel, inspector) and styling and laying it out for the first time is most of the
 * CPU between JavaFX being up and the first frame; this frame is a text on the theme's background, no controls, and
 * only the theme's colours and its own two rules for style sheets (decision 0483). The
 * designer is built once this frame is on the screen and takes the stage over with its own scene.
 */
final class OpeningFrame {
    private OpeningFrame() {
    }

    /** Shows "Opening {@code fileName}…" in {@code stage}, then runs {@code buildWindow} after that frame is painted. */
    static void show(Stage stage, String fileName, Theme theme, Runnable buildWindow) {
        Text message = new Text("Opening " + fileName + "…");
        message.getStyleClass().add("opening-message");
        StackPane root = new StackPane(message);
        root.getStyleClass().add("opening-frame");
        var size = WindowSize.onPrimaryScreen();
        Scene scene = new Scene(root, size.getWidth(), size.getHeight());
        theme.applyOpeningTo(scene);
        stage.setTitle(fileName + " — DocShape");
        stage.setScene(scene);
        FirstFrame firstFrame = new FirstFrame(Platform::runLater);
        firstFrame.execute(() -> {
            try {
                buildWindow.run();
            } catch (RuntimeException e) {
                // as a failed Application.start ends the program, rather than leaving "Opening…" on the screen
                System.err.println("docshape: the window could not be built: " + e);
                Platform.exit();
            }
        });
        stage.show();
        firstFrame.releaseAfterFirstFrame(scene);
    }
}
