package dev.docshape.app.designer.canvas;

import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.Parent;
import javafx.scene.Scene;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds a large diagram that was just opened into the canvas over two frames (decision 0431): the first frame shows
 * the cards in view, the next one the lines with their labels already placed, so no frame shows a badge where it will
 * not stay. Each stage runs in the layout pass of a pulse of its own, never in a layout asked for between pulses
 * (fitting the view to the diagram lays the canvas out at once), so every stage reaches the screen before the next one
 * begins. What waits for the diagram to be shown ("Opened NAME" in the status line) runs once the lines are in. The
 * model itself is whole from the start: edits and Undo meanwhile change it as usual and the stages show what is there.
 */
final class StagedBuild {
    private enum Stage { IDLE, CARDS, LINES }

    private final Parent content;
    private final ReadOnlyBooleanWrapper building = new ReadOnlyBooleanWrapper(this, "building");
    private final List<Runnable> whenBuilt = new ArrayList<>();
    private final Runnable beforeLayout = this::beforeLayout;
    private final Runnable afterLayout = this::afterLayout;
    private Stage stage = Stage.IDLE;
    private Scene scene;
    private boolean inPulse;
    private boolean stageDone;

    /** @param content the canvas's content, whose layout pass does the stages' work */
    StagedBuild(Parent content) {
        this.content = content;
    }

    /** Starts the stages in {@code scene} (again from the cards if under way) and runs {@code then} after the last one. */
    void start(Scene scene, Runnable then) {
        whenBuilt.add(then);
        if (stage != Stage.IDLE) {
            stage = Stage.CARDS;
            return;
        }
        stage = Stage.CARDS;
        building.set(true);
        if (this.scene != scene) {
            stopListening();
            this.scene = scene;
            scene.addPreLayoutPulseListener(beforeLayout);
            scene.addPostLayoutPulseListener(afterLayout);
        }
        Platform.requestNextPulse();
    }

    /** Whether this layout pass leaves the canvas's work to the next pulse: a build is under way and this is no pulse. */
    boolean waits() {
        return stage != Stage.IDLE && (!inPulse || stageDone);
    }

    /** Whether this layout pass shows only the cards; it counts as the cards' stage, the next pulse's as the lines'. */
    boolean cardsOnly() {
        if (stage != Stage.CARDS) return false;
        stageDone = true;
        return true;
    }

    /** The layout pass showed the lines: the build ends after this pulse. */
    void linesShown() {
        if (stage == Stage.LINES) stageDone = true;
    }

    /** True from the start of a build until its lines are in. */
    ReadOnlyBooleanProperty building() {
        return building.getReadOnlyProperty();
    }

    private void beforeLayout() {
        if (stage == Stage.IDLE) return;
        inPulse = true;
        content.requestLayout(); // a layout between pulses may have laid the content out and left the stage to this one
    }

    private void afterLayout() {
        if (stage == Stage.IDLE) return;
        inPulse = false;
        if (!stageDone) {
            Platform.requestNextPulse();
            return;
        }
        stageDone = false;
        if (stage == Stage.CARDS) {
            stage = Stage.LINES;
            Platform.requestNextPulse();
        } else {
            finish();
        }
    }

    private void finish() {
        stage = Stage.IDLE;
        // not while the pulse goes through its listeners; a build started again meanwhile keeps them and its waiters
        Platform.runLater(() -> {
            if (stage != Stage.IDLE) return;
            stopListening();
            building.set(false);
            List<Runnable> then = List.copyOf(whenBuilt);
            whenBuilt.clear();
            then.forEach(Runnable::run);
        });
    }

    private void stopListening() {
        if (scene == null) return;
        scene.removePreLayoutPulseListener(beforeLayout);
        scene.removePostLayoutPulseListener(afterLayout);
        scene = null;
    }
}
