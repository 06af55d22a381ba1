package dev.docshape.app.designer.canvas;

import javafx.application.Platform;
import javafx.geometry.BoundingBox;
import javafx.scene.Node;
import javafx.scene.Scene;

import java.util.Collection;
import java.util.Set;

/**
 * The canvas's side of a drag of cards, from its first moving frame to the frames after the drop: labels are placed
 * with the quick search meanwhile (decision 0388), the lines that do not move are drawn from a picture (decision 0410)
 * whose views leave the scene graph when the drag lasts (decision 0428) and come back over a few frames after the drop
 * (decision 0458); anything but a moving line that changes ends the picture at once.
 */
final class CardDrag {
    private final DiagramCanvas canvas;
    private final LabelLayout labels;
    private final StillLines still;
    private final Runnable scheduleLabels;
    /**
     * For how many frames a press on a card is held, unmoved, before the picture is taken ahead of a drag (decision
     * 0486): 8 frames (133 ms at 60 Hz) is longer than the press of a click (about 100 ms), which then pays for nothing.
     */
    static final int HOLD_FRAMES = 8;
    /** The cards the picture is or will be taken for ahead of their drag, on a press on them; null when none. */
    private Set<String> ahead;
    /** What takes the picture ahead of a drag, once the press is held or the pointer moves; null when nothing waits. */
    private Runnable takeAhead;
    /** The frames laid out since the press that {@link #takeAhead} waits on. */
    private int framesHeld;
    /** The pointer moved since that press, not yet far enough for a drag: the hand has begun to move. */
    private boolean pressMoved;
    private final ScenePulseHook pulses = new ScenePulseHook(this::pulseDone, false);
    private boolean dragging;

    /**
     * @param lines          the canvas's layer of lines
     * @param scheduleLabels asks for the labels to be placed in the next layout pass
     */
    CardDrag(DiagramCanvas canvas, BucketedLayer lines, LabelLayout labels, Runnable scheduleLabels) {
        this.canvas = canvas;
        this.labels = labels;
        this.still = new StillLines(lines);
        this.scheduleLabels = scheduleLabels;
    }

    /** The node that shows the picture of the still lines: right under the layer of lines. */
    Node picture() {
        return still.picture();
    }

    /**
     * The cards {@code entityIds} were pressed and may be dragged next. The picture is taken between the press and the
     * first move of a drag (decision 0470), which then only draws the moving lines; but not for a click (decision 0486):
     * only once the pointer moves while pressed ({@link #pressMoved}) or the press is held for {@link #HOLD_FRAMES} frames, after
     * the frame that shows that. A press released before gives nothing up, as nothing was taken ({@link #notDragged}).
     */
    void pressed(Collection<RelationshipLine> lines, Set<String> entityIds) {
        Scene scene = canvas.getScene();
        if (scene == null || dragging) return;
        Set<String> cards = Set.copyOf(entityIds);
        ahead = cards;
        framesHeld = 0;
        pressMoved = false;
        takeAhead = () -> {
            if (ahead == cards && !dragging) take(lines, cards);
        };
        pulses.listenTo(scene);
        Platform.requestNextPulse();
    }

    /** The pointer moved while the cards are pressed, less than a drag needs: the picture is taken after the next frame. */
    void pressMoved() {
        if (takeAhead == null || pressMoved) return;
        pressMoved = true;
        Platform.requestNextPulse();
    }

    /** After the layout of a pulse: once the press is held or has moved, the picture is taken in the turn after it. */
    private void pulseDone() {
        Runnable waiting = takeAhead;
        if (waiting == null) return;
        if (!pressMoved && ++framesHeld < HOLD_FRAMES) {
            Platform.requestNextPulse();
            return;
        }
        takeAhead = null;
        Platform.runLater(waiting);
    }

    /** The press on the cards ended without a drag (released where it was, or Escape): the picture taken ahead goes. */
    void notDragged() {
        ahead = null;
        takeAhead = null;
        if (!dragging) still.thaw();
    }

    /** The cards {@code entityIds} begin to move; {@code lines}: every line of the canvas. */
    void started(Collection<RelationshipLine> lines, Set<String> entityIds) {
        dragging = true;
        labels.setQuick(true);
        boolean takenAhead = still.frozen() && entityIds.equals(ahead);
        ahead = null;
        takeAhead = null;
        if (!takenAhead) take(lines, entityIds);
    }

    private void take(Collection<RelationshipLine> lines, Set<String> entityIds) {
        still.thaw();
        var scene = canvas.getScene();
        var window = scene == null ? null : scene.getWindow();
        still.freeze(lines, entityIds, canvas.localToScene(new BoundingBox(0, 0, canvas.viewWidth(), canvas.viewHeight())),
                window == null ? 1 : window.getRenderScaleX());
    }

    /** The cards were dropped (or put back, on Escape): once every line is drawn from its view, labels are placed in full. */
    void ended() {
        dragging = false;
        still.release(() -> {
            labels.setQuick(false);
            scheduleLabels.run();
        });
    }

    /** A layout pass of the canvas while the drag lasts. */
    void frame() {
        still.dragFrame();
    }

    /** Whether {@code line} is drawn from the picture now: it must not change while it is. */
    boolean inPicture(RelationshipLine line) {
        return still.inPicture(line);
    }

    /** Whether the picture of the still lines is shown: during a drag, and for a few frames after the drop of a long one. */
    boolean pictureShown() {
        return still.frozen();
    }

    /** Something the picture shows changed, or the view moved: every line is drawn from its view again at once. */
    void pictureOutdated() {
        still.thaw();
    }

    /** {@code line} is about to change: if the picture shows it, the picture goes. */
    void lineChanges(RelationshipLine line) {
        if (still.inPicture(line)) still.thaw();
    }
}
