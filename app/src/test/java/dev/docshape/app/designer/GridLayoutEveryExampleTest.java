package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.CardOverlaps;
import dev.docshape.app.designer.testing.DesignerTestBase;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The designer tests' own Automatic Layout (a grid in model order, fast and without graphviz), on every design of every
 * shipped example, measured as drawn: rows as tall as their tallest card and columns as wide as their widest, so no
 * card overlaps another and what those tests see after a layout is what a user sees (decision 0551). Screenshots go
 * to {@code target/screenshots/grid-EXAMPLE-DESIGN.png}.
 */
class GridLayoutEveryExampleTest extends DesignerTestBase {
    @Test
    void noCardOverlapsAnotherAfterTheTestsGridLayoutInAnyDesignOfAnyExample() throws IOException {
        assertEquals(List.of(), CardOverlaps.afterAutomaticLayoutEverywhere(this, "grid-"));
    }
}
