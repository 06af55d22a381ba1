package dev.docshape.app.designer;

import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 15, decision 0539: the window resized from a 1,024 x 700 screen's 1,008 x 652 to 1,280 x 800, light and dark,
 * every tab of the side panel shown. At 1,008 px the side panel kept 500 px and the 200 px minimap took a large part
 * of the canvas beside it; now the panel takes 40 % of the window (440 to 500 px), the minimap a fifth of the canvas
 * (60 to 200 px), every tab header stays in view and no tab scrolls sideways. (The test's screen is 1,280 x 800;
 * larger windows were looked at under Xvfb.)
 */
class WindowSizesTest extends WindowLayoutTestBase {
    private static final double[][] SIZES = {{1008, 652}, {1152, 720}, {1280, 800}};

    @Test
    void atEachSizeThePanelTheCanvasAndTheMinimapTakeTheirShares() throws Exception {
        openWorkload("event-tickets");
        TreeMap<String, String> faults = new TreeMap<>();
        for (double[] size : SIZES) {
            resizeWindow(size[0], size[1]);
            interact(() -> canvas().fitToWindow());
            WaitForAsyncUtils.waitForFxEvents();
            faults.putAll(faultsAt((int) size[0] + "x" + (int) size[1]));
        }
        assertEquals(new TreeMap<>(), faults, "the panel, the canvas and the minimap at their shares; every tab header in view; "
                + "no sideways scroll bar in any tab");
    }
}
