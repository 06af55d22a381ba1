package dev.docshape.app.designer;

import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.app.testing.FxWait;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.synthetic.SyntheticModels;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15: a 500-entity / 1,000-relationship model opened with File > Open (decision 0514). Fitted into the window at
 * a zoom where no card's text can be read, every entity is on the canvas as a simple card; the window answers a key
 * while the diagram is still being built; an entity found and zoomed in on shows its full card with its fields, and
 * so do its neighbours once the zoom makes them readable.
 */
class LargeDiagramTest extends ImportTestBase {
    private static final int ENTITIES = 500;
    private static final int RELATIONSHIPS = 1_000;
    /** What happened, in the order the JavaFX thread saw it. */
    private final List<String> events = new ArrayList<>();

    @Override
    protected ProjectStore store() {
        return new FileProjectStore();
    }

    @Test
    void a500EntityModelComesInAsCardsWhileTheWindowAnswersAndZoomingInShowsFullCards() throws Exception {
        Project large = SyntheticModels.generate(ENTITIES, RELATIONSHIPS, 10, 42);
        Path file = home.resolve("large-500.docshape");
        store().save(large, file);
        dialogs.openAnswers.add(file);
        Runnable findBoxWatch = () -> {
            if (findBoxShown() && !events.contains("find box shown")) events.add("find box shown");
        };
        interact(() -> {
            canvas().limitBuildSlices(20); // 75 slices or more: the key is pressed while they run
            canvas().building().subscribe((was, is) -> events.add(is ? "build started" : "build ended"));
            window.scene().addEventFilter(KeyEvent.KEY_PRESSED, e -> {
                if (e.getCode() == KeyCode.F && e.isShortcutDown()) events.add("Ctrl+F pressed");
            });
            window.scene().addPostLayoutPulseListener(findBoxWatch);
        });

        push(KeyCode.SHORTCUT, KeyCode.O);
        FxWait.until("the diagram's build starts", () -> events.contains("build started"));
        push(KeyCode.SHORTCUT, KeyCode.F);
        FxWait.until("the build ends", () -> events.contains("build ended"));
        FxWait.until("the status line says the file is open", () -> statusText().equals("Opened large-500.docshape"));
        interact(() -> window.scene().removePostLayoutPulseListener(findBoxWatch));
        List<String> seen = onFx(() -> List.copyOf(events));
        assertEquals(List.of("build started", "Ctrl+F pressed", "find box shown", "build ended"), seen,
                "the find box opened while the diagram was being built");

        double fitted = vm.viewport().zoom().get();
        assertTrue(fitted < EntityView.DETAIL_ZOOM, "the whole model fits only at a zoom too small to read a card: " + fitted);
        Set<String> names = large.model().entities().stream().map(Entity::name).collect(Collectors.toSet());
        assertEquals(ENTITIES, names.size(), "the generator names every entity differently");
        List<EntityView> cards = onFx(this::cardsOnCanvas);
        assertEquals(names, cards.stream().map(Node::getAccessibleText).collect(Collectors.toSet()),
                "every entity is on the canvas as a card, by name");
        List<String> full = onFx(() -> cards.stream().filter(card -> card.detailed() && !card.isHover())
                .map(card -> card.getAccessibleText() + (card.viewModel().selected().get() ? " (selected)" : "")).toList());
        assertEquals(List.of(), full, "at this zoom every card is a simple box, but the one under the pointer");
        assertTrue(onFx(() -> large.model().relationships().stream().map(r -> canvas().relationshipViewIfMade(r.id()))
                .filter(line -> line != null && line.getScene() != null).noneMatch(line -> line.badge().isVisible())),
                "no relationship's badge is drawn where it cannot be read");
        Shots.save(this, canvas(), "large-diagram-fitted");

        // the find box is still open: a name, Enter; the entity is selected, centred, and shows its full card
        Entity target = large.model().entities().get(262);
        write(target.name());
        type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Set.of(target.id()), Set.copyOf(vm.selection().entities()));
        assertTrue(entityView(target.id()).detailed(), "the selected card is a full card");
        assertEquals(target.fields().stream().map(Field::name).toList(), fieldsShown(target.id()));

        // zoomed in until cards can be read: an unselected card next to it is full too, with its fields
        clickOn(canvas(), javafx.scene.input.MouseButton.PRIMARY); // focus back on the canvas, on empty space or a card
        while (vm.viewport().zoom().get() < EntityView.DETAIL_ZOOM) {
            push(KeyCode.SHORTCUT, KeyCode.EQUALS);
            WaitForAsyncUtils.waitForFxEvents();
        }
        interact(() -> canvas().centreOn(target.id()));
        WaitForAsyncUtils.waitForFxEvents();
        Entity neighbour = onFx(() -> large.model().entities().stream()
                .filter(e -> !vm.selection().entities().contains(e.id()))
                .filter(e -> canvas().visibleArea().contains(centreOf(e)))
                .findFirst().orElseThrow(() -> new AssertionError("no other card in view")));
        FxWait.until("the card next to it is a full card", () -> {
            EntityView card = canvas().entityViewIfMade(neighbour.id());
            return card != null && card.getScene() != null && card.detailed();
        });
        assertEquals(neighbour.fields().stream().map(Field::name).toList(), fieldsShown(neighbour.id()));
        Shots.save(this, canvas(), "large-diagram-readable");
        push(KeyCode.SHORTCUT, KeyCode.DIGIT0);
        WaitForAsyncUtils.waitForFxEvents();
        Shots.save(this, canvas(), "large-diagram-actual-size");
        for (int i = 0; i < 7; i++) push(KeyCode.SHORTCUT, KeyCode.MINUS);
        WaitForAsyncUtils.waitForFxEvents();
        Shots.save(this, canvas(), "large-diagram-names"); // between: boxes with their names
    }

    private javafx.geometry.Point2D centreOf(Entity e) {
        var card = vm.diagram().entity(e.id());
        return new javafx.geometry.Point2D(card.centerX(), card.centerY());
    }

    private boolean findBoxShown() {
        Node finder = window.scene().lookup("#entity-finder");
        return finder != null && finder.isVisible() && finder.getScene() != null;
    }

    /** The cards in the canvas's scene graph, as a user's screen reader would list them. */
    private List<EntityView> cardsOnCanvas() {
        return canvas().lookupAll(".entity").stream().filter(EntityView.class::isInstance).map(EntityView.class::cast)
                .filter(card -> card.isVisible() && card.getScene() != null).toList();
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> ask) throws Exception {
        return WaitForAsyncUtils.asyncFx(ask).get();
    }

}
