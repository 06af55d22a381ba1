package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.storage.file.ProjectFiles;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A field's details in the designer (decision 0566): the selected field's description in one box under the field
 * list, a number field's listed values typed in the inspector, and a field's listed values on its card, after its type,
 * in the room the card already has.
 */
class FieldDetailsDesignerTest extends DesignerTestBase {
    private static final String BODY = "The post's text as HTML, cleaned by sanitizer-policies/strict-html-only.json before it is kept";

    @Override
    protected ProjectStore store() {
        return new FileProjectStore();
    }

    private Field field(String entityId, String name) {
        return project().model().requireEntity(entityId).fields().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private String undoLabel() {
        return vm.actions().label(DesignerAction.UNDO).get();
    }

    private TextArea fieldDescription() {
        return lookup("#inspector-field-description").queryAs(TextArea.class);
    }

    /** The label over the field's description box, as drawn. */
    private String fieldDescriptionTitle() {
        return ((Label) fieldDescription().getParent().getChildrenUnmodifiable().get(0)).getText();
    }

    private List<String> typesShown(String entityId) {
        return List.of(entityCard(entityId).lookup(".field-types").queryAs(Text.class).getText().split("\n"));
    }

    @Test
    void theSelectedFieldIsDescribedInOneBoxUndoneByCtrlZAndSaved() throws Exception {
        show(Models.blog());
        clickEntity("post");
        assertFalse(fieldDescription().getParent().isVisible(), "no field selected: no field's box");

        clickOn(fieldPoint("post", 1, false));   // body, on the card
        assertTrue(fieldDescription().getParent().isVisible());
        assertEquals("Description of body", fieldDescriptionTitle());
        assertEquals("", fieldDescription().getText());

        clickOn(fieldDescription());
        write(BODY);
        push(KeyCode.SHORTCUT, KeyCode.ENTER);
        assertEquals(BODY, field("post", "body").description(), "kept as typed, without the breaks the box shows in the long path");
        assertNull(field("post", "title").description(), "the other fields keep theirs");
        assertEquals("Undo Describe Post.body", undoLabel());
        Shots.save(this, window.scene().getRoot(), "field-description");

        clickOn(fieldPoint("post", 0, false));   // title: the box follows the selection
        assertEquals("Description of title", fieldDescriptionTitle());
        assertEquals("", fieldDescription().getText());
        clickOn("#inspector-field-name-1");   // body, in the inspector
        assertEquals("Description of body", fieldDescriptionTitle());
        assertEquals(BODY, fieldDescription().getText().replace("\u200A", ""));

        Path file = home.resolve("blog");
        dialogs.saveAsAnswers.add(file);
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.S);
        Field saved = ProjectFiles.load(home.resolve("blog.docshape")).model().requireEntity("post").fields().get(1);
        assertEquals(BODY, saved.description(), "saved in the file");

        clickEntity("post");   // the keyboard on the canvas, where Ctrl+Z is the designer's
        push(KeyCode.SHORTCUT, KeyCode.Z);
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(field("post", "body").description(), "Ctrl+Z takes it back in one step");
        clickOn("#inspector-field-name-1");
        assertEquals("Description of body", fieldDescriptionTitle());
        assertEquals("", fieldDescription().getText(), "and the box shows it");
    }

