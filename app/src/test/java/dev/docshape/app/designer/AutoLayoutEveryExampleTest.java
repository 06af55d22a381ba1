package dev.docshape.app.designer;

import dev.docshape.app.designer.layout.LayoutService;
import dev.docshape.app.designer.layout.RendererLayoutService;
import dev.docshape.app.designer.testing.CardOverlaps;
import dev.docshape.app.designer.testing.DesignerTestBase;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every design of every shipped example after Automatic Layout as the program runs it (real graphviz, fed the sizes
 * the cards are drawn at), measured as drawn: no card overlaps another, however tall its fields, copies and counts
 * make it (decision 0551). Screenshots go to {@code target/screenshots/auto-EXAMPLE-DESIGN.png}.
 */
class AutoLayoutEveryExampleTest extends DesignerTestBase {
    @Override
    protected LayoutService layout() {
        return new RendererLayoutService();
    }

    @Test
    void noCardOverlapsAnotherAfterAutomaticLayoutInAnyDesignOfAnyExample() throws IOException {
        assertEquals(List.of(), CardOverlaps.afterAutomaticLayoutEverywhere(this, "auto-"));
    }
}
