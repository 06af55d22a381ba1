package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.LabelOverlaps;
import dev.docshape.app.designer.testing.Shots;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every shipped example (the seed examples and the workloads) opened as File > Open opens it, with the layout stored
 * in its file: no relationship's caption or badge overlaps a card or another caption or badge, and none is cut at
 * the edge of the canvas's view. Screenshots go to {@code target/screenshots/stored-*.png}.
 */
class StoredLayoutLabelsTest extends DesignerTestBase {

    @Test
    void labelsKeepClearOfCardsEachOtherAndTheCanvasEdgeInEveryExampleAsStored() throws IOException {
        List<Path> files = exampleFiles();
        assertTrue(files.size() >= 14, "the seed examples and the workloads are there: " + files);
        List<String> problems = new ArrayList<>();
        for (Path file : files) {
            openFile(file);
            String name = file.getFileName().toString().replace(".docshape", "");
            Shots.save(this, canvas(), "stored-" + name);
            problems.addAll(LabelOverlaps.of(this, name));
            problems.addAll(LabelOverlaps.pastTheEdge(this, name, view()));
        }
        assertEquals(List.of(), problems);
    }

    private static List<Path> exampleFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path folder : List.of(examplesFolder(), examplesFolder().resolve("workloads"))) {
            try (Stream<Path> list = Files.list(folder)) {
                list.filter(f -> f.toString().endsWith(".docshape")).sorted().forEach(files::add);
            }
        }
        return files;
    }

    /** The canvas's view in scene coordinates: its area less the scroll bars. */
    private Bounds view() {
        Bounds[] b = new Bounds[1];
        interact(() -> b[0] = canvas().localToScene(new BoundingBox(0, 0, canvas().viewWidth(), canvas().viewHeight())));
        return b[0];
    }
}
