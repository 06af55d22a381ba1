package dev.docshape.app.designer;

import dev.docshape.app.designer.layout.LayoutService;
import dev.docshape.app.designer.layout.RendererLayoutService;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.LabelOverlaps;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every example after automatic layout (real graphviz), measured on the screen: no relationship's
 * caption or badge overlaps a card or another caption or badge, and no badge covers the marks at
 * the ends of its line. Screenshots go to {@code target/screenshots/labels-*.png}.
 */
class CanvasLabelsTest extends DesignerTestBase {
    @Override
    protected LayoutService layout() {
        return new RendererLayoutService();
    }

    @Test
    void labelsKeepClearOfCardsAndEachOtherOnEveryExampleAfterAutomaticLayout() throws Exception {
        List<java.nio.file.Path> files;
        try (Stream<java.nio.file.Path> list = Files.list(examplesFolder())) {
            files = list.filter(f -> f.toString().endsWith(".docshape")).sorted().toList();
        }
        assertTrue(files.size() >= 8, "the examples are there: " + files);
        List<String> problems = new ArrayList<>();
        for (java.nio.file.Path file : files) {
            openAndLayOut(file);
            String name = file.getFileName().toString().replace(".docshape", "");
            Shots.save(this, canvas(), "labels-" + name);
            problems.addAll(overlaps(name));
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void aGrowingCardPushesTheLabelsAside() throws Exception {
        openAndLayOut(examplesFolder().resolve("s4-publisher-books.docshape"));
        String parent = project().model().relationships().get(0).parent();
        for (int i = 0; i < 4; i++) interact(() -> vm.editor().fields().addField(parent));
        WaitForAsyncUtils.waitForFxEvents();
        Shots.save(this, canvas(), "labels-grown-card");
        assertEquals(List.of(), overlaps("grown"));
    }

    @Test
    void labelsAreClearAgainWhenACardDraggedAcrossTheOthersIsDropped() throws Exception {
        openAndLayOut(examplesFolder().resolve("s1-person-contacts.docshape"));
        String busiest = vm.diagram().entities().keySet().stream()
                .max(java.util.Comparator.comparingLong(id -> vm.diagram().relationships().values().stream().filter(r -> r.connects(id)).count()))
                .orElseThrow();
        String other = vm.diagram().entities().keySet().stream().filter(id -> !id.equals(busiest)).findFirst().orElseThrow();
        double x = vm.diagram().entity(busiest).x().get();
        double y = vm.diagram().entity(busiest).y().get();
        Point2D grip = centreOf(entityView(busiest).lookup(".entity-name"));
        Point2D across = centreOf(entityView(other));
        // over another card and its lines' labels while the labels are placed frame by frame, then back, and dropped
        drag(grip, javafx.scene.input.MouseButton.PRIMARY).moveTo(grip.add(across.subtract(grip).multiply(0.5)))
                .moveTo(across).moveTo(grip.add(17, 9));
        WaitForAsyncUtils.waitForFxEvents();
        drop();
        WaitForAsyncUtils.waitForFxEvents();
        Shots.save(this, canvas(), "labels-after-drag");
        assertTrue(vm.diagram().entity(busiest).x().get() != x || vm.diagram().entity(busiest).y().get() != y, "the card moved");
        assertEquals(List.of(), overlaps("dragged"));
    }

    @Test
    void aLabelStaysUnderACardPassingOverItAndMovesClearWhenTheCardIsDroppedOnIt() throws Exception {
        openAndLayOut(examplesFolder().resolve("s1-person-contacts.docshape"));
        String dragged = vm.diagram().entities().keySet().iterator().next();
        String other = vm.diagram().relationships().values().stream().filter(r -> !r.connects(dragged)).findFirst()
                .orElseThrow(() -> new AssertionError("a relationship away from " + dragged)).id();
        Bounds before = badgeOf(other);
        Bounds card = entityView(dragged).localToScreen(entityView(dragged).getLayoutBounds());
        Point2D grip = centreOf(entityView(dragged).lookup(".entity-name"));
        Point2D onTheBadge = grip.add(before.getCenterX() - card.getCenterX(), before.getCenterY() - card.getCenterY());
        // decision 0410: the labels of lines that do not move stay put while a card passes over them
        drag(grip, javafx.scene.input.MouseButton.PRIMARY).moveTo(grip.add(onTheBadge.subtract(grip).multiply(0.5))).moveTo(onTheBadge);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before, badgeOf(other), "the badge of " + other + " stays while the card is over it");
        drop();
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(before.equals(badgeOf(other)), "dropped on it, the card sends the badge of " + other + " elsewhere");
        assertEquals(List.of(), overlaps("dropped on a label"));
    }

    /**
     * A card dropped beside a line at the left edge of the diagram sends that line's caption past the leftmost card,
     * to negative canvas units: the canvas grows to hold it, so Fit to Window shows it whole (decision 0549).
     */
    @Test
    void aCaptionSentPastTheLeftmostCardByADropIsShownWholeByFit() {
        show(Models.blog());
        // the tag card, made tall, dropped against the right of the author-posts line, which runs down the left edge
        for (int i = 0; i < 6; i++) interact(() -> vm.editor().fields().addField("tag"));
        WaitForAsyncUtils.waitForFxEvents();
        Bounds badge = badgeOf("author-posts");
        Bounds post = entityView("post").localToScreen(entityView("post").getLayoutBounds());
        Bounds tag = entityView("tag").localToScreen(entityView("tag").getLayoutBounds());
        Point2D grip = centreOf(entityView("tag").lookup(".entity-name"));
        Point2D target = new Point2D(badge.getMaxX() + 12 - tag.getMinX(), post.getMaxY() + 4 - tag.getMinY());
        drag(grip, javafx.scene.input.MouseButton.PRIMARY).moveTo(grip.add(target.multiply(0.5))).moveTo(grip.add(target));
        WaitForAsyncUtils.waitForFxEvents();
        drop();
        WaitForAsyncUtils.waitForFxEvents();
        double leftmostCard = vm.diagram().entities().values().stream().mapToDouble(e -> e.x().get()).min().orElseThrow();
        Node caption = relationshipView("author-posts").lookup(".relationship-label-back");
        Bounds onScreen = caption.localToScene(caption.getLayoutBounds());
        double captionX = canvas().toCanvas(canvas().sceneToLocal(onScreen.getMinX(), onScreen.getMinY()).getX(), 0).getX();
        assertTrue(captionX < Math.min(0, leftmostCard), "the caption went left of every card, to " + captionX + " (cards from " + leftmostCard + ")");

        clickOn("#action-fit");
        WaitForAsyncUtils.waitForFxEvents();
        Shots.save(this, canvas(), "labels-past-the-left-card");
        Bounds[] view = new Bounds[1];
        interact(() -> view[0] = canvas().localToScene(new javafx.geometry.BoundingBox(0, 0, canvas().viewWidth(), canvas().viewHeight())));
        assertEquals(List.of(), LabelOverlaps.pastTheEdge(this, "dropped beside a line", view[0]));
        assertEquals(List.of(), overlaps("dropped beside a line"));
    }

    private Bounds badgeOf(String relationshipId) {
        Bounds[] b = new Bounds[1];
        interact(() -> {
            Node badge = canvas().relationshipView(relationshipId).badge();
            b[0] = badge.localToScreen(badge.getLayoutBounds());
        });
        return b[0];
    }

    private void openAndLayOut(java.nio.file.Path file) throws IOException {
        openFile(file);
        clickOn("#action-auto-layout");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(vm.autoLayout().runningProperty().get(), "layout done");
        WaitForAsyncUtils.waitForFxEvents();
    }

    private List<String> overlaps(String example) {
        return LabelOverlaps.of(this, example);
    }
}
