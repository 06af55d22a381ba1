package dev.docshape.app.designer;

import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.LabelOverlaps;
import dev.docshape.app.designer.testing.ShippedExamples;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Design;
import javafx.geometry.Bounds;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Switching designs with the whole diagram in view (after Fit to Window) keeps it whole in view, however much further
 * the design picked reaches (its cards taller by copies and counts, its labels elsewhere); a view zoomed into a part
 * stays where it was (decision 0559). Every design of every shipped example, each picked from a fitted view of the
 * one before it. Screenshots go to {@code target/screenshots/switched-EXAMPLE-DESIGN.png}.
 */
class DesignSwitchViewTest extends DesignerTestBase {

    @Test
    void aDiagramSeenWholeIsStillSeenWholeAfterTheUserPicksAnotherDesign() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Path file : ShippedExamples.files()) {
            openFile(file);
            String example = ShippedExamples.name(file);
            List<String> designs = project().designs().stream().map(Design::name).toList();
            for (int i = 0; i < designs.size() && designs.size() > 1; i++) {
                ShippedExamples.pick(this, designs.get(i));
                interact(() -> canvas().fitToWindow());
                WaitForAsyncUtils.waitForFxEvents();
                String next = designs.get((i + 1) % designs.size());
                ShippedExamples.pick(this, next);
                WaitForAsyncUtils.waitForFxEvents();
                String name = example + " (" + designs.get(i) + " -> " + next + ")";
                Shots.save(this, canvas(), "switched-" + example + "-" + next);
                problems.addAll(cardsPastTheEdge(name));
                problems.addAll(LabelOverlaps.pastTheEdge(this, name, canvasView()));
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void aViewZoomedIntoAPartStaysWhereItWasAfterASwitch() throws IOException {
        openWorkload("issue-tracker");
        interact(() -> canvas().resetZoom());
        WaitForAsyncUtils.waitForFxEvents();
        Bounds before = canvas().visibleArea();
        String other = project().designs().stream().map(Design::name).filter(n -> !n.equals(project().activeDesign()))
                .findFirst().orElseThrow();
        ShippedExamples.pick(this, other);
        assertEquals(before, canvas().visibleArea(), "the view the user chose");
        assertTrue(!cardsPastTheEdge("issue tracker at 100 %").isEmpty(), "the view shows a part of the diagram");
    }

    /** The cards not wholly in the canvas's view, each a sentence starting with {@code name}. */
    private List<String> cardsPastTheEdge(String name) {
        List<String> cut = new ArrayList<>();
        interact(() -> {
            Bounds view = canvas().visibleArea();
            for (EntityViewModel card : vm.diagram().entities().values()) {
                if (!view.contains(card.x().get(), card.y().get(), card.width().get(), card.height().get())) {
                    cut.add(name + ": card " + card.id() + " reaches past the view " + view);
                }
            }
        });
        return cut;
    }
}
