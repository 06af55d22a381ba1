package dev.docshape.app.designer;

import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.image.Image;
import javafx.scene.input.MouseButton;
import javafx.scene.paint.Color;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A line is drawn again once per frame, in the canvas's layout pass, when one of its cards moves
 * (decision 0390): during a drag, before the drop, the dragged card's line ends on that card's
 * border where it is now and is drawn there, and no longer where it was.
 */
class DraggedLinesFollowTest extends DesignerTestBase {
    private static final int SAMPLES = 24;
    private static final double ON_BORDER = 1.5;

    @Test
    void aDraggedCardsLineEndsOnItsBorderAndIsDrawnThereBeforeTheDrop() {
        show(Models.blog());
        interact(() -> vm.viewport().snapToGrid().set(false)); // no grid lines where the pixels are compared
        Point2D[] before = ends("author-posts");

        drag(nameOnCard("author"), MouseButton.PRIMARY).moveBy(60, 20).moveBy(100, 40);
        WaitForAsyncUtils.waitForFxEvents();
        Image shot = shot();
        Color background = shot.getPixelReader().getColor(6, (int) shot.getHeight() / 2);
        Point2D[] now = ends("author-posts");
        Bounds author = boxOf(entityView("author"));
        Bounds post = boxOf(entityView("post"));
        assertTrue(onBorder(now[0], author) && onBorder(now[1], post) || onBorder(now[1], author) && onBorder(now[0], post),
                "the line runs from the dragged card's border " + author + " to the other card's " + post + ": "
                        + now[0] + " - " + now[1]);
        assertTrue(drawn(shot, now, background) >= SAMPLES / 2, "the moved line is drawn where it is now");
        assertTrue(drawn(shot, before, background) <= SAMPLES / 6, "and no longer where it was");
        drop();
    }

    private Image shot() {
        Image[] image = new Image[1];
        interact(() -> image[0] = canvas().snapshot(null, null));
        return image[0];
    }

    private Bounds boxOf(EntityView card) {
        Bounds[] box = new Bounds[1];
        interact(() -> box[0] = canvas().sceneToLocal(card.localToScene(card.getLayoutBounds())));
        return box[0];
    }

    private static boolean onBorder(Point2D p, Bounds box) {
        boolean within = p.getX() > box.getMinX() - ON_BORDER && p.getX() < box.getMaxX() + ON_BORDER
                && p.getY() > box.getMinY() - ON_BORDER && p.getY() < box.getMaxY() + ON_BORDER;
        double toEdge = Math.min(Math.min(Math.abs(p.getX() - box.getMinX()), Math.abs(p.getX() - box.getMaxX())),
                Math.min(Math.abs(p.getY() - box.getMinY()), Math.abs(p.getY() - box.getMaxY())));
        return within && toEdge < ON_BORDER;
    }

    /** The two ends of a relationship's line, in the canvas's own coordinates (the snapshot's pixels). */
    private Point2D[] ends(String relationshipId) {
        Point2D[] out = new Point2D[2];
        interact(() -> {
            Path line = (Path) relationshipView(relationshipId).lookup(".relationship-line");
            int i = 0;
            for (var e : line.getElements()) {
                if (i == 2) break;
                if (e instanceof MoveTo m) out[i++] = canvas().sceneToLocal(line.localToScene(m.getX(), m.getY()));
                else if (e instanceof LineTo l) out[i++] = canvas().sceneToLocal(line.localToScene(l.getX(), l.getY()));
            }
        });
        return out;
    }

    /** How many points along the middle of a segment differ from the background: a line or its label is drawn there. */
    private static int drawn(Image shot, Point2D[] segment, Color background) {
        int count = 0;
        for (int i = 0; i < SAMPLES; i++) {
            Point2D p = segment[0].interpolate(segment[1], 0.2 + 0.6 * i / (SAMPLES - 1));
            if (differs(shot, p, background)) count++;
        }
        return count;
    }

    /** Whether any pixel next to {@code p} differs from the background: the line is thin and may be dashed. */
    private static boolean differs(Image shot, Point2D p, Color background) {
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                int x = (int) Math.round(p.getX()) + dx;
                int y = (int) Math.round(p.getY()) + dy;
                if (x < 0 || y < 0 || x >= shot.getWidth() || y >= shot.getHeight()) continue;
                Color c = shot.getPixelReader().getColor(x, y);
                if (Math.abs(c.getRed() - background.getRed()) + Math.abs(c.getGreen() - background.getGreen())
                        + Math.abs(c.getBlue() - background.getBlue()) > 0.15) return true;
            }
        }
        return false;
    }
}
