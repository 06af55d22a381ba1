package dev.docshape.app.designer;

import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.profile.Profile;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15: the entity inspector says whose partitions it counts. A collection without a partition key reads as one
 * partition, with no number of partitions beside it; the design's number of partitions shows only for a partitioned
 * collection, worded as the design's; with nothing selected the project's summary names the design's partitioned
 * collections and its number. The words are the same under the MongoDB and the Cosmos DB profile.
 */
class PartitionInspectorWordsTest extends DesignerTestBase {

    private String note() {
        return lookup("#inspector-partition-note").queryAs(Label.class).getText();
    }

    private String keyShown() {
        return String.valueOf(lookup("#inspector-partition-key").queryAs(ComboBox.class).getValue());
    }

    private boolean partitionsShown() {
        return lookup("#inspector-partitions-row").query().isVisible();
    }

    private String entityInspector() {
        return Seen.texts(lookup("#entity-inspector").query());
    }

    /** What the inspector says with nothing selected. */
    private String summary() {
        return lookup("#inspector-project-summary").queryAs(Label.class).getText();
    }

    private void profile(String id) {
        showSideTab("tab-trips");
        clickOn(id);
        showSideTab("tab-inspector");
    }

    @Test
    void aCollectionWithoutAKeyIsOnePartitionAndTheNumberOfPartitionsIsTheDesigns() {
        show(Models.blogReading(Models.commentsOfAPost()));
        assertFalse(summary().contains("partition"), "nothing partitioned: the project's summary says nothing of partitions: " + summary());
        clickEntity("comment");
        assertEquals("none (one partition)", keyShown());
        assertFalse(partitionsShown(), "no key: no number of partitions beside \"one partition\"");
        assertEquals("The Comment collection is one partition: no request fans out.", note());
        assertFalse(entityInspector().contains("Partitions"), entityInspector());
        Shots.save(this, lookup("#entity-inspector").query(), "partition-words-one-partition-mongodb");

        profile("#trips-profile-cosmos");
        assertEquals(Profile.cosmos().kind(), window.analysis().analysis().profileProperty().get().kind());
        assertFalse(partitionsShown(), "the same under Cosmos DB");
        assertEquals("The Comment collection is one partition: no request fans out.", note());
        Shots.save(this, lookup("#entity-inspector").query(), "partition-words-one-partition-cosmos");

        clickOn("#inspector-partition-key");
        clickOn("postId");
        assertTrue(partitionsShown(), "a partitioned collection spreads over the design's partitions");
        assertEquals("4", lookup("#inspector-partitions").queryAs(TextField.class).getText());
        assertEquals("Design \"default\" spreads each partitioned collection over 4 partitions:"
                + " reads and writes that do not give the postId fan out to all 4.", note());
        Shots.save(this, lookup("#entity-inspector").query(), "partition-words-partitioned-cosmos");

        clickEntity("post");
        assertEquals("none (one partition)", keyShown());
        assertFalse(partitionsShown(), "Post has no key while Comment has one: Post is still one partition");
        assertEquals("The Post collection is one partition: no request fans out.", note());

        profile("#trips-profile-mongodb");
        clickEntity("comment");
        assertTrue(partitionsShown());
        assertTrue(note().startsWith("Design \"default\" spreads each partitioned collection over 4 partitions"), note());
        Shots.save(this, lookup("#entity-inspector").query(), "partition-words-partitioned-mongodb");

        type(KeyCode.ESCAPE);
        String summary = summary();
        assertTrue(summary.contains("design \"default\". It partitions Comment by postId; that collection spreads over"
                + " the design's 4 partitions."), summary);
    }
}
