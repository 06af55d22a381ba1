package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.imports.ReviewedRelationship;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.app.ui.dialogs.DialogService.SaveChoice;
import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.Reference;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.text.Text;
import javafx.stage.PopupWindow;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the import journeys share: the File > Import menu, the review's rows, combo boxes, the model on the canvas. */
abstract class ImportTestBase extends DesignerTestBase {
    /** The workloads' sources: SQL dumps, and folders of exported documents. */
    static final Path WORKLOADS = Path.of("..", "examples", "workloads");

    /** The documents exported for a workload, in {@code examples/workloads/FOLDER}. */
    static List<Path> documents(String folder) {
        try (java.util.stream.Stream<Path> list = Files.list(WORKLOADS.resolve(folder))) {
            return list.filter(f -> f.toString().endsWith(".json")).sorted().map(Path::toAbsolutePath).toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Path resource(String name) {
        try {
            return Path.of(ImportTestBase.class.getResource("/imports/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    void menu(String item) throws Exception {
        clickOn("File");
        clickShown("Import");
        moveTo(shownLabel("SQL Schema…")); // along the submenu's first row: a diagonal path would cross Quit and close it
        clickShown(item);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Clicks the menu entry {@code text}. A menu's popup may lay its entries out anew while it opens,
     * so the entry is looked up again when the pointer has reached it.
     */
    private void clickShown(String text) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                moveTo(shownLabel(text));
                WaitForAsyncUtils.waitForFxEvents();
                clickOn(shownLabel(text));
                return;
            } catch (RuntimeException e) {
                if (attempt == 3) throw e;
            }
        }
    }

    /** The label with {@code text} in a menu that is showing. */
    private Node shownLabel(String text) throws Exception {
        FxWait.until("a label '" + text + "'", () -> shownLabelOrNull(text) != null);
        return shownLabelOrNull(text);
    }

    private Node shownLabelOrNull(String text) {
        return lookup(".context-menu .label").match((Label l) -> text.equals(l.getText()) && l.getScene() != null
                && l.getScene().getWindow() != null && l.getScene().getWindow().isShowing() && l.isVisible()).tryQuery().orElse(null);
    }

    /** The review's row for the relationship whose subject starts with {@code subject}. */
    ListCell<?> row(String subject) throws Exception {
        FxWait.until("a row about " + subject, () -> rowOrNull(subject) != null);
        return rowOrNull(subject);
    }

    private ListCell<?> rowOrNull(String subject) {
        return lookup("#review-relationships .list-cell").match((ListCell<?> c) -> c.getItem() instanceof ReviewedRelationship r
                && r.found().subject().startsWith(subject)).tryQuery().map(n -> (ListCell<?>) n).orElse(null);
    }

    /** Picks {@code text} in a combo box as a user does: open it, click the entry. */
    void choose(Node combo, String text) {
        clickOn(combo);
        WaitForAsyncUtils.waitForFxEvents();
        Node entry = lookup(".list-cell").match((ListCell<?> c) -> text.equals(c.getText())
                && c.getScene().getWindow() instanceof PopupWindow).query();
        clickOn(entry);
        WaitForAsyncUtils.waitForFxEvents();
    }

    static Map<String, Entity> byName(Project project) {
        return project.model().entities().stream().collect(Collectors.toMap(Entity::name, Function.identity()));
    }

    static Relationship between(Project project, String parent, String child) {
        Map<String, Entity> entities = byName(project);
        if (!entities.containsKey(parent) || !entities.containsKey(child)) throw new AssertionError("entities: " + entities.keySet());
        return project.model().relationships().stream()
                .filter(r -> r.parent().equals(entities.get(parent).id()) && r.child().equals(entities.get(child).id()))
                .findFirst().orElse(null);
    }

    /** Every entity of the model is drawn on the canvas under its name. */
    void assertOnCanvas(Project project) {
        for (Entity e : project.model().entities()) {
            assertNotNull(entityView(e.id()), e.name() + " is on the canvas");
            assertEquals(e.name(), entityCard(e.id()).lookup(".entity-name").queryAs(Text.class).getText());
        }
    }

}
