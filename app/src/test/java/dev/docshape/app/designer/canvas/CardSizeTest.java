package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.model.Project;
import javafx.geometry.Bounds;
import javafx.geometry.Dimension2D;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A card's size computed from its texts (decision 0385) is the size its nodes take when it is made:
 * for every entity of every example and of the synthetic 500-entity model, within a pixel.
 */
class CardSizeTest extends DesignerTestBase {
    @Test
    void theComputedSizeOfEveryCardIsTheSizeOfItsNodes() {
        Map<String, Project> models = SizedModels.all();
        List<String> wrong = new ArrayList<>();
        int[] nestedAndKept = new int[2];
        int culled = 0;
        for (var model : models.entrySet()) culled += check(model.getKey(), model.getValue(), wrong, nestedAndKept);
        assertTrue(wrong.isEmpty(), wrong.size() + " cards of another size than computed:\n" + String.join("\n", wrong));
        // the sums cover every part of a card, and the canvas's own sizes of cards never shown
        assertTrue(nestedAndKept[0] > 0 && nestedAndKept[1] > 0, "no card lives in another or keeps fields");
        assertTrue(culled > 100, "only " + culled + " cards were out of view");
    }

    /** Opens the model and compares each card's sizes; the number of cards that had no view before. */
    private int check(String name, Project model, List<String> wrong, int[] nestedAndKept) {
        int[] culled = {0};
        interact(() -> {
            vm.document().open(model, null);
            vm.welcomeVisible().set(false);
            window.scene().getRoot().applyCss();
            window.scene().getRoot().layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
        interact(() -> {
            DiagramCanvas canvas = canvas();
            Map<String, Dimension2D> before = new LinkedHashMap<>();
            for (EntityViewModel e : canvas.diagram().entities().values()) {
                before.put(e.id(), new Dimension2D(e.width().get(), e.height().get()));
            }
            culled[0] = before.size() - canvas.lookupAll(".entity").size();
            CardSizer sizer = null;
            for (EntityViewModel e : canvas.diagram().entities().values()) {
                EntityView view = canvas.entityView(e.id());
                if (sizer == null) sizer = new CardSizer(view.metrics());
                Bounds nodes = view.getLayoutBounds();
                Dimension2D computed = sizer.size(e.entity().fields(), e.hostName().get(), e.kept().get(), e.entity().name());
                Dimension2D canvasSize = before.get(e.id());
                if (e.hostName().get() != null) nestedAndKept[0]++;
                if (!e.kept().get().isEmpty()) nestedAndKept[1]++;
                for (Dimension2D d : List.of(computed, canvasSize)) {
                    if (Math.abs(d.getWidth() - nodes.getWidth()) > 1 || Math.abs(d.getHeight() - nodes.getHeight()) > 1) {
                        wrong.add(name + " / " + e.entity().name() + ": nodes " + nodes.getWidth() + " x " + nodes.getHeight()
                                + ", computed " + d.getWidth() + " x " + d.getHeight());
                    }
                }
            }
        });
        return culled[0];
    }
}
