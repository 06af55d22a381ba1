package dev.docshape.app.designer;

import dev.docshape.app.designer.canvas.DiagramCanvas;
import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.layout.AutoLayout;
import dev.docshape.app.designer.layout.LayoutService;
import dev.docshape.app.designer.layout.RendererLayoutService;
import dev.docshape.app.designer.testing.CardOverlaps;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.app.testing.FxWait;
import dev.docshape.app.ui.dialogs.DialogService.SaveChoice;
import dev.docshape.model.Position;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An import opens with its cards laid out in the first frame that shows them: every frame from the click on Create
 * until the diagram is laid out and fitted is looked at (after each pulse's layout), and none shows two cards over each
 * other; Cancel while the layout runs leaves the cards on a grid, never piled (decision 0568). The layout runs on its
 * own thread, as in the application.
 */
class ImportFirstFrameTest extends ImportTestBase {
    /** Holds the layout until the test lets it go (the Cancel case); open by default. */
    private volatile CountDownLatch gate = new CountDownLatch(0);

    @Override
    protected LayoutService layout() {
        LayoutService graphviz = new RendererLayoutService();
        return new LayoutService() {
            @Override
            public Map<String, Position> layout(dev.docshape.model.DataModel model, dev.docshape.model.Design design, Map<String, Size> sizes) throws Exception {
                return layout(model, design, sizes, 0);
            }

            @Override
            public Map<String, Position> layout(dev.docshape.model.DataModel model, dev.docshape.model.Design design, Map<String, Size> sizes,
                                                double aspect) throws Exception {
                Map<String, Position> laid = graphviz.layout(model, design, sizes, aspect);
                assertTrue(gate.await(2, TimeUnit.MINUTES), "the test let the layout end");
                return laid;
            }
        };
    }

    @Override
    protected DesignerServices services() {
        return servicesWithBackgroundThreads();
    }

    @Test
    void noFrameShowsImportedCardsOverEachOther() throws Exception {
        List<String> seen = new ArrayList<>();
        seen.addAll(framesWhileImporting("SQL Schema…", List.of(WORKLOADS.resolve("issue-tracker.sql").toAbsolutePath()), "issue-tracker", true));
        seen.addAll(framesWhileImporting("JSON Documents…", documents("iot-fleet-documents"), "iot-fleet", false));
        assertEquals(List.of(), seen);
    }

    @Test
    void cancelWhileTheLayoutRunsLeavesTheCardsOnAGrid() throws Exception {
        gate = new CountDownLatch(1);
        importThroughWizard("SQL Schema…", List.of(WORKLOADS.resolve("issue-tracker.sql").toAbsolutePath()), true);
        FxWait.until("Cancel shown over the canvas", () -> lookup("#placing-cancel").tryQuery().map(Node::isVisible).orElse(false)
                && visible(lookup("#placing-cancel").query()));
        assertFalse(visible(canvas().lookup(".entity")), "no card is shown while the layout runs");
        clickOn("#placing-cancel");
        WaitForAsyncUtils.waitForFxEvents();
        FxWait.until("the cards shown", () -> !vm.autoLayout().placingProperty().get() && anyCardShown());
        WaitForAsyncUtils.waitForFxEvents();
        Shots.save(this, canvas(), "import-cancelled");
        assertFalse(AutoLayout.unplaced(project().model()), "the cards have places");
        assertEquals(List.of(), CardOverlaps.of(this, "cancelled"));
        assertEquals("Automatic layout", vm.document().undoDescriptionProperty().get());
        Map<String, Position> onGrid = positions();
        gate.countDown();
        FxWait.until("the layout's end", () -> !vm.autoLayout().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(onGrid, positions(), "the layout that came after Cancel was dropped");
        assertFalse(visible(lookup("#placing-cancel").query()), "Cancel gone");
    }

    /** Every frame shown from Create until the import is laid out and shown: the ones with cards over cards. */
    private List<String> framesWhileImporting(String menuItem, List<Path> files, String source, boolean first) throws Exception {
        List<String> overlapping = new ArrayList<>();
        int[] framesWithCards = {0};
        long[] piled = {0, 0}; // when the first and the last frame with cards over cards were laid out (the figure of 0568)
        Scene scene = canvas().getScene();
        Runnable look = () -> {
            Map<String, Bounds> shown = shownCards();
            if (!shown.isEmpty()) framesWithCards[0]++;
            String pair = firstOverlap(shown);
            if (pair != null && piled[0] == 0) piled[0] = System.nanoTime();
            if (pair != null) piled[1] = System.nanoTime();
            if (pair != null) overlapping.add(source + ", frame " + framesWithCards[0] + ": " + pair + " (" + shown.size() + " cards shown)");
        };
        interact(() -> scene.addPostLayoutPulseListener(look));
        try {
            importThroughWizard(menuItem, files, first);
            FxWait.until("the layout of " + source, () -> vm.diagram().entities().size() > 1
                    && !vm.autoLayout().placingProperty().get() && !vm.autoLayout().runningProperty().get() && anyCardShown());
            WaitForAsyncUtils.waitForFxEvents();
            interact(() -> { }); // one more pulse with the fitted view
            WaitForAsyncUtils.waitForFxEvents();
        } finally {
            interact(() -> scene.removePostLayoutPulseListener(look));
        }
        Shots.save(this, canvas(), "import-first-frame-" + source);
        assertTrue(framesWithCards[0] > 0, source + ": the cards were shown at last");
        assertEquals(List.of(), CardOverlaps.of(this, source));
        assertReadable(source);
        if (overlapping.isEmpty()) return overlapping;
        return List.of(overlapping.get(0), source + ": " + overlapping.size() + " frames with cards over cards, from the first to the last "
                + TimeUnit.NANOSECONDS.toMillis(piled[1] - piled[0]) + " ms");
    }

    /**
     * Opened at a zoom whose text can be read (a field name of 12.5 px at 9 px or more): a diagram larger than the
     * window is not shown whole as a sketch (decision 0568); where it opens is {@code ImportFirstViewTest}'s (0576).
     */
    private void assertReadable(String source) {
        double zoom = vm.viewport().zoom().get();
        System.out.printf("%s opens at %.0f %% in a canvas of %.0f x %.0f%n", source, zoom * 100, canvas().viewWidth(), canvas().viewHeight());
        assertTrue(zoom >= DiagramCanvas.READABLE_ZOOM - 1e-9, source + " opens at a readable zoom, not " + zoom);
    }

    private void importThroughWizard(String menuItem, List<Path> files, boolean first) throws Exception {
        dialogs.importAnswers.add(files);
        if (menuItem.startsWith("SQL")) dialogs.answerChoice("Detect automatically");
        if (!first) dialogs.saveAnswers.add(SaveChoice.DISCARD);
        menu(menuItem);
        FxWait.until("the review", () -> lookup("#review-create").tryQuery().map(n -> !n.isDisabled()).orElse(false));
        Node create = lookup("#review-create").query();
        clickOn(create);
    }

    /** The cards a frame shows (made, in the scene graph, visible down from the window), in scene coordinates. */
    private Map<String, Bounds> shownCards() {
        Map<String, Bounds> shown = new TreeMap<>();
        for (String id : vm.diagram().entities().keySet()) {
            EntityView card = canvas().entityViewIfMade(id);
            if (card != null && visible(card)) shown.put(id, card.localToScene(card.getLayoutBounds()));
        }
        return shown;
    }

    private boolean anyCardShown() {
        boolean[] any = {false};
        interact(() -> any[0] = !shownCards().isEmpty());
        return any[0];
    }

    private static String firstOverlap(Map<String, Bounds> cards) {
        List<Map.Entry<String, Bounds>> all = List.copyOf(cards.entrySet());
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                if (all.get(i).getValue().intersects(all.get(j).getValue())) return all.get(i).getKey() + " over " + all.get(j).getKey();
            }
        }
        return null;
    }

    /** Whether a node is drawn: in a scene, and it and every node above it visible. */
    private static boolean visible(Node node) {
        if (node == null || node.getScene() == null) return false;
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible() || n.getOpacity() == 0) return false;
        }
        return true;
    }

    private Map<String, Position> positions() {
        Map<String, Position> at = new TreeMap<>();
        project().model().entities().forEach(e -> at.put(e.id(), e.position()));
        return at;
    }
}
