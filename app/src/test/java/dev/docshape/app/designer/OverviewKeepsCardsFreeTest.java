package dev.docshape.app.designer;

import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15, decision 0548: the overview (minimap) in the canvas's bottom right corner covered the cards under it after
 * Fit to Window and in the first view of an opened file. Now, on every example and workload, at the first size of the
 * window, a low one and small ones, no card's bounds meet the overview's after the file is opened and after Fit.
 */
class OverviewKeepsCardsFreeTest extends WindowLayoutTestBase {
    /** The first window, a low one (half a laptop's screen: event-tickets had its customer card under the overview after Fit), small ones. */
    private static final double[][] SIZES = {{1280, 800}, {1280, 600}, {1152, 720}, {1008, 652}};

    @Test
    void noCardIsUnderTheOverviewAfterOpeningOrFitOnAnyExample() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path folder : List.of(examplesFolder(), examplesFolder().resolve("workloads"))) {
            try (Stream<Path> listed = Files.list(folder)) {
                listed.filter(p -> p.toString().endsWith(".docshape")).sorted().forEach(files::add);
            }
        }
        assertTrue(files.size() >= 14, "the seed examples and the workloads: " + files);
        TreeMap<String, String> covered = new TreeMap<>();
        for (double[] size : SIZES) {
            resizeWindow(size[0], size[1]);
            for (Path file : files) {
                String at = file.getFileName() + " at " + (int) size[0] + "x" + (int) size[1];
                openFile(file);
                covered.putAll(cardsUnderTheOverview(at + ", opened"));
                clickOn(canvas());
                push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.F);
                WaitForAsyncUtils.waitForFxEvents();
                covered.putAll(cardsUnderTheOverview(at + ", after Fit"));
            }
        }
        assertEquals(new TreeMap<>(), covered, "no card under the overview");
    }
}
