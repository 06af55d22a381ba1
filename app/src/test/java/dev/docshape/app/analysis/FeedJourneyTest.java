package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Project;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Spinner;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Keeping a feed of the latest posts from the entity inspector (docs/counting-rules.md "Ordering and
 * feeds"): the home page's newest posts are then read from the feed in one partition, creating a post
 * writes the feed and trims it, and the preview lists the feed collection.
 */
class FeedJourneyTest extends DesignerTestBase {

    private static Project blogWithLatestPosts() {
        return DuplicateJourneyTest.blogPartitionedById(new ReadPattern("latest-posts", "the 10 newest posts", 50, "post",
                Selection.FILTER, null, 100_000, 10, List.of(), List.of(), List.of(), Ordering.descending("publishedAt")));
    }


    private String note() {
        return lookup("#inspector-feed-note").queryAs(Label.class).getText();
    }

    private Duplicates.Duplicate feed() {
        return project().active().duplicates().feedOf("post");
    }

    @Test
    void aFeedOfTheLatestPostsServesTheNewestPostsInOnePartition() throws Exception {
        show(blogWithLatestPosts());
        clickEntity("post");
        assertTrue(lookup("#inspector-feed-rows").query().isVisible(), "a feed is offered beside the duplicate");
        assertFalse(lookup("#inspector-feed-keep-row").query().isVisible(), "no feed: no number to keep");
        assertFalse(lookup("#inspector-feed-note").query().isVisible());

        clickOn("#inspector-feed-order-field");
        clickOn(lookup(".combo-box-popup .list-cell").match((ListCell<?> c) -> "publishedAt".equals(c.getText())).queryAs(ListCell.class));
        assertTrue(feed().isFeed());
        assertNull(project().active().duplicates().duplicateOf("post"), "a feed alone, no duplicate of every post");
        assertEquals(20, feed().keep());
        assertEquals(Ordering.descending("publishedAt"), feed().order());
        assertTrue(lookup("#inspector-feed-keep-row").query().isVisible());
        assertEquals("PostFeed keeps the latest 20 of Post (highest publishedAt first): every insert also writes it and deletes"
                + " its last; reads of the first 20 or fewer in that order are served there.", note());

        Spinner<?> keep = lookup("#inspector-feed-keep").queryAs(Spinner.class);
        doubleClickOn(keep.getEditor()).write("50").type(KeyCode.ENTER);
        assertEquals(50, feed().keep());
        assertEquals("publishedAt", lookup("#inspector-feed-order-field .list-cell").queryAs(ListCell.class).getText(),
                "the feed's order stays shown");

        // both copies at once (decision 0324): the duplicate added beside the feed, each its own undoable edit
        CheckBox duplicated = lookup("#inspector-duplicate-kept").queryAs(CheckBox.class);
        clickOn(duplicated);
        assertTrue(duplicated.isSelected());
        assertEquals(2, project().active().duplicates().copiesOf("post").size());
        assertEquals(50, feed().keep(), "the feed stays");
        assertTrue(lookup("#inspector-feed-note").query().isVisible() && lookup("#inspector-duplicate-note").query().isVisible(),
                "both copies explained");
        Node inspector = lookup("#entity-inspector").query();
        assertTrue(Files.size(Shots.save(this, inspector, "feed-inspector")) > 0);
        showSideTab("tab-trips");
        assertEquals("4", Seen.tripsFigure(this, "create-post", "trips-col-docs-written"),
                "a new post is written to the posts, the duplicate and the feed, and the feed's last is deleted");
        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertNull(project().active().duplicates().duplicateOf("post"));
        assertEquals(50, feed().keep(), "undoing the duplicate keeps the feed");

        showSideTab("tab-trips");
        assertEquals("1", Seen.tripsFigure(this, "latest-posts", "trips-col-partitions"),
                "the newest posts are read from the feed, one partition");
        assertEquals("3", Seen.tripsFigure(this, "create-post", "trips-col-docs-written"),
                "a new post is written to the posts and the feed, and the feed's last is deleted");
        Shots.save(this, Seen.tripsTable(this), "feed-trips");

        showSideTab("tab-preview");
        ComboBox<?> collections = lookup("#preview-collection").queryAs(ComboBox.class);
        assertTrue(collections.getItems().stream().map(String::valueOf).anyMatch("PostFeed"::equals), collections.getItems().toString());
        interact(() -> ((ComboBox<Object>) (ComboBox<?>) collections).setValue(collections.getItems().stream()
                .filter(i -> "PostFeed".equals(String.valueOf(i))).findFirst().orElseThrow()));
        List<String> lines = Seen.treeLines(this, lookup("#preview-json").queryAs(Parent.class));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("\"publishedAt\"")), lines.toString());
        assertTrue(Files.isRegularFile(Shots.save(this, window.view(), "feed-preview")));

        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertEquals(20, feed().keep());
        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertTrue(project().active().duplicates().isEmpty());
        showSideTab("tab-trips");
        assertEquals("4", Seen.tripsFigure(this, "latest-posts", "trips-col-partitions"),
                "without the feed the newest posts are looked for in every partition");
    }
}
