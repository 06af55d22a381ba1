package dev.docshape.app.designer;

import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.testing.FxWait;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.synthetic.SyntheticModels;
import javafx.geometry.Point2D;
import javafx.scene.control.Tooltip;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15, decision 0521: the pointer on a card of the 500-entity model fitted into the window (about 13 %) leaves
 * the card a simple box, as nothing on a full card could be read there, and a tooltip shows the entity's name and
 * fields instead; zoomed in to 40 % the cards are full, the one under the pointer as its neighbours.
 */
class SketchHoverTest extends DesignerTestBase {

    @Test
    void thePointerOnASketchedCardShowsItsNameAndFieldsInATooltipAndLeavesTheCardSketched() throws Exception {
        Project large = SyntheticModels.generate(500, 1_000, 10, 42);
        show(large);
        interact(() -> canvas().fitToWindow());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(vm.viewport().zoom().get() < 0.2, "fitted at a zoom where no card can be read: " + vm.viewport().zoom().get());

        Entity target = large.model().entities().get(0);
        EntityView card = entityView(target.id());
        FxWait.until("the card is on the canvas", () -> card.getScene() != null && !canvas().building().get());
        Point2D centre = onFx(() -> card.localToScreen(card.getWidth() / 2, card.getHeight() / 2));
        moveTo(centre);
        moveBy(2, 1);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(onFx(card::isHover), "the pointer is on the card");
        assertFalse(card.detailed(), "the card under the pointer stays a simple box at this zoom");

        FxWait.until("a tooltip is shown", () -> shownTip().isPresent());
        String shown = shownTip().orElseThrow().getText();
        List<String> lines = List.of(shown.split("\n"));
        assertEquals(target.name(), lines.get(0), "the tooltip starts with the entity's name: " + shown);
        assertEquals(target.fields().stream().limit(15).map(Field::name).toList(),
                lines.subList(1, lines.size()).stream().filter(l -> !l.startsWith("+ ")).map(l -> l.substring(0, l.indexOf(':'))).toList(),
                "then its fields, with their types: " + shown);

        while (vm.viewport().zoom().get() < EntityView.DETAIL_ZOOM) {
            interact(() -> canvas().zoomIn());
        }
        WaitForAsyncUtils.waitForFxEvents();
        interact(() -> canvas().centreOn(target.id()));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(card.detailed(), "at 40 % the card is full");
    }

    private static Optional<Tooltip> shownTip() {
        return onFx(() -> Window.getWindows().stream()
                .filter(w -> w instanceof Tooltip && w.isShowing()).map(Tooltip.class::cast).findFirst());
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> ask) {
        try {
            return WaitForAsyncUtils.asyncFx(ask).get();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
