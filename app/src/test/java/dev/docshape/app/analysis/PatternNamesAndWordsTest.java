package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.patterns.PatternsView;
import dev.docshape.app.analysis.patterns.PatternsViewModel;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.PanelTestBase;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 15, item 6: automatic pattern names follow their entity; relationships are named in the direction followed. */
class PatternNamesAndWordsTest extends PanelTestBase {
    @BeforeEach
    void showPatterns() {
        open(Examples.load("s1-person-contacts.docshape"), a -> PanelViews.patterns(new PatternsViewModel(a.source(), a.selection())), 900, 700);
    }

    private String name(String id) {
        return project().model().pattern(id).orElseThrow().name();
    }

    @Test
    void anAutomaticNameFollowsTheEntityUntilTheUserRenamesIt() {
        interact(() -> selection.selectEntity("address"));
        clickOn("#pattern-add-write");
        assertEquals("add Address", name("add-address"));
        clickOn("#pattern-entity").clickOn("Person");
        assertEquals("add Person", name("add-address"), "the automatic name follows the entity");
        assertEquals("add Person", lookup("#pattern-name").queryAs(javafx.scene.control.TextField.class).getText());

        doubleClickOn("#pattern-name").push(KeyCode.SHORTCUT, KeyCode.A).write("sign up").type(KeyCode.ENTER);
        clickOn("#pattern-entity").clickOn("Address");
        assertEquals("sign up", name("add-address"), "a name the user chose stays");
    }

    @Test
    void followingAChildToItsParentReadsManyToOne() {
        interact(() -> selection.selectEntity("address"));
        clickOn("#pattern-add-read");
        CheckBox up = lookup("#include-person-addresses").queryAs(CheckBox.class);
        assertTrue(up.getText().endsWith("→ Person (many-to-one)"), up.getText());

        clickOn("#pattern-entity").clickOn("Person");
        CheckBox down = lookup("#include-person-addresses").queryAs(CheckBox.class);
        assertTrue(down.getText().endsWith("→ Address (one-to-many)") || down.getText().endsWith("→ Address (one-to-few)"), down.getText());
        @SuppressWarnings("unchecked")
        ComboBox<String> entity = lookup("#pattern-entity").queryAs(ComboBox.class);
        assertEquals("person", entity.getValue());
    }
}
