package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.LabelOverlaps;
import dev.docshape.app.designer.testing.ShippedExamples;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Design;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every shipped example (the seed examples and the workloads) opened as File > Open opens it, with the layout stored
 * in its file, and each of its designs picked in turn from the toolbar: no relationship's caption or badge overlaps a
 * card or another caption or badge, and none is cut at the edge of the canvas's view. Screenshots go to
 * {@code target/screenshots/stored-EXAMPLE-DESIGN.png}.
 */
class StoredLayoutLabelsTest extends DesignerTestBase {

    @Test
    void labelsKeepClearOfCardsEachOtherAndTheCanvasEdgeInEveryDesignOfEveryExampleAsStored() throws IOException {
        List<Path> files = ShippedExamples.files();
        assertTrue(files.size() >= 14, "the seed examples and the workloads are there: " + files);
        List<String> problems = new ArrayList<>();
        for (Path file : files) {
            openFile(file);
            String example = ShippedExamples.name(file);
            for (Design design : project().designs()) {
                ShippedExamples.pick(this, design.name());
                String name = example + " (" + design.name() + ")";
                Shots.save(this, canvas(), "stored-" + example + "-" + design.name());
                problems.addAll(LabelOverlaps.of(this, name));
                problems.addAll(LabelOverlaps.pastTheEdge(this, name, canvasView()));
            }
        }
        assertEquals(List.of(), problems);
    }
}
