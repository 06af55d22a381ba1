package dev.docshape.app.designer;

import dev.docshape.app.designer.canvas.RelationshipView;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.ShippedExamples;
import dev.docshape.model.Design;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The badges and captions end where the final pass puts them (decision 0577), whatever came before: the same example
 * shown by different ways (opened at once; opened after another example; each design shown first at a zoom too small
 * for labels) has every label of every design at the same place, and Automatic Layout gives the same places each time
 * (after it was run and undone on every design too).
 */
class LabelsSettleTest extends DesignerTestBase {
    private static final List<String> DENSE = List.of("chat-rooms", "iot-fleet", "ride-hailing");

    @Test
    void theSameDiagramGetsTheSameLabelsWhateverTheWayToIt() throws IOException {
        Map<String, Path> files = new LinkedHashMap<>();
        for (Path file : ShippedExamples.files()) files.put(ShippedExamples.name(file), file);
        List<String> differences = new ArrayList<>();
        for (String example : DENSE) {
            Path file = files.get(example);
            openFile(file);
            Map<String, Map<String, String>> opened = everyDesign(false);
            Map<String, String> laidOut = laidOut();

            openFile(files.get(example.equals("chat-rooms") ? "iot-fleet" : "chat-rooms"));
            openFile(file);
            compare(example + ", opened after another example", opened, everyDesign(false), differences);

            compare(example + ", opened after another example and laid out", Map.of("", laidOut), Map.of("", laidOut()), differences);

            openFile(file);
            compare(example + ", each design shown at a zoom too small for labels, then fitted", opened, everyDesign(true), differences);
            List<Design> all = project().designs();
            for (int i = all.size() - 1; i >= 0; i--) {
                ShippedExamples.choose(this, all.get(i).name());
                layOut();
                clickOn(canvas());
                push(KeyCode.SHORTCUT, KeyCode.Z);
                WaitForAsyncUtils.waitForFxEvents();
            }
            compare(example + ", each design laid out and the layout undone, then laid out", Map.of("", laidOut), Map.of("", laidOut()), differences);
        }
        assertEquals(List.of(), differences);
    }

    /** The labels of every design of the open example, each shown from the picker (first at a zoom too small to show labels, if asked). */
    private Map<String, Map<String, String>> everyDesign(boolean fromFarOut) {
        Map<String, Map<String, String>> designs = new TreeMap<>();
        List<Design> all = project().designs();
        for (int i = all.size() - 1; i >= 0; i--) {
            if (fromFarOut) {
                interact(() -> canvas().viewport().zoomTo(0.1, 0, 0));
                WaitForAsyncUtils.waitForFxEvents();
            }
            ShippedExamples.choose(this, all.get(i).name());
            if (fromFarOut) {
                interact(() -> canvas().fitToWindow());
                WaitForAsyncUtils.waitForFxEvents();
            }
            designs.put(all.get(i).name(), labels());
        }
        return designs;
    }

    /** The labels after Automatic Layout, the diagram then fitted to the window, where labels can be read. */
    private Map<String, String> laidOut() {
        layOut();
        interact(() -> canvas().fitToWindow());
        WaitForAsyncUtils.waitForFxEvents();
        return labels();
    }

    private void layOut() {
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.L);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Each relationship's badge and caption, in the canvas's units. */
    private Map<String, String> labels() {
        Map<String, String> at = new TreeMap<>();
        vm.diagram().entities().forEach((id, card) -> at.put("card " + id, String.format(Locale.ROOT, "%.0f,%.0f %.0fx%.0f",
                card.x().get(), card.y().get(), card.width().get(), card.height().get())));
        for (String id : vm.diagram().relationships().keySet()) {
            RelationshipView view = relationshipView(id);
            Node caption = view.lookup(".relationship-label-back");
            at.put(id, "badge " + box(view, view.badge()) + ", caption " + box(view, caption));
        }
        return at;
    }

    private static String box(RelationshipView view, Node node) {
        Bounds b = view.sceneToLocal(node.localToScene(node.getLayoutBounds()));
        return String.format(Locale.ROOT, "%.0f,%.0f", b.getMinX(), b.getMinY());
    }

    private static void compare(String how, Map<String, Map<String, String>> first, Map<String, Map<String, String>> then,
                                List<String> differences) {
        first.forEach((design, labels) -> labels.forEach((id, at) -> {
            String now = then.get(design).get(id);
            if (!at.equals(now)) differences.add(how + " (" + design + "): " + id + " at " + now + ", first at " + at);
        }));
    }
}