    @Test
    void aNumberFieldsValuesAreTypedRefusedByNameAndUndoneInOneStep() {
        show(Models.blogWithPostFields(fields -> new java.util.ArrayList<>(List.of(fields.get(0), Field.of("stars", FieldType.INTEGER),
                Field.of("rating", FieldType.DOUBLE)))));
        clickEntity("post");
        TextField stars = lookup("#inspector-field-listed-1").queryAs(TextField.class);
        TextField rating = lookup("#inspector-field-listed-2").queryAs(TextField.class);

        typeOver(stars, "1, 2, 3, 5, 8");
        assertEquals(List.of(1L, 2L, 3L, 5L, 8L), field("post", "stars").values());
        assertEquals("Undo Set values of Post.stars to 1, 2, 3, 5, 8", undoLabel());

        typeOver(stars, "1, two, 3");
        assertEquals("Values of field stars: 'two' is not a whole number (write 1, 2, 3; a thousand as 1000 or 1_000)", statusText());
        assertEquals(List.of(1L, 2L, 3L, 5L, 8L), field("post", "stars").values(), "nothing saved");
        assertEquals("1, 2, 3, 5, 8", stars.getText(), "the box shows what the field still lists");
        assertEquals("Undo Set values of Post.stars to 1, 2, 3, 5, 8", undoLabel(), "no step was added");

        typeOver(rating, "0.5, 1, 4.75");
        assertEquals(List.of(0.5, 1.0, 4.75), field("post", "rating").values());
        assertEquals("0.5, 1, 4.75", rating.getText());
        Shots.save(this, window.scene().getRoot(), "field-values-numbers");
        List<String> types = typesShown("post");
        assertTrue(types.get(1).startsWith("integer ∈ 1|") && types.get(2).startsWith("double ∈ "), "the card says they list values: " + types);

        interact(() -> vm.actions().execute(DesignerAction.UNDO));
        assertNull(field("post", "rating").values(), "one undo: the rating's values go");
        assertEquals("", rating.getText());
        assertEquals(List.of(1L, 2L, 3L, 5L, 8L), field("post", "stars").values());
    }

    @Test
    void listedValuesFollowTheTypeOnTheCardInTheRoomItHas() throws Exception {
        openWorkload("issue-tracker");
        double issueWidth = entityView("issue").getWidth();
        List<String> types = typesShown("issue");
        int status = project().model().requireEntity("issue").fields().indexOf(field("issue", "status"));
        assertTrue(types.get(status).startsWith("string ∈ open|"), types.get(status));
        assertTrue(types.get(status).endsWith("|…"), "more values than room: " + types.get(status));
        Shots.save(this, canvas(), "field-values-on-cards", 2);
        roomOnEveryLine();

        // values that fit are shown whole, and the card keeps its width
        clickEntity("issue");
        typeOver(lookup("#inspector-field-constant-" + status).queryAs(TextField.class), "open, shut");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("string ∈ open|shut", typesShown("issue").get(status));
        assertEquals(issueWidth, entityView("issue").getWidth(), "the card is as wide as before");
        roomOnEveryLine();
    }

    /** On every card, each line's type (with its values) ends inside the card and starts right of its own name. */
    private void roomOnEveryLine() {
        for (String id : vm.diagram().entities().keySet()) {
            Node card = entityCard(id).query();
            Text names = entityCard(id).lookup(".field-names").queryAs(Text.class);
            Text types = entityCard(id).lookup(".field-types").queryAs(Text.class);
            // in the card's own units: the view's zoom scales them all alike
            Bounds right = card.sceneToLocal(types.localToScene(types.getBoundsInLocal()));
            Bounds left = card.sceneToLocal(names.localToScene(names.getBoundsInLocal()));
            assertTrue(right.getMaxX() <= card.getLayoutBounds().getMaxX(), id + ": the types are inside the card");
            String[] nameLines = names.getText().split("\n");
            String[] typeLines = types.getText().split("\n");
            for (int i = 0; i < nameLines.length; i++) {
                double nameEnd = left.getMinX() + width(nameLines[i], names);
                double typeStart = right.getMaxX() - width(typeLines[i], types);
                assertTrue(nameEnd + 8 <= typeStart, id + ": '" + nameLines[i] + "' and '" + typeLines[i] + "' run into each other");
            }
        }
    }

    private static double width(String line, Text like) {
        Text probe = new Text(line);
        probe.setFont(like.getFont());
        return probe.getLayoutBounds().getWidth();
    }
}
