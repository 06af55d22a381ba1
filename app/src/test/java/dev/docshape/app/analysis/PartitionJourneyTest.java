package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Choosing a collection's partition key in the entity inspector, and seeing which patterns fan out. */
class PartitionJourneyTest extends DesignerTestBase {

    private static Project blogWithCommentReads() {
        ReadPattern latest = new ReadPattern("latest-comments", "latest comments", 5, "comment", Selection.FILTER,
                null, 10, 10, List.of(), List.of(), List.of());
        return Models.blogReading(Models.commentsOfAPost(), latest);
    }


    private String note() {
        return lookup("#inspector-partition-note").queryAs(Label.class).getText();
    }

    @Test
    void theKeyIsChosenAmongTheDocumentsFieldsAndThePatternsThatDoNotGiveItFanOut() throws Exception {
        show(blogWithCommentReads());
        clickEntity("comment");
        assertEquals("The Comment collection is one partition: no request fans out.", note());

        clickOn("#inspector-partition-key");
        clickOn("postId");
        assertEquals("postId", project().active().partitioning().keyOf("comment"));
        assertTrue(note().endsWith("over 4 partitions: reads and writes that do not give the postId fan out to all 4."), note());

        doubleClickOn("#inspector-partitions");
        retype("8");
        assertEquals(8, project().active().partitioning().partitions());
        assertTrue(note().endsWith("fan out to all 8."), note());
        Node inspector = lookup("#entity-inspector").query();
        assertTrue(Files.size(Shots.save(this, inspector, "partition-key-inspector")) > 0);

        showSideTab("tab-trips");
        TableColumn<?, ?> column = Seen.tripsTable(this).getColumns().stream()
                .filter(c -> "trips-col-partitions".equals(c.getId())).findFirst().orElseThrow();
        assertTrue(column.isVisible(), "the design partitions a collection: the table shows partitions");
        assertEquals("1", Seen.tripsFigure(this, "post-comments", "trips-col-partitions"),
                "the comments of one post are found by the key");
        assertEquals("8", Seen.tripsFigure(this, "latest-comments", "trips-col-partitions"),
                "the latest comments of any post are in every partition");
        Shots.save(this, Seen.tripsTable(this), "partition-trips");

        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertNull(project().active().partitioning().keyOf("comment"));
        assertFalse(column.isVisible(), "no partitioned collection: no partitions column");
    }

    @Test
    void aPartitionCountThatIsNoWholeNumberIsRefusedAndPutBack() {
        show(blogWithCommentReads());
        clickEntity("comment");
        clickOn("#inspector-partition-key");
        clickOn("postId");
        doubleClickOn("#inspector-partitions");
        retype("0");
        assertEquals(4, project().active().partitioning().partitions());
        assertEquals("4", lookup("#inspector-partitions").queryAs(javafx.scene.control.TextField.class).getText());
    }

    @Test
    void anEmbeddedEntityHasNoKeyToChoose() {
        show(blogWithCommentReads());
        clickEntity("tag");
        assertFalse(lookup("#inspector-partitioning").query().isVisible(), "tags live inside posts: no collection to partition");
    }
}
