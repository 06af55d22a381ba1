package dev.docshape.app.designer;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.app.designer.document.ProjectDocument;
import dev.docshape.app.designer.inspector.CollectionKeys;
import dev.docshape.app.designer.inspector.InspectorViewModel;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Partitioning;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the inspector's view model offers for an entity's partition key and duplicate collection
 * (docs/counting-rules.md "Duplicate collections"), without a window: the choices, the chosen keys
 * and the notes, following the project's edits.
 */
class InspectorCollectionKeysTest {
    private final ProjectDocument document = new ProjectDocument(Models.blog().updateDesign("default",
            d -> d.withPartitioning(new Partitioning(Map.of("post", "id"), 4))));
    private final SelectionModel selection = new SelectionModel();
    private final DiagramViewModel diagram = new DiagramViewModel(document.projectProperty(), selection, TaskRunner.direct());
    private final DesignEditor editor = new DesignEditor(document, selection);
    private final InspectorViewModel inspector = new InspectorViewModel(diagram, editor, document.projectProperty());

    @Test
    void theKeyChoicesAreNoneAndTheDocumentsTopLevelFields() {
        CollectionKeys post = inspector.collectionKeys("post").orElseThrow();
        assertEquals(CollectionKeys.NONE, post.keyChoices().get(0));
        assertTrue(post.keyChoices().containsAll(List.of("id", "title", "authorId")), post.keyChoices().toString());
        assertEquals("id", post.key());
        assertEquals(4, post.partitions());
        assertTrue(post.partitioned());
        assertEquals("Design \"default\" spreads each partitioned collection over 4 partitions:"
                + " reads and writes that do not give the id fan out to all 4.", post.partitionNote());
        assertFalse(post.duplicated());
        assertNull(post.duplicateKey());
        assertEquals("", post.duplicateNote());

        assertEquals(CollectionKeys.NONE, inspector.collectionKeys("author").orElseThrow().key());
        assertFalse(inspector.collectionKeys("author").orElseThrow().partitioned());
        assertEquals("The Author collection is one partition: no request fans out.",
                inspector.collectionKeys("author").orElseThrow().partitionNote());
        assertTrue(inspector.collectionKeys("tag").isEmpty(), "tags live inside posts: no collection of their own");
    }

    @Test
    void aKeyThatIsNoLongerAFieldStaysOfferedAndTheNoteSaysEveryRequestFansOut() {
        editor.setPartitionKey("post", "gone");
        CollectionKeys post = inspector.collectionKeys("post").orElseThrow();
        assertEquals("gone", post.keyChoices().get(post.keyChoices().size() - 1));
        assertEquals("gone", post.key());
        assertEquals("Design \"default\" spreads each partitioned collection over 4 partitions."
                + " 'gone' is no longer a field of these documents: every request fans out to all 4.",
                post.partitionNote());
    }

    @Test
    void aDuplicateBringsItsOwnKeyAndANoteAboutTheDoubleWrites() {
        editor.setDuplicate("post", null);
        CollectionKeys unkeyed = inspector.collectionKeys("post").orElseThrow();
        assertTrue(unkeyed.duplicated());
        assertEquals(CollectionKeys.NONE, unkeyed.duplicateKey());
        assertEquals("Every insert, update and delete of Post also writes PostCopy. The copy is one partition.",
                unkeyed.duplicateNote());

        editor.setDuplicate("post", CollectionKeys.keyOrNull("authorId"));
        CollectionKeys keyed = inspector.collectionKeys("post").orElseThrow();
        assertEquals("authorId", keyed.duplicateKey());
        assertEquals(keyed.keyChoices(), keyed.duplicateKeyChoices());
        assertEquals("Every insert, update and delete of Post also writes PostByAuthorId."
                + " Reads that give the authorId are served there in one partition.", keyed.duplicateNote());
        assertEquals(List.of(new Duplicates.Duplicate("post", "authorId")), document.project().active().duplicates().all());

        editor.setDuplicate("post", CollectionKeys.keyOrNull(CollectionKeys.NONE));
        assertEquals(CollectionKeys.NONE, inspector.collectionKeys("post").orElseThrow().duplicateKey());
    }
}
