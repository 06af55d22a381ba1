package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.canvas.RelationshipView;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.image.Image;
import javafx.scene.input.MouseButton;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15, decision 0410: while a card of a large model is dragged, the lines that do not move are drawn from a
 * picture taken when the drag began. The user sees the same diagram as before the drag everywhere the dragged card
 * and its own lines are not, pixel for pixel; on the drop every line is drawn from its view again.
 */
class StillLinesDragTest extends StillLinesTestBase {
    /** The dragged card's lines, their end marks and labels may change this far around them (view pixels). */
    private static final double AROUND = 22;
    private static final String DRAGGED = "e15";

    @Test
    void theLinesThatDoNotMoveLookAsBeforeWhileACardIsDragged() {
        showWithTheCardSelected();
        List<Bounds> changing = new ArrayList<>(changingAreas());
        Image before = shot();
        int shownBefore = linesShown();

        drag(nameOnCard(DRAGGED), MouseButton.PRIMARY).moveBy(20, 0).moveBy(30, 25);
        WaitForAsyncUtils.waitForFxEvents();
        changing.addAll(changingAreas());
        Image during = shot();
        int hidden = shownBefore - linesShown();
        assertTrue(hidden >= 32, "the lines that do not move are drawn from the picture, their views hidden: " + hidden);

        int[] compared = new int[1];
        List<String> differ = differences(before, during, changing, compared);
        assertTrue(compared[0] > 100_000, "most of the view is compared: " + compared[0] + " pixels");
        assertTrue(differ.size() <= compared[0] / 10_000, "outside the dragged card and its lines the view is unchanged; differing pixels: "
                + differ.size() + ", first " + differ.subList(0, Math.min(10, differ.size())));

        // a drag that lasts: the hidden views leave the scene graph (decision 0428), and the view looks the same
        for (int i = 0; i < 14; i++) moveBy(i % 2 == 0 ? 3 : -3, 0);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(linesOutOfTheScene() >= 32, "the still lines' views are out of the scene graph: " + linesOutOfTheScene());
        int[] comparedLater = new int[1];
        List<String> differLater = differences(before, shot(), changing, comparedLater);
        assertTrue(differLater.size() <= comparedLater[0] / 10_000, "with the views out of the scene graph the view is unchanged; differing: "
                + differLater.size() + ", first " + differLater.subList(0, Math.min(10, differLater.size())));

        drop();
        // the views come back over a few frames (decision 0458)
        FxWait.until("on the drop every line is drawn from its view again", () -> !pictureShown() && linesHiddenInTheScene() == 0);
        assertTrue(vm.diagram().entity(DRAGGED).x().get() > 500, "the card was moved");
    }

    /**
     * Decision 0458: after a long drag the still lines' views come back over a few frames; once they are in, the
     * canvas shows the dropped card where the model has it, its lines from its border, and every line drawn from its
     * view: the same picture as when every view is put into the scene afresh (by scrolling away and back).
     */
    @Test
    void afterALongDragAndTheDropEveryLineIsDrawnFromItsViewWhereItBelongs() {
        showWithTheCardSelected();

        drag(nameOnCard(DRAGGED), MouseButton.PRIMARY).moveBy(20, 0);
        for (int i = 0; i < 20; i++) moveBy(4, i % 2 == 0 ? 3 : -1);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(linesOutOfTheScene() >= 32, "a long drag: the still lines' views left the scene graph: " + linesOutOfTheScene());
        drop();
        FxWait.until("every line is drawn from its view again", () -> !pictureShown() && linesHiddenInTheScene() == 0);
        WaitForAsyncUtils.waitForFxEvents();

        var card = vm.diagram().entity(DRAGGED);
        Bounds cardBox = boxOnCanvas(canvas().entityView(DRAGGED));
        Point2D expected = canvasPointOf(card.x().get(), card.y().get());
        assertEquals(expected.getX(), cardBox.getMinX(), 1, "the card is drawn where the model has it");
        assertEquals(expected.getY(), cardBox.getMinY(), 1, "the card is drawn where the model has it");
        for (RelationshipViewModel r : vm.diagram().relationships().values()) {
            if (!r.connects(DRAGGED)) continue;
            List<Point2D> ends = ends(r.id());
            assertTrue(ends.stream().anyMatch(p -> onBorder(p, cardBox)), "line " + r.id() + " leaves the dropped card's border "
                    + cardBox + ": " + ends);
        }

        List<Bounds> changing = new ArrayList<>();
        interact(() -> {
            Node minimap = canvas().lookup(".minimap");
            if (minimap != null) changing.add(grown(minimap.getBoundsInParent(), 3));
            changing.add(new BoundingBox(canvas().viewWidth() - 1, 0, 10_000, 10_000));
            changing.add(new BoundingBox(0, canvas().viewHeight() - 1, 10_000, 10_000));
        });
        Image dropped = shot();
        interact(() -> vm.viewport().panBy(3000, 0));
        WaitForAsyncUtils.waitForFxEvents();
        interact(() -> vm.viewport().panBy(-3000, 0));
        WaitForAsyncUtils.waitForFxEvents();
        int[] compared = new int[1];
        List<String> differ = differences(dropped, shot(), changing, compared);
        assertTrue(differ.isEmpty(), "the dropped diagram looks as when drawn afresh from its views; differing pixels: "
                + differ.size() + ", first " + differ.subList(0, Math.min(10, differ.size())));
    }

