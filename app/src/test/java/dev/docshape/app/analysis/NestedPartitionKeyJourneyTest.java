package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.projection.PartitionKeys;
import dev.docshape.model.projection.Projector;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Comments that copy their post's title (an extended reference) hold the post's id inside the copy:
 * the inspector offers that dotted path as the partition key, and choosing it makes "the comments of
 * a post" single-partition in the round-trips table (docs/counting-rules.md "Partitions").
 */
class NestedPartitionKeyJourneyTest extends DesignerTestBase {

    private static Project blogWithCopiedPosts() {
        Project blog = Models.blogReading(Models.commentsOfAPost());
        Design copies = blog.active().withMapping("post-comments",
                new Mapping(new ExtendedReference(Holder.CHILD, List.of("title")), false));
        return blog.withDesigns(List.of(copies), copies.name());
    }

    @SuppressWarnings("unchecked")
    private TableView<Object> tripsTable() {
        return lookup("#trips-table").queryAs(TableView.class);
    }

    private String partitionsOfCommentsOfAPost() {
        return Seen.tableCell(this, tripsTable(), "post-comments", "trips-col-partitions").split("\n")[0];
    }

    @Test
    void theCopiedIdOfThePostIsOfferedAndMakesTheCommentsOfAPostOnePartitions() {
        Project project = blogWithCopiedPosts();
        String postId = PartitionKeys.candidates(Projector.project(project.model(), project.active())
                .entityCollection("comment").orElseThrow()).stream().filter(k -> k.endsWith(".id")).findFirst().orElseThrow();
        show(project);
        clickEntity("comment");
        @SuppressWarnings("unchecked")
        ComboBox<String> key = lookup("#inspector-partition-key").queryAs(ComboBox.class);
        assertTrue(key.getItems().contains(postId), "the dotted path is offered: " + key.getItems());

        clickOn(key);
        clickOn("id");
        assertEquals("id", project().active().partitioning().keyOf("comment"));
        showSideTab("tab-trips");
        assertEquals("4", partitionsOfCommentsOfAPost(), "by their own id, a post's comments are in every partition");

        showSideTab("tab-inspector");
        clickOn(key);
        clickOn(postId);
        assertEquals(postId, project().active().partitioning().keyOf("comment"));
        showSideTab("tab-trips");
        assertEquals("1", partitionsOfCommentsOfAPost(), "the comments of one post are found by the copied id");
    }
}
