package dev.docshape.app.designer.canvas;

import javafx.geometry.BoundingBox;
import javafx.scene.Node;

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

    /** The cards {@code entityIds} begin to move; {@code lines}: every line of the canvas. */
    void started(Collection<RelationshipLine> lines, Set<String> entityIds) {
        still.thaw();
        labels.setQuick(true);
        var scene = canvas.getScene();
        var window = scene == null ? null : scene.getWindow();
        still.freeze(lines, entityIds, canvas.localToScene(new BoundingBox(0, 0, canvas.viewWidth(), canvas.viewHeight())),
                window == null ? 1 : window.getRenderScaleX());
    }

    /** The cards were dropped (or put back, on Escape): once every line is drawn from its view, labels are placed in full. */
    void ended() {
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
