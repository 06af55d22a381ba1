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
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Keeping a feed of each author's latest posts from the entity inspector (decision 0326, docs/counting-rules.md "A feed
 * per parent"): "an author's latest posts" then reads the feed in one partition instead of every partition of the posts,
 * and undo brings the feed of all posts back.
 */
class FeedPerParentJourneyTest extends DesignerTestBase {

    private static Project blogWithAuthorsLatestPosts() {
        return DuplicateJourneyTest.blogPartitionedById(new ReadPattern("author-latest", "an author's latest posts", 100, "post",
                Selection.FILTER, "author-posts", 20, 10, List.of(), List.of(), List.of(), Ordering.descending("publishedAt")));
    }

    private Duplicates.Duplicate feed() {
        return project().active().duplicates().feedOf("post");
    }

    @Test
    void aFeedOfEachAuthorsLatestPostsServesAnAuthorsLatestPostsInOnePartition() throws Exception {
        show(blogWithAuthorsLatestPosts());
        clickOn(entityCard("post").lookup(".entity-name").queryAs(Text.class));
        clickOn("#inspector-feed-order-field");
        clickOn(lookup(".combo-box-popup .list-cell").match((ListCell<?> c) -> "publishedAt".equals(c.getText())).queryAs(ListCell.class));
        assertNull(feed().parent(), "a new feed keeps the latest of all posts");
        assertTrue(lookup("#inspector-feed-parent-row").query().isVisible(), "whose latest: offered once there is a feed");
        showSideTab("tab-trips");
        assertEquals("4", Seen.tripsFigure(this, "author-latest", "trips-col-partitions"),
                "a feed of all posts does not serve one author's: every partition of the posts is asked");
        String createdWithFeedOfAll = Seen.tripsFigure(this, "create-post", "trips-col-docs-written");
        assertEquals("3", createdWithFeedOfAll, "the post, the feed and the feed's trim");

        showSideTab("tab-inspector");
        clickOn("#inspector-feed-parent");
        clickOn(lookup(".combo-box-popup .list-cell").match((ListCell<?> c) -> "each Author (posts)".equals(c.getText())).queryAs(ListCell.class));
        assertEquals("author-posts", feed().parent());
        assertTrue(lookup("#inspector-feed-note").queryAs(Label.class).getText().contains("latest 20 of Post of each parent"),
                lookup("#inspector-feed-note").queryAs(Label.class).getText());
        assertTrue(Files.size(Shots.save(this, lookup("#entity-inspector").query(), "feed-per-parent-inspector")) > 0);

        showSideTab("tab-trips");
        assertEquals("1", Seen.tripsFigure(this, "author-latest", "trips-col-partitions"),
                "an author's latest posts are read from the feed, one partition");
        String created = Seen.tripsFigure(this, "create-post", "trips-col-docs-written");
        assertNotEquals(createdWithFeedOfAll, created, "the trim deletes only where the author's feed is full: " + created);
        assertTrue(Double.parseDouble(created) > 2 && Double.parseDouble(created) < 3, created);
        Shots.save(this, Seen.tripsTable(this), "feed-per-parent-trips");

        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertNull(feed().parent(), "undo: the feed keeps the latest of all posts again");
        showSideTab("tab-trips");
        assertEquals("4", Seen.tripsFigure(this, "author-latest", "trips-col-partitions"));
        assertFalse(project().active().duplicates().isEmpty());
    }
}
