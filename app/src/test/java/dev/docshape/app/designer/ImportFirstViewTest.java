package dev.docshape.app.designer;

import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.layout.LayoutService;
import dev.docshape.app.designer.layout.RendererLayoutService;
import dev.docshape.app.designer.testing.CardOverlaps;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.app.testing.FxWait;
import dev.docshape.app.ui.dialogs.DialogService.SaveChoice;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Position;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * How an import first looks in a landscape window (decision 0576): its layout is shaped like the window, so Fit shows
 * it filling most of the view; opened at a readable zoom it shows its most connected entity in the middle; and the
 * status line says it is opening until it is shown, then what came in (or why its cards are on a grid). The layout is
 * real graphviz on its own thread, as in the application.
 */
class ImportFirstViewTest extends ImportTestBase {
    /**
     * The share of the view the fitted diagram's cards should span, at the least: the issue tracker, ranked top-down,
     * spanned 21 % of a canvas of 765 x 487 (decision 0576).
     */
    private static final double FILLED = 0.4;
    private volatile boolean layoutFails;

    @Override
    protected LayoutService layout() {
        LayoutService graphviz = new RendererLayoutService();
        return new LayoutService() {
            @Override
            public Map<String, Position> layout(DataModel model, Design design, Map<String, Size> sizes) throws Exception {
                return layout(model, design, sizes, 0);
            }

            @Override
            public Map<String, Position> layout(DataModel model, Design design, Map<String, Size> sizes, double aspect) throws Exception {
                if (layoutFails) throw new Exception("the graphviz engine stopped");
                return graphviz.layout(model, design, sizes, aspect);
            }
        };
    }

    @Override
    protected DesignerServices services() {
        return servicesWithBackgroundThreads();
    }

    /** A landscape window: the canvas about 1.6 times as wide as it is high. */
    private void landscape() {
        resizeWindow(1280, 600);
        System.out.printf("canvas %.0f x %.0f%n", canvas().viewWidth(), canvas().viewHeight());
    }

    @Test
    void eachImportFitsTheLandscapeWindowItOpensIn() throws Exception {
        List<String> problems = new ArrayList<>();
        forEachImport(source -> {
            clickOn("#action-fit");
            WaitForAsyncUtils.waitForFxEvents();
            Shots.save(this, canvas(), "import-fitted-" + source.name);
            double share = shareOfViewSpanned();
            System.out.printf("%s fitted: its cards span %.0f %% of the view at %.0f %%%n", source.name, share * 100,
                    vm.viewport().zoom().get() * 100);
            if (share < FILLED) problems.add(source.name + " spans " + Math.round(share * 100) + " % of the view when fitted");
            problems.addAll(CardOverlaps.of(this, source.name));
        });
        assertEquals(List.of(), problems);
    }

    @Test
    void aLargeImportOpensReadableOnItsMostConnectedEntity() throws Exception {
        List<String> problems = new ArrayList<>();
        forEachImport(source -> {
            Shots.save(this, canvas(), "import-first-view-" + source.name);
            double zoom = vm.viewport().zoom().get();
            Bounds view = canvas().visibleArea();
            EntityViewModel hub = mostConnected();
            boolean whole = view.contains(cardsExtent());
            System.out.printf("%s opens at %.0f %%, %s; %s in view: %s%n", source.name, zoom * 100, whole ? "whole" : "in part",
                    hub.entity().name(), view.contains(hub.x().get(), hub.y().get(), hub.width().get(), hub.height().get()));
            if (zoom < 0.72 - 1e-9) problems.add(source.name + " opens at " + Math.round(zoom * 100) + " %, too small to read");
            if (!whole) {
                double offX = Math.abs(hub.centerX() - view.getMinX() - view.getWidth() / 2) / view.getWidth();
                double offY = Math.abs(hub.centerY() - view.getMinY() - view.getHeight() / 2) / view.getHeight();
                if (!view.contains(hub.x().get(), hub.y().get(), hub.width().get(), hub.height().get()) || offX > 0.25 || offY > 0.25) {
                    problems.add(source.name + ": its most connected entity " + hub.entity().name() + " is not in the middle of "
                            + view + " but at " + hub.centerX() + ", " + hub.centerY());
                }
            }
        });
        assertEquals(List.of(), problems);
    }

    @Test
    void theStatusLineSaysOpeningUntilTheImportIsShownThenWhatCameIn() throws Exception {
        List<String> said = statusWhileImporting();
        assertEquals("Imported 7 entities from issue-tracker.sql (not saved yet)", said.get(said.size() - 1), "said: " + said);
        assertEquals(List.of("Opening issue-tracker…", "Imported 7 entities from issue-tracker.sql (not saved yet)"),
                said.subList(said.indexOf("Opening issue-tracker…"), said.size()), "said: " + said);
        assertFalse(vm.autoLayout().placingProperty().get());
    }

