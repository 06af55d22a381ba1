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
        Node post = lookup("#entity-post").query();
        assertNotNull(post);
        assertEquals("Blog — DocShape", window.stage().getTitle());
        Shots.save(this, window.scene().getRoot(), "wip-blog");
    }
}