    /**
     * Decision 0470: a press on a card of a large model takes the picture of the still lines after the frame that shows
     * the press, ahead of the first move; the view looks the same meanwhile, the first move takes no picture of its
     * own, and a press released without a move draws every line from its view again.
     */
    @Test
    void aPressOnACardTakesThePictureAheadOfTheMoveAndLooksTheSame() {
        showWithTheCardSelected();
        assertTrue(!pictureShown(), "a click on a card leaves no picture behind");
        List<Bounds> changing = new ArrayList<>(changingAreas());
        Image before = shot();
        int shownBefore = linesShown();

        moveTo(nameOnCard(DRAGGED)).press(MouseButton.PRIMARY);
        FxWait.until("after the press the picture of the still lines is taken", this::pictureShown);
        WaitForAsyncUtils.waitForFxEvents();
        int hidden = shownBefore - linesShown();
        assertTrue(hidden >= 32, "the still lines are drawn from the picture ahead of the first move: " + hidden + " views hidden");
        int[] compared = new int[1];
        List<String> differ = differences(before, shot(), changing, compared);
        assertTrue(differ.size() <= compared[0] / 10_000, "with the picture taken ahead the view is unchanged; differing pixels: "
                + differ.size() + ", first " + differ.subList(0, Math.min(10, differ.size())));

        Image[] picture = new Image[1];
        interact(() -> picture[0] = ((javafx.scene.image.ImageView) canvas().lookup(".still-lines-picture")).getImage());
        moveBy(20, 0).moveBy(30, 25);
        WaitForAsyncUtils.waitForFxEvents();
        Image[] during = new Image[1];
        interact(() -> during[0] = ((javafx.scene.image.ImageView) canvas().lookup(".still-lines-picture")).getImage());
        assertTrue(picture[0] == during[0], "the first move draws from the picture taken on the press");
        drop();
        FxWait.until("on the drop every line is drawn from its view again", () -> !pictureShown() && linesHiddenInTheScene() == 0);

        // a press released where it was: nothing changes, every line is drawn from its view
        Image dropped = shot();
        List<Bounds> after = changingAreas();
        moveTo(nameOnCard(DRAGGED)).press(MouseButton.PRIMARY);
        FxWait.until("after the press the picture of the still lines is taken", this::pictureShown);
        release(MouseButton.PRIMARY);
        FxWait.until("a press without a move draws every line from its view again", () -> !pictureShown() && linesHiddenInTheScene() == 0);
        int[] comparedAfter = new int[1];
        List<String> differAfter = differences(dropped, shot(), after, comparedAfter);
        assertTrue(differAfter.isEmpty(), "a press without a move changes nothing; differing pixels: " + differAfter.size());
    }

