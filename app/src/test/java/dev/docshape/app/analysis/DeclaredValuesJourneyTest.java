package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectJson;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A user declares that a comment's status takes 3 values, in the inspector, and the round-trip table's documents read
 * for "the first 200 comments by status" drop from spread picks to the few documents a tie is read from (decision 0401).
 */
class DeclaredValuesJourneyTest extends DesignerTestBase {

    private static final String BLOG = """
            {"format": "docshape-project", "formatVersion": 1, "name": "Blog with comment states", "activeDesign": "embedded",
             "entities": [
               {"id": "post", "name": "Post", "count": 27000, "position": {"x": 40, "y": 40}, "fields": [
                 {"name": "title", "type": "string", "avgSize": 60, "required": true}]},
               {"id": "comment", "name": "Comment", "count": 1620000, "position": {"x": 360, "y": 40}, "fields": [
                 {"name": "text", "type": "string", "avgSize": 200, "required": true},
                 {"name": "status", "type": "string", "avgSize": 9}]}],
             "relationships": [
               {"id": "post-comments", "parent": "post", "child": "comment", "name": "comments", "inverseName": "post",
                "cardinality": "one-to-many", "avgCount": 60, "minCount": 55}],
             "patterns": [
               {"id": "by-status", "name": "the first 200 comments of all posts by status", "kind": "read", "entity": "comment",
                "frequency": 10, "selection": "filter", "expectedMatches": 1620000, "limit": 200,
                "order": {"field": "status", "direction": "ascending"}}],
             "designs": [{"name": "embedded", "mappings": {"post-comments": {"strategy": "embed"}}}]}
            """;

    @Test
    void declaringAFieldsFewValuesInTheInspectorCutsTheDocumentsTheOrderedReadIsPricedAt() throws Exception {
        Project blog = ProjectJson.read(BLOG, "blog.docshape");
        show(blog);
        showSideTab("tab-trips");
        double spread = Double.parseDouble(Seen.tripsFigure(this, "by-status", "trips-col-docs-read").replace(",", ""));

        clickEntity("comment");
        showSideTab("tab-inspector");
        TextField values = lookup("#inspector-field-values-1").queryAs(TextField.class);
        clickOn(values);
        write("3").type(KeyCode.ENTER);
        assertEquals(3, project().model().requireEntity("comment").field("status").orElseThrow().distinctValues());
        assertEquals("3", values.getText());
        assertTrue(java.nio.file.Files.isRegularFile(dev.docshape.app.designer.testing.Shots.save(this, window.view(), "inspector-distinct-values")));

        showSideTab("tab-trips");
        double tied = Double.parseDouble(Seen.tripsFigure(this, "by-status", "trips-col-docs-read").replace(",", ""));
        assertTrue(tied < spread / 2, "the tie is read from few posts: " + tied + " after " + spread);
    }
}
