package dev.docshape.app.designer.canvas;

import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.ImageView;
import javafx.scene.paint.Color;
import javafx.scene.transform.NonInvertibleTransformException;
import javafx.scene.transform.Scale;
import javafx.scene.transform.Transform;
import javafx.scene.transform.Translate;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * While cards are dragged, the lines that do not move are drawn from one picture of them taken when the drag
 * starts (decision 0410): a drag frame repaints the area its moving lines cross, and on a large model dozens of
 * long lines cross that area, each rasterized again on every frame. The picture is copied instead; the views of
 * those lines are hidden until the drag ends, or until anything but the moving lines changes. A drag that lasts also
 * takes them out of the scene graph, as JavaFX walks every node of it on every frame, hidden ones included; a short
 * nudge does not, as views that come back are styled again (decision 0428). After the drop of such a drag they come
 * back over a few frames, behind the picture, and are shown all at once when the last is in (decision 0458).
 */
final class StillLines {
    /** From how many still lines in view the picture pays for taking it. */
    static final int PICTURE_FROM = 32;
    /** After how many frames of a drag the still lines' views leave the scene graph. */
    static final int OUT_AFTER_FRAMES = 10;
    /** How many views come back into the scene graph per frame after a drop: each is styled again as it comes (decision 0458). */
    static final int BACK_PER_FRAME = 40;

    private final ImageView picture = new ImageView();
    private final BucketedLayer layer;
    private final List<RelationshipView> heldOut = new ArrayList<>();
    private Set<RelationshipLine> moving = Set.of();
    private int frames;
    /** While the views come back after a drop: the index in {@link #heldOut} of the next one; else -1. */
    private int nextBack = -1;
    private Runnable whenBack;
    private final ScenePulseHook pulses = new ScenePulseHook(this::backStep, true);

    /** {@code layer}: the layer of lines, whose views of still lines are taken out of it while the picture shows them. */
    StillLines(BucketedLayer layer) {
        this.layer = layer;
        picture.getStyleClass().add("still-lines-picture");
        picture.setManaged(false);
        picture.setMouseTransparent(true);
        picture.setSmooth(false);
        picture.setVisible(false);
    }

    /** The node that shows the picture: put it right under the layer of lines, in the same coordinates. */
    Node picture() {
        return picture;
    }

    /** Whether the lines are drawn from the picture now. */
    boolean frozen() {
        return !heldOut.isEmpty();
    }

    /** Whether {@code line} is drawn from the picture: it must not change while it is. */
    boolean inPicture(RelationshipLine line) {
        return frozen() && !moving.contains(line);
    }

    /**
     * Takes the picture of the lines shown in the layer except those of the cards {@code dragged}, within
     * {@code sceneArea} (scene pixels, which the picture keeps one to one at {@code scale} render pixels each), and
     * takes their views out of the scene graph.
     */
    void freeze(Collection<RelationshipLine> lines, Set<String> dragged, Bounds sceneArea, double scale) {
        thaw();
        Set<RelationshipLine> moving = new HashSet<>();
        List<RelationshipView> still = new ArrayList<>();
        List<RelationshipView> moved = new ArrayList<>();
        for (RelationshipLine line : lines) {
            var r = line.viewModel();
            if (dragged.contains(r.parent().id()) || dragged.contains(r.child().id())) moving.add(line);
            RelationshipView view = line.view();
            if (view == null || view.getParent() == null || !view.isVisible()) continue;
            (moving.contains(line) ? moved : still).add(view);
        }
        int x = (int) Math.floor(sceneArea.getMinX());
        int y = (int) Math.floor(sceneArea.getMinY());
        int w = (int) Math.ceil(sceneArea.getMaxX()) - x;
        int h = (int) Math.ceil(sceneArea.getMaxY()) - y;
        if (still.size() < PICTURE_FROM || w <= 0 || h <= 0 || layer.getScene() == null) return;
        Transform toScene = layer.getLocalToSceneTransform();
        Transform fromScene;
        try {
            fromScene = toScene.createInverse();
        } catch (NonInvertibleTransformException e) {
            return; // zoomed to nothing: there is nothing to draw
        }
        SnapshotParameters params = new SnapshotParameters();
        params.setFill(Color.TRANSPARENT);
        params.setTransform(new Scale(scale, scale).createConcatenation(toScene));
        params.setViewport(new Rectangle2D(x * scale, y * scale, Math.ceil(w * scale), Math.ceil(h * scale)));
        moved.forEach(view -> view.setVisible(false));
        picture.setImage(layer.snapshot(params, null));
        moved.forEach(view -> view.setVisible(true));
        picture.getTransforms().setAll(fromScene, new Translate(x, y), new Scale(1 / scale, 1 / scale));
        picture.setVisible(true);
        still.forEach(view -> view.setVisible(false));
        heldOut.addAll(still);
        this.moving = moving;
        frames = 0;
    }

    /** A frame of the drag: once it has lasted, the hidden views leave the scene graph. */
    void dragFrame() {
        if (!frozen() || ++frames != OUT_AFTER_FRAMES) return;
        heldOut.forEach(view -> layer.setShown(view, false));
    }

    /**
     * The drag ended: every line is drawn from its view again, then {@code then} runs. Views that left the scene graph
     * come back {@value #BACK_PER_FRAME} a frame, in the pulses that follow, hidden while the picture still shows them
     * (which stays true: any change to a still line meanwhile thaws at once); the frame after the last came back shows
     * them and drops the picture. Views that never left are shown at once.
     */
    void release(Runnable then) {
        Scene scene = layer.getScene();
        if (!frozen() || frames < OUT_AFTER_FRAMES || scene == null) {
            thaw();
            then.run();
            return;
        }
        whenBack = then;
        nextBack = 0;
        pulses.listenTo(scene);
        Platform.requestNextPulse();
    }

    /** Before the styles and layout of a pulse: the next views come back, or, when all are in, are shown. */
    private void backStep() {
        if (nextBack < 0) return;
        if (nextBack < heldOut.size()) {
            int end = Math.min(heldOut.size(), nextBack + BACK_PER_FRAME);
            for (int i = nextBack; i < end; i++) layer.setShown(heldOut.get(i), true);
            nextBack = end;
            Platform.requestNextPulse();
            return;
        }
        thaw();
    }

    /**
     * Draws every line from its view again at once: the views are shown and back in the scene graph, styled as they
     * were; what waits for the end of a release runs.
     */
    void thaw() {
        nextBack = -1;
        if (frozen()) {
            for (RelationshipView view : heldOut) {
                layer.setShown(view, true);
                view.setVisible(true);
            }
            heldOut.clear();
            moving = Set.of();
            picture.setVisible(false);
            picture.setImage(null);
        }
        Runnable then = whenBack;
        whenBack = null;
        if (then != null) then.run();
    }
}
