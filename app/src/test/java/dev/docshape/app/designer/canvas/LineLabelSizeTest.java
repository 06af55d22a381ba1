package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.model.Project;
import javafx.geometry.Bounds;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Lines are made when they first come into view (decision 0296), their labels placed from sizes computed
 * from the texts: for every relationship of every example and of the synthetic 500-entity model, the
 * computed badge and caption are the size of the nodes, within a pixel, and on the large model most
 * lines have no view until asked for.
 */
class LineLabelSizeTest extends DesignerTestBase {
    @Test
    void theComputedSizesOfEveryBadgeAndCaptionAreTheSizesOfItsNodes() {
        Map<String, Project> models = SizedModels.all();
        List<String> wrong = new ArrayList<>();
        int notMade = 0;
        for (var model : models.entrySet()) notMade = check(model.getKey(), model.getValue(), wrong);
        assertTrue(wrong.isEmpty(), wrong.size() + " labels of another size than computed:\n" + String.join("\n", wrong));
        assertTrue(notMade > 500, "only " + notMade + " of the large model's 1,000 lines had no view after opening it");
    }

    /** Opens the model and compares each line's label sizes; the number of lines that had no view before they were asked for. */
    private int check(String name, Project model, List<String> wrong) {
        int[] notMade = {0};
        interact(() -> vm.document().open(model, null));
        interact(() -> vm.welcomeVisible().set(false));
        WaitForAsyncUtils.waitForFxEvents();
        interact(() -> {
            DiagramCanvas canvas = canvas();
            List<String> ids = new ArrayList<>(canvas.diagram().relationships().keySet());
            notMade[0] = (int) ids.stream().filter(id -> canvas.relationshipViewIfMade(id) == null).count();
            LineLabelSizes sizes = null;
            for (String id : ids) {
                RelationshipView view = relationshipView(id);
                if (sizes == null) sizes = view.labelSizes();
                double[] badge = sizes.badge(view.badgeText());
                Text caption = (Text) view.lookup(".relationship-label");
                double[] captionSize = sizes.caption(caption.getText());
                Bounds text = caption.getLayoutBounds();
                if (Math.abs(badge[0] - view.badge().prefWidth(-1)) > 1 || Math.abs(badge[1] - view.badge().prefHeight(-1)) > 1
                        || Math.abs(captionSize[0] - text.getWidth() - 2 * LineLabelSizes.CAPTION_PAD) > 1
                        || Math.abs(captionSize[1] - text.getHeight()) > 1) {
                    wrong.add(name + " / " + id + ": badge nodes " + view.badge().prefWidth(-1) + " x " + view.badge().prefHeight(-1)
                            + ", computed " + badge[0] + " x " + badge[1] + "; caption text " + text.getWidth() + " x "
                            + text.getHeight() + ", computed " + captionSize[0] + " x " + captionSize[1]);
                }
            }
        });
        return notMade[0];
    }
}
