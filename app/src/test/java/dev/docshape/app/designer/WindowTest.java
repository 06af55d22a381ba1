package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WindowTest extends DesignerTestBase {

    @Test
    void opensWithCanvasToolbarInspectorAndStatusBar() {
        assertTrue(lookup("#canvas").tryQuery().isPresent(), "canvas");
        assertTrue(lookup("#toolbar").tryQuery().isPresent(), "toolbar");
        assertTrue(lookup("#inspector").tryQuery().isPresent(), "inspector");
        assertTrue(lookup("#status-bar").tryQuery().isPresent(), "status bar");
        show(Models.blog());
        Node post = entityCard("post").query();
        assertNotNull(post);
        assertEquals("Blog — DocShape", window.stage().getTitle());
        Shots.save(this, window.scene().getRoot(), "wip-blog");
    }

    @Test
    void countsAreWrittenInTheSingularForOne() {
        var blog = Models.blog();
        var model = blog.model();
        var one = new dev.docshape.model.DataModel(model.entities().subList(0, 2), model.relationships().subList(0, 1), java.util.List.of());
        show(new dev.docshape.model.Project("Two", "", one, java.util.List.of(new dev.docshape.model.Design("default",
                java.util.Map.of(), java.util.Set.of())), "default"));
        assertEquals("2 entities · 1 relationship", lookup("#status-size").queryLabeled().getText());
        String summary = lookup("#inspector").queryAll().stream().flatMap(n -> ((javafx.scene.Parent) n).lookupAll(".label").stream())
                .map(n -> ((javafx.scene.control.Labeled) n).getText()).filter(t -> t != null && t.contains("design \"default\""))
                .findFirst().orElseThrow();
        assertTrue(summary.contains("2 entities, 1 relationship, design"), summary);
    }
}
