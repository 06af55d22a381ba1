package dev.docshape.app.designer;

import dev.docshape.app.designer.layout.AutoLayout;
import javafx.animation.PauseTransition;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;

import java.util.function.IntSupplier;

/**
 * Over the canvas while an opened diagram waits for its cards' places (an import, decision 0568): after a moment, what
 * is going on and Cancel, which leaves the cards on a grid. A quick layout ends before it shows.
 */
final class PlacingPane extends StackPane {
    /** A layout shorter than this shows nothing but the empty canvas for a moment. */
    static final Duration SHOWN_AFTER = Duration.millis(400);

    PlacingPane(AutoLayout layout, IntSupplier cards) {
        setId("placing");
        setPickOnBounds(false);
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(18, 18);
        Label text = new Label();
        text.setId("placing-message");
        Button cancel = new Button("Cancel");
        cancel.setId("placing-cancel");
        cancel.setOnAction(e -> layout.cancelPlacing());
        HBox box = new HBox(10, spinner, text, cancel);
        box.getStyleClass().add("placing-box");
        box.setAlignment(Pos.CENTER_LEFT);
        box.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        getChildren().add(box);
        setVisible(false);
        PauseTransition wait = new PauseTransition(SHOWN_AFTER);
        wait.setOnFinished(e -> setVisible(layout.placingProperty().get()));
        layout.placingProperty().subscribe(placing -> {
            if (placing) {
                text.setText("Laying out " + cards.getAsInt() + " entities…");
                wait.playFromStart();
            } else {
                wait.stop();
                setVisible(false);
            }
        });
    }
}
