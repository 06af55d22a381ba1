package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.DataModel;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Keeping posts a second time, partitioned by their author, from the entity inspector
 * (docs/counting-rules.md "Duplicate collections"): an author's posts are then read in one partition,
 * and creating a post writes both collections.
 */
class DuplicateJourneyTest extends DesignerTestBase {

    private static Project blogPartitionedById() {
        return blogPartitionedById(new ReadPattern("author-posts", "posts of an author", 50, "post", Selection.FILTER,
                "author-posts", 20, 0, List.of(), List.of(), List.of()));
    }

    /** The blog with posts partitioned by id over 4 partitions, the read {@code read} and "create a post". */
    static Project blogPartitionedById(ReadPattern read) {
        Project blog = Models.blog();
        DataModel m = blog.model();
        WritePattern create = new WritePattern("create-post", "create a post", 5, WriteKind.INSERT, "post", "author-posts",
                List.of(), List.of());
        Project withPatterns = blog.withModel(new DataModel(m.entities(), m.relationships(), List.of(read, create)));
        return withPatterns.updateDesign("default", d -> d.withPartitioning(new Partitioning(Map.of("post", "id"), 4)));
    }


    private String note() {
        return lookup("#inspector-duplicate-note").queryAs(Label.class).getText();
    }

    @Test
    void aDuplicatePartitionedByTheAuthorServesTheAuthorsPostsInOnePartition() throws Exception {
        show(blogPartitionedById());
        clickEntity("post");
        CheckBox kept = lookup("#inspector-duplicate-kept").queryAs(CheckBox.class);
        assertFalse(kept.isSelected());
        assertFalse(lookup("#inspector-duplicate-key-row").query().isVisible(), "no duplicate: no key to choose");

        clickOn(kept);
        assertTrue(kept.isSelected());
        assertNull(project().active().duplicates().duplicateOf("post").partitionKey());
        assertEquals("Every insert, update and delete of Post also writes PostCopy. The copy is one partition.", note());

        clickOn("#inspector-duplicate-key");
        clickOn("authorId");
        assertEquals("authorId", project().active().duplicates().duplicateOf("post").partitionKey());
        assertEquals("Every insert, update and delete of Post also writes PostByAuthorId."
                + " Reads that give the authorId are served there in one partition.", note());
        Node inspector = lookup("#entity-inspector").query();
        assertTrue(Files.size(Shots.save(this, inspector, "duplicate-inspector")) > 0);

        showSideTab("tab-trips");
        assertEquals("1", Seen.tripsFigure(this, "author-posts", "trips-col-partitions"),
                "an author's posts are read from the copy keyed by the author");
        assertEquals("2", Seen.tripsFigure(this, "create-post", "trips-col-docs-written"),
                "a new post is written to both collections");
        Shots.save(this, Seen.tripsTable(this), "duplicate-trips");

        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertNull(project().active().duplicates().duplicateOf("post").partitionKey());
        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertTrue(project().active().duplicates().isEmpty());
        assertEquals("4", Seen.tripsFigure(this, "author-posts", "trips-col-partitions"),
                "without the copy the posts of an author are in every partition");
        assertEquals("1", Seen.tripsFigure(this, "create-post", "trips-col-docs-written"));
    }

    @Test
    void unTickingRemovesTheDuplicateAndAnEmbeddedEntityHasNone() {
        show(blogPartitionedById().updateDesign("default", d -> d.withDuplicates(
                Duplicates.of(List.of(new Duplicates.Duplicate("post", "authorId"))))));
        clickEntity("post");
        CheckBox kept = lookup("#inspector-duplicate-kept").queryAs(CheckBox.class);
        assertTrue(kept.isSelected());
        clickOn(kept);
        assertTrue(project().active().duplicates().isEmpty());
        assertFalse(lookup("#inspector-duplicate-note").query().isVisible());

        clickEntity("tag");
        assertFalse(lookup("#inspector-duplicate").query().isVisible(), "tags live inside posts: no collection to duplicate");
    }
}
