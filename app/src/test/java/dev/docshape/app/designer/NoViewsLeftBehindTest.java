package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.canvas.RelationshipView;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.shape.Path;
import javafx.scene.shape.PathElement;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A view leaves the canvas with everything it listened to (decision 0391): a deleted relationship's
 * line is no longer moved when its former cards are dragged and nothing keeps it alive, and the views
 * of the projects opened before the current one, and of the one File > New replaces, are gone, so a
 * day of opening projects does not pile up views that are still updated.
 */
class NoViewsLeftBehindTest extends DesignerTestBase {
    /** Collections asked for before giving up: each is a full GC, so this is generous, not a wait for time. */
    private static final int GC_ROUNDS = 40;

    @Override
    protected ProjectStore store() {
        return new FileProjectStore();
    }

    @Test
    void aDeletedRelationshipIsNotRedrawnWhenItsFormerCardsAreDraggedAndIsLetGo() {
        show(Models.blog());
        RelationshipView deleted = relationshipView("author-posts");
        clickRelationship("author-posts");
        assertEquals(java.util.Set.of("author-posts"), java.util.Set.copyOf(vm.selection().relationships()), "the line is selected");
        push(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(relationshipView("author-posts"), "the relationship is deleted");
        List<PathElement> drawn = lineOf(deleted);

        for (String end : List.of("author", "post")) {
            drag(nameOnCard(end), MouseButton.PRIMARY).moveBy(40, 30).moveBy(60, 20);
            WaitForAsyncUtils.waitForFxEvents();
            drop();
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertTrue(positionOf("author").x() > 60 + 50, "the author card was dragged");
        assertEquals(drawn, lineOf(deleted), "the deleted line was not drawn again when its former cards moved");
        drawn.clear();

        WeakReference<RelationshipView> gone = new WeakReference<>(deleted);
        WeakReference<RelationshipViewModel> goneModel = new WeakReference<>(deleted.viewModel());
        deleted = null;
        assertTrue(collected(List.of(gone)), "nothing keeps the deleted relationship's view alive");
        assertTrue(collected(List.of(goneModel)), "nor its view model, which the inspector showed while it was selected");
        assertTrue(entityView("author") != null && relationshipView("post-comments") != null,
                "the rest of the diagram is still shown");
    }

    @Test
    void theViewsOfProjectsOpenedBeforeAndOfTheOneLeftByNewAreLetGo() {
        List<String> files = List.of("s1-person-contacts.docshape", "s3-portfolio-stocks.docshape",
                "s4-publisher-books.docshape", "s5-authors-books-join.docshape", "s6-authors-books-hybrid.docshape");
        List<Shown> earlier = new ArrayList<>();
        for (String file : files) {
            dialogs.openAnswers.add(examplesFolder().resolve(file));
            fileMenu(DesignerAction.OPEN);
            WaitForAsyncUtils.waitForFxEvents();
            assertTrue(title().startsWith(file), "opened " + file + ": " + title());
            earlier.addAll(shownViews());
        }

        // a card or line whose id the last project also has is shown again, not a leftover
        List<WeakReference<Node>> leftBehind = new ArrayList<>();
        for (Shown s : earlier) {
            if (s.view().get() != currentView(s)) leftBehind.add(s.view());
        }
        earlier.clear();
        assertTrue(leftBehind.size() >= 10, "the earlier projects had views of their own: " + leftBehind.size());
        assertTrue(collected(leftBehind), countAlive(leftBehind) + " of the " + leftBehind.size()
                + " views of the projects opened before are still reachable");

        List<Shown> last = shownViews();
        fileMenu(DesignerAction.NEW);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, project().model().entities().size(), "File > New shows an empty project");
        List<WeakReference<Node>> lastViews = last.stream().map(Shown::view).toList();
        last.clear();
        assertTrue(collected(lastViews), countAlive(lastViews) + " of the " + lastViews.size()
                + " views of the project before File > New are still reachable");
    }

    /**
     * The inspectors follow the selection through {@code ViewSubscriptions.follow} (decision 0398): what they listened
     * to on the entity or relationship selected before ends when the selection moves, so a change to it later neither
     * reaches the inspector nor puts it back on the screen.
     */
    @Test
    void theInspectorsStopListeningToWhatWasSelectedBefore() {
        show(Models.blog());
        clickEntity("author");
        assertEquals("Author", inspectorText("#inspector-entity-name"));
        clickEntity("post");
        Node title = lookup("#inspector-field-name-0").query();
        clickOn(title);
        assertEquals("title", inspectorText("#inspector-field-name-0"));
        interact(() -> vm.editor().renameEntity("author", "Writer"));
        assertEquals("Post", inspectorText("#inspector-entity-name"), "renaming the entity selected before leaves the inspector on Post");
        // shown again for Author, even for a moment, the inspector would rebuild the field rows and drop the keyboard
        Node[] focused = new Node[1];
        interact(() -> focused[0] = window.stage().getScene().getFocusOwner());
        assertSame(title, focused[0], "the keyboard stays in Post's first field");
        interact(() -> vm.editor().renameEntity("post", "Article"));
        assertEquals("Article", inspectorText("#inspector-entity-name"), "the entity selected now is still followed");

        clickRelationship("author-posts");
        assertEquals("posts", inspectorText("#inspector-relationship-name"));
        clickRelationship("post-comments");
        interact(() -> vm.editor().renameRelationship("author-posts", "writings"));
        assertEquals("comments", inspectorText("#inspector-relationship-name"),
                "renaming the relationship selected before leaves the inspector on comments");
        interact(() -> vm.editor().renameRelationship("post-comments", "replies"));
        assertEquals("replies", inspectorText("#inspector-relationship-name"), "the relationship selected now is still followed");
    }

    private String inspectorText(String query) {
        WaitForAsyncUtils.waitForFxEvents();
        String[] text = new String[1];
        interact(() -> text[0] = lookup(query).queryAs(javafx.scene.control.TextField.class).getText());
        return text[0];
    }

    private void fileMenu(DesignerAction action) {
        clickOn("#menu-file").clickOn("#menu-" + action.nodeId());
    }

    private record Shown(String id, boolean entity, WeakReference<Node> view) {
    }

    private List<Shown> shownViews() {
        List<Shown> out = new ArrayList<>();
        interact(() -> {
            vm.diagram().entities().keySet().forEach(id -> out.add(new Shown(id, true, new WeakReference<>(entityView(id)))));
            vm.diagram().relationships().keySet()
                    .forEach(id -> out.add(new Shown(id, false, new WeakReference<>(relationshipView(id)))));
        });
        return out;
    }

    private Node currentView(Shown s) {
        Function<String, Node> lookup = s.entity() ? this::entityView : this::relationshipView;
        Node[] now = new Node[1];
        interact(() -> now[0] = lookup.apply(s.id()));
        return now[0];
    }

    private List<PathElement> lineOf(RelationshipView view) {
        List<PathElement> elements = new ArrayList<>();
        interact(() -> elements.addAll(((Path) view.lookup(".relationship-line")).getElements()));
        return elements;
    }

    /** Asks for garbage collection until every reference is cleared, a bounded number of times. */
    private boolean collected(List<? extends WeakReference<?>> refs) {
        // TestFX records every event fired at the window for its failure reports, and an event names
        // the node it was aimed at: a fresh record, so the clicks of this test do not hold their targets
        interact(() -> FxToolkit.toolkitContext().setRegisteredStage(window.stage()));
        for (int i = 0; i < GC_ROUNDS && countAlive(refs) > 0; i++) {
            System.gc();
            WaitForAsyncUtils.waitForFxEvents(); // lets the UI thread drop what it still holds from the last pulse
        }
        return countAlive(refs) == 0;
    }

    private static long countAlive(List<? extends WeakReference<?>> refs) {
        return refs.stream().filter(r -> r.get() != null).count();
    }
}