    /**
     * Decision 0486: a click on a selected card of a large model (its press as long as a click's, about 3 frames,
     * released where it was) takes no picture of the still lines and hides no line view; a press held longer does
     * ({@link #aPressOnACardTakesThePictureAheadOfTheMoveAndLooksTheSame}).
     */
    @Test
    void aClickOnACardTakesNoPictureOfTheStillLines() {
        showCrissCross();
        interact(() -> vm.selection().selectEntity(DRAGGED));
        int shownBefore = linesShown();
        int[] pictures = new int[1];
        javafx.beans.value.ChangeListener<Boolean> counting = (o, was, is) -> {
            if (is) pictures[0]++;
        };
        interact(() -> canvas().lookup(".still-lines-picture").visibleProperty().addListener(counting));
        moveTo(nameOnCard(DRAGGED)).press(MouseButton.PRIMARY);
        releaseAfterFrames(3);
        WaitForAsyncUtils.waitForFxEvents();
        interact(() -> canvas().lookup(".still-lines-picture").visibleProperty().removeListener(counting));
        assertEquals(0, pictures[0], "the click took no picture of the still lines");
        assertEquals(shownBefore, linesShown(), "every line is drawn from its view");
        assertEquals(List.of(DRAGGED), vm.selection().entityIds(), "the card stays selected");
    }

    /**
     * Decision 0469: for a few frames after the drop of a long drag the still lines are drawn from the picture while
     * their views come back; a click on one of them then selects it, as at any other time, and the inspector shows it
     * (it used to fall through to the canvas and clear the selection).
     */
    @Test
    void aClickOnALineRightAfterTheDropOfALongDragSelectsIt() {
        showCrissCross();
        Point2D onLine = pointOnAStillLineFarFrom(DRAGGED);
        clickOn(onLine);
        List<String> selectedThere = vm.selection().relationshipIds();
        assertEquals(1, selectedThere.size(), "a click at " + onLine + " selects the line there");

        boolean pressedOnPicture = false;
        for (int attempt = 0; attempt < 3 && !pressedOnPicture; attempt++) {
            interact(() -> vm.selection().clear());
            pressedOnPicture = clickRightAfterTheDropOfALongDrag(DRAGGED, onLine);
        }
        assertTrue(pressedOnPicture, "the click came while the still lines were drawn from the picture");

        assertEquals(selectedThere, vm.selection().relationshipIds(), "the line clicked right after the drop is selected");
        assertTrue(lookup("#relationship-inspector").query().isVisible(), "the inspector shows the line");
        String name = vm.diagram().relationships().get(selectedThere.get(0)).relationship().name();
        assertEquals(name, lookup("#inspector-relationship-name").queryTextInputControl().getText(), "the inspector shows the line clicked");
        FxWait.until("every line is drawn from its view again", () -> !pictureShown() && linesHiddenInTheScene() == 0);
    }

