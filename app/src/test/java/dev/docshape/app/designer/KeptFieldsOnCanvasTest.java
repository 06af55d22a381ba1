package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import javafx.scene.control.ListCell;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The copied fields of an extended reference are listed on the card that keeps them, marked as
 * copies, and a pre-computed count on the parent's card; switching to a design without them
 * takes them off the cards.
 */
class KeptFieldsOnCanvasTest extends DesignerTestBase {

    @Test
    void copiesAndCountsAreListedOnTheCardsThatKeepThem() throws Exception {
        openFile(examplesFolder().resolve("s6-authors-books-hybrid.docshape"));
        Shots.save(this, canvas(), "kept-fields");

        assertEquals(List.of("authors.name", "authors.thumbnailUrl"), lines("book", ".kept-names"));
        assertEquals(List.of("copy", "copy"), lines("book", ".kept-kinds"));
        assertEquals(List.of("countOfBooks"), lines("author", ".kept-names"));
        assertEquals(List.of("count"), lines("author", ".kept-kinds"));
        assertTrue(visible("book") && visible("author"));

        clickOn("#design-picker");
        clickOn(lookup(".combo-box-popup .list-cell").match(
                (ListCell<?> c) -> "plain-reference".equals(c.getText())).queryAs(ListCell.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(visible("book"), "no copies in a design with a plain reference");
        assertFalse(visible("author"), "no count either");
    }

    private List<String> lines(String entityId, String part) {
        String text = entityCard(entityId).lookup(part).queryAs(Text.class).getText();
        return text.isEmpty() ? List.of() : List.of(text.split("\n"));
    }

    private boolean visible(String entityId) {
        return entityCard(entityId).lookup(".entity-kept").query().isVisible();
    }
}
