package dev.docshape.app.designer;

import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.app.testing.FxWait;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.scene.shape.Path;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A field's description on the card (decision 0578): the pointer on a described field's row shows the description in a
 * tooltip, a small mark in the card's left margin tells which rows have one, and no card grows for it.
 */
class FieldDescriptionOnCardTest extends DesignerTestBase {
    private static final String BODY = "The post's text as HTML, cleaned before it is kept";

    private static Project describedBody() {
        return Models.blogWithPostFields(fields -> {
            fields.set(1, fields.get(1).withDescription(BODY));
            return fields;
        });
    }

    @Test
    void thePointerOnADescribedRowShowsItsDescriptionAndAMarkTellsWhichRowsHaveOne() {
        show(describedBody());
        EntityView card = entityView("post");
        Node marks = entityCard("post").lookup(".field-description-marks").query();
        assertTrue(marks.isVisible(), "a card with a described field marks it");
        Bounds mark = marks.localToScreen(marks.getBoundsInLocal());
        Bounds names = entityCard("post").lookup(".field-names").query().localToScreen(
                entityCard("post").lookup(".field-names").query().getBoundsInLocal());
        Bounds cardBounds = card.localToScreen(card.getBoundsInLocal());
        assertTrue(mark.getMaxX() <= names.getMinX() && mark.getMinX() >= cardBounds.getMinX(), "in the margin left of the names");
        double body = fieldPoint("post", 1, false).getY();
        assertTrue(Math.abs(mark.getCenterY() - body) < 4, "beside body's row: mark at " + mark.getCenterY() + ", row at " + body);
        assertEquals(1, ((Path) marks).getElements().stream().filter(e -> e instanceof javafx.scene.shape.MoveTo).count(), "one row marked");
        Shots.save(this, card, "field-description-on-card", 2);

        moveTo(fieldPoint("post", 1, false));
        moveBy(3, 0);
        FxWait.until("the description's tooltip", () -> shownTip().map(t -> t.getText().contains(BODY)).orElse(false));
        assertEquals("body: " + BODY, shownTip().orElseThrow().getText());

        moveTo(fieldPoint("post", 0, false));
        moveBy(3, 0);
        WaitForAsyncUtils.waitForFxEvents();
        FxWait.until("no description on title's row", () -> shownTip().map(t -> !t.getText().contains(BODY)).orElse(true));
    }

    @Test
    void describingEveryFieldOfEveryExampleWidensNoCard() throws Exception {
        List<java.nio.file.Path> files = new ArrayList<>();
        try (Stream<java.nio.file.Path> all = Stream.concat(Files.list(examplesFolder()), Files.list(examplesFolder().resolve("workloads")))) {
            all.filter(p -> p.toString().endsWith(".docshape")).sorted().forEach(files::add);
        }
        assertTrue(files.size() >= 8, "the examples: " + files);
        int marked = 0;
        for (java.nio.file.Path file : files) {
            Project plain = new FileProjectStore().load(file);
            show(plain);
            Map<String, Double> before = widths(plain);
            Project described = plain.withModel(plain.model().withEntities(plain.model().entities().stream()
                    .map(e -> e.withFields(e.fields().stream().map(f -> f.withDescription("What " + f.name() + " holds, in words")).toList()))
                    .toList()));
            show(described);
            assertEquals(before, widths(described), file.getFileName() + ": every card as wide as before");
            for (Entity e : described.model().entities()) {
                if (!e.fields().isEmpty() && entityView(e.id()).lookup(".field-description-marks") != null) marked++;
            }
        }
        assertTrue(marked > 0, "the marks are drawn");
    }

    private Map<String, Double> widths(Project p) {
        Map<String, Double> widths = new LinkedHashMap<>();
        for (Entity e : p.model().entities()) {
            EntityView card = entityView(e.id());
            widths.put(e.id(), onFx(() -> {
                card.applyCss();
                return card.prefWidth(-1);
            }));
        }
        return widths;
    }

    private static Optional<Tooltip> shownTip() {
        return onFx(() -> Window.getWindows().stream()
                .filter(w -> w instanceof Tooltip && w.isShowing()).map(Tooltip.class::cast).findFirst());
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> ask) {
        try {
            if (javafx.application.Platform.isFxApplicationThread()) return ask.call();
            return WaitForAsyncUtils.asyncFx(ask).get();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