    @Test
    void aLayoutThatFailsIsToldAfterTheImportIsShown() throws Exception {
        layoutFails = true;
        List<String> said = statusWhileImporting();
        assertEquals("Automatic layout failed: the graphviz engine stopped; the entities were put on a grid",
                said.get(said.size() - 1), "said: " + said);
        assertFalse(said.contains(MainViewModel.HINT), "no hint in between: " + said);
        assertEquals(List.of(), CardOverlaps.of(this, "on a grid"));
    }

    /** In a landscape window, imports each of the three in turn and runs {@code check} once it is shown. */
    private void forEachImport(java.util.function.Consumer<Import> check) throws Exception {
        landscape();
        boolean first = true;
        for (Import source : Import.values()) {
            imported(source, first);
            first = false;
            check.accept(source);
        }
    }

    /** The status line's texts, each change once, from Create until the import is shown and the status line rests. */
    private List<String> statusWhileImporting() throws Exception {
        List<String> said = new ArrayList<>();
        javafx.beans.value.ChangeListener<String> listen = (obs, was, now) -> said.add(now);
        interact(() -> lookup("#status-message").queryLabeled().textProperty().addListener(listen));
        imported(Import.ISSUE_TRACKER, true);
        FxWait.until("the status line to speak of the import", () -> {
            String now = statusText();
            return now.startsWith("Imported") || now.startsWith("Automatic layout failed");
        });
        WaitForAsyncUtils.waitForFxEvents();
        interact(() -> lookup("#status-message").queryLabeled().textProperty().removeListener(listen));
        List<String> copy = new ArrayList<>();
        interact(() -> copy.addAll(said));
        return copy;
    }

    /** The three imports of the workloads. */
    private enum Import {
        ISSUE_TRACKER("issue-tracker", "SQL Schema…"),
        RIDE_HAILING("ride-hailing-documents", "JSON Documents…"),
        IOT_FLEET("iot-fleet-documents", "JSON Documents…");

        final String name;
        final String menuItem;

        Import(String name, String menuItem) {
            this.name = name;
            this.menuItem = menuItem;
        }

        List<Path> files() {
            return this == ISSUE_TRACKER ? List.of(WORKLOADS.resolve("issue-tracker.sql").toAbsolutePath()) : documents(name);
        }
    }

    /** Imports through the wizard and waits until the diagram is laid out, shown and the opening said done. */
    private void imported(Import source, boolean first) throws Exception {
        dialogs.importAnswers.add(source.files());
        if (!first) dialogs.saveAnswers.add(SaveChoice.DISCARD);
        if (source == Import.ISSUE_TRACKER) dialogs.answerChoice("Detect automatically");
        menu(source.menuItem);
        FxWait.until("the review", () -> lookup("#review-create").tryQuery().map(n -> !n.isDisabled()).orElse(false));
        Node create = lookup("#review-create").query();
        clickOn(create);
        FxWait.until("the import of " + source.name + " shown", () -> vm.diagram().entities().size() > 1
                && !vm.autoLayout().placingProperty().get() && !vm.autoLayout().runningProperty().get()
                && canvas().lookup(".entity") != null && !canvas().building().get()
                && !statusText().startsWith("Opening"));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** How much of the view the cards span: the box around them on the screen, clipped to the view, over the view. */
    private double shareOfViewSpanned() {
        Bounds cards = cardsExtent();
        Bounds view = canvas().visibleArea();
        double w = Math.min(cards.getMaxX(), view.getMaxX()) - Math.max(cards.getMinX(), view.getMinX());
        double h = Math.min(cards.getMaxY(), view.getMaxY()) - Math.max(cards.getMinY(), view.getMinY());
        return Math.max(0, w) * Math.max(0, h) / (view.getWidth() * view.getHeight());
    }

    /** The box around every card, in canvas units. */
    private Bounds cardsExtent() {
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (EntityViewModel e : vm.diagram().entities().values()) {
            minX = Math.min(minX, e.x().get());
            minY = Math.min(minY, e.y().get());
            maxX = Math.max(maxX, e.x().get() + e.width().get());
            maxY = Math.max(maxY, e.y().get() + e.height().get());
        }
        return new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }

    /** The entity with most relationships (the first of the model among equals). */
    private EntityViewModel mostConnected() {
        Map<String, Integer> ends = new HashMap<>();
        project().model().relationships().forEach(r -> {
            ends.merge(r.parent(), 1, Integer::sum);
            ends.merge(r.child(), 1, Integer::sum);
        });
        EntityViewModel hub = null;
        for (var e : project().model().entities()) {
            EntityViewModel vmE = vm.diagram().entity(e.id());
            if (hub == null || ends.getOrDefault(e.id(), 0) > ends.getOrDefault(hub.id(), 0)) hub = vmE;
        }
        assertTrue(hub != null, "the import has entities");
        return hub;
    }
}
