package dev.docshape.app.designer.canvas;

import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.Parent;
import javafx.scene.Scene;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds a large diagram that was just opened into the canvas in slices, one slice a frame (decisions 0431, 0514): the
 * cards in view first, a few at a time, then the lines with their labels already placed, so no frame shows a badge
 * where it will not stay. Each slice runs in the layout pass of a pulse of its own, never in a layout asked for between
 * pulses (fitting the view to the diagram lays the canvas out at once), and stops after its {@link BuildSlice} budget;
 * between two slices JavaFX handles the input that came meanwhile, so the window answers keys, clicks and menus while
 * the diagram comes in. What waits for the diagram to be shown ("Opened NAME" in the status line) runs once the lines
 * are in. The model itself is whole from the start: edits and Undo meanwhile change it as usual and the slices show
 * what is there.
 */
final class StagedBuild {
    private enum Stage { IDLE, CARDS, LINES }

    private final Parent content;
    private final ReadOnlyBooleanWrapper building = new ReadOnlyBooleanWrapper(this, "building");
    private final List<Runnable> whenBuilt = new ArrayList<>();
    private final Runnable beforeLayout = this::beforeLayout;
    private final Runnable afterLayout = this::afterLayout;
    private final BuildSlice slice = new BuildSlice();
    private Stage stage = Stage.IDLE;
    private Scene scene;
    private boolean inPulse;
    private boolean sliceDone;
    private boolean stageDone;
    private boolean fresh;
    private boolean linesBegun;

    /** @param content the canvas's content, whose layout pass does the slices' work */
    StagedBuild(Parent content) {
        this.content = content;
    }

    /** Starts the build in {@code scene} (again from the cards if under way) and runs {@code then} after the last slice. */
    void start(Scene scene, Runnable then) {
        whenBuilt.add(then);
        slice.restart();
        fresh = true;
        linesBegun = false;
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

    /**
     * The view moved (a fit, a scroll, a zoom) while a build runs: what the slices showed or left out was for another
     * part of the diagram, so the build goes through every card and line again, from the cards (made ones cost nothing).
     */
    void viewMoved() {
        if (stage == Stage.IDLE) return;
        fresh = true;
        linesBegun = false;
        stage = Stage.CARDS;
    }

    /** Whether this layout pass leaves the canvas's work to the next pulse: a build is under way and this is no pulse, or its slice is done. */
    boolean waits() {
        return stage != Stage.IDLE && (!inPulse || sliceDone);
    }

    /** Whether this layout pass builds a slice (see {@link #waits} first). */
    boolean slicing() {
        return stage != Stage.IDLE;
    }

    /** True once after a build (re)started: the content queues every card and line to build. */
    boolean takeFresh() {
        boolean was = fresh;
        fresh = false;
        return was;
    }

    /** Whether this slice shows cards; else lines. */
    boolean cardsStage() {
        return stage == Stage.CARDS;
    }

    /** True once, in the first slice of the lines: the labels are placed then, before any line is shown. */
    boolean linesBegin() {
        boolean first = stage == Stage.LINES && !linesBegun;
        if (first) linesBegun = true;
        return first;
    }

    /** The budget of the slice this layout pass builds. */
    BuildSlice slice() {
        return slice;
    }

    /** This pass built its slice; {@code stageFinished}: nothing of its stage is left. */
    void sliceBuilt(boolean stageFinished) {
        sliceDone = true;
        stageDone = stageFinished;
    }

    /** At most {@code views} cards or lines per slice, whatever the time (a test watches the build go by); 0 for no limit. */
    void limitSlices(int views) {
        slice.limit(views);
    }

    /** True from the start of a build until its lines are in. */
    ReadOnlyBooleanProperty building() {
        return building.getReadOnlyProperty();
    }

    private void beforeLayout() {
        if (stage == Stage.IDLE) return;
        inPulse = true;
        slice.begin();
        content.requestLayout(); // a layout between pulses may have laid the content out and left the slice to this one
    }

    private void afterLayout() {
        if (stage == Stage.IDLE) return;
        inPulse = false;
        slice.end();
        boolean built = sliceDone;
        sliceDone = false;
        if (!built || !stageDone) {
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
        // one pass as usual after the last slice: what was asked for during the build (labels, a cull) is done there
        content.requestLayout();
        Platform.requestNextPulse();
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