    /** {@link #showCrissCross}, the card that the tests drag selected. */
    private void showWithTheCardSelected() {
        showCrissCross();
        clickEntity(DRAGGED);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Bounds boxOnCanvas(Node node) {
        Bounds[] box = new Bounds[1];
        interact(() -> box[0] = canvas().sceneToLocal(node.localToScene(node.getLayoutBounds())));
        return box[0];
    }

    /** Where a point of the diagram (canvas units) is in the canvas's own coordinates. */
    private Point2D canvasPointOf(double x, double y) {
        Point2D[] at = new Point2D[1];
        interact(() -> {
            var v = vm.viewport();
            at[0] = new Point2D(v.offsetX().get() + x * v.zoom().get(), v.offsetY().get() + y * v.zoom().get());
        });
        return at[0];
    }

    /** The first and the last point of a relationship's line, in the canvas's own coordinates. */
    private List<Point2D> ends(String relationshipId) {
        List<Point2D> points = new ArrayList<>();
        interact(() -> {
            Path line = (Path) canvas().relationshipView(relationshipId).lookup(".relationship-line");
            for (var e : line.getElements()) {
                if (e instanceof MoveTo m) points.add(canvas().sceneToLocal(line.localToScene(m.getX(), m.getY())));
                else if (e instanceof LineTo l) points.add(canvas().sceneToLocal(line.localToScene(l.getX(), l.getY())));
            }
        });
        return List.of(points.get(0), points.get(points.size() - 1));
    }

    private static boolean onBorder(Point2D p, Bounds box) {
        Bounds around = grown(box, 2);
        double toEdge = Math.min(Math.min(Math.abs(p.getX() - box.getMinX()), Math.abs(p.getX() - box.getMaxX())),
                Math.min(Math.abs(p.getY() - box.getMinY()), Math.abs(p.getY() - box.getMaxY())));
        return around.contains(p) && toEdge < 2;
    }

    /**
     * Where the pixels may change, in the canvas's own coordinates: the dragged card, its lines (along their
     * segments), their badges and captions, the alignment guides, the minimap and the scroll bars.
     */
    private List<Bounds> changingAreas() {
        List<Bounds> areas = new ArrayList<>();
        interact(() -> {
            var canvas = canvas();
            Node card = canvas.entityView(DRAGGED);
            areas.add(grown(canvas.sceneToLocal(card.localToScene(card.getBoundsInLocal())), AROUND));
            for (RelationshipViewModel r : vm.diagram().relationships().values()) {
                if (!r.connects(DRAGGED)) continue;
                RelationshipView view = canvas.relationshipView(r.id());
                Path line = (Path) view.lookup(".relationship-line");
                List<Point2D> points = new ArrayList<>();
                for (var e : line.getElements()) {
                    if (e instanceof MoveTo m) points.add(canvas.sceneToLocal(line.localToScene(m.getX(), m.getY())));
                    else if (e instanceof LineTo l) points.add(canvas.sceneToLocal(line.localToScene(l.getX(), l.getY())));
                }
                for (int i = 1; i < points.size(); i++) corridor(points.get(i - 1), points.get(i), areas);
                for (Node label : List.of(view.badge(), view.lookup(".relationship-label-back"))) {
                    areas.add(grown(canvas.sceneToLocal(label.localToScene(label.getBoundsInLocal())), 3));
                }
            }
            for (Node n : canvas.lookupAll(".alignment-guide")) areas.add(grown(canvas.sceneToLocal(n.localToScene(n.getBoundsInLocal())), 3));
            Node minimap = canvas.lookup(".minimap");
            if (minimap != null) areas.add(grown(minimap.getBoundsInParent(), 3));
            areas.add(new BoundingBox(canvas.viewWidth() - 1, 0, 10_000, 10_000));
            areas.add(new BoundingBox(0, canvas.viewHeight() - 1, 10_000, 10_000));
        });
        return areas;
    }

    /** A segment, thickened by {@link #AROUND}, as squares along it. */
    private static void corridor(Point2D a, Point2D b, List<Bounds> areas) {
        int steps = (int) Math.ceil(a.distance(b) / AROUND) + 1;
        for (int i = 0; i <= steps; i++) {
            Point2D p = a.interpolate(b, i / (double) steps);
            areas.add(new BoundingBox(p.getX() - AROUND, p.getY() - AROUND, 2 * AROUND, 2 * AROUND));
        }
    }

    private static Bounds grown(Bounds b, double by) {
        return new BoundingBox(b.getMinX() - by, b.getMinY() - by, b.getWidth() + 2 * by, b.getHeight() + 2 * by);
    }

    private Image shot() {
        Image[] image = new Image[1];
        interact(() -> image[0] = canvas().snapshot(null, null));
        return image[0];
    }

    private static int[] argb(Image image, int w, int h) {
        int[] pixels = new int[w * h];
        image.getPixelReader().getPixels(0, 0, w, h, javafx.scene.image.PixelFormat.getIntArgbInstance(), pixels, 0, w);
        return pixels;
    }

    private static List<String> differences(Image a, Image b, List<Bounds> changing, int[] compared) {
        List<String> out = new ArrayList<>();
        int w = (int) Math.min(a.getWidth(), b.getWidth());
        int h = (int) Math.min(a.getHeight(), b.getHeight());
        boolean[] skip = new boolean[w * h];
        for (Bounds r : changing) {
            for (int y = Math.max(0, (int) Math.floor(r.getMinY())); y < Math.min(h, Math.ceil(r.getMaxY())); y++) {
                for (int x = Math.max(0, (int) Math.floor(r.getMinX())); x < Math.min(w, Math.ceil(r.getMaxX())); x++) skip[y * w + x] = true;
            }
        }
        int[] p = argb(a, w, h);
        int[] q = argb(b, w, h);
        for (int i = 0; i < w * h; i++) {
            if (skip[i]) continue;
            compared[0]++;
            int d = 0;
            for (int shift = 0; shift <= 16; shift += 8) d += Math.abs((p[i] >> shift & 0xff) - (q[i] >> shift & 0xff));
            if (d > 15) out.add(i % w + "," + i / w);
        }
        return out;
    }
}
