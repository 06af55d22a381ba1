package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A field's presence and constant in the inspector (issues 11 and 15, decision 0544): the share typed as a percentage,
 * the preview marking the field and the estimate's size following, a constant typed as JSON or as words and shown in
 * the preview, each one undo step named after the field; bad input and a required field's share refused naming it.
 */
class FieldPresenceTest extends DesignerTestBase {

    /** The blog, its post's title required (field 0) and a {@code kind} string (field 3) and {@code pinned} boolean (4). */
    private static Project blogWithKinds() {
        return Models.blogWithPostFields(fields -> {
            fields.set(0, fields.get(0).withRequired(true));
            fields.add(Field.string("kind", 8));
            fields.add(Field.of("pinned", FieldType.BOOLEAN));
            return fields;
        });
    }

    private TextField presenceBox(int index) {
        return lookup("#inspector-field-presence-" + index).queryAs(TextField.class);
    }

    private TextField constantBox(int index) {
        return lookup("#inspector-field-constant-" + index).queryAs(TextField.class);
    }

    private Field field(int index) {
        return project().model().requireEntity("post").fields().get(index);
    }

    private String undoLabel() {
        return vm.actions().label(DesignerAction.UNDO).get();
    }

    /** The preview's size line of the posts ("avg 2.9 KiB · max ..."), as the preview shows it. */
    private String postSize() {
        previewLine("Post", "body");
        showSideTab("tab-preview");
        String size = lookup("#preview-size").queryAs(Label.class).getText();
        showSideTab("tab-inspector");
        return size;
    }

    /** The types on the post's card, a line each. */
    private List<String> typesOnCard() {
        return List.of(entityCard("post").lookup(".field-types").queryAs(Text.class).getText().split("\n"));
    }

    @Test
    void aShareIsTypedMarkedInThePreviewShrinksTheEstimateAndIsUndoneInOneStep() {
        show(blogWithKinds());
        clickEntity("post");
        assertEquals("100 %", presenceBox(1).getText(), "every post holds its body until said otherwise");
        String body = previewLine("Post", "body");
        assertTrue(body.startsWith("\"body\": \"Lorem"), body);
        String whole = postSize();
        assertEquals("string", typesOnCard().get(1));

        typeOver(presenceBox(1), "35");
        assertEquals(0.35, field(1).presence());
        assertEquals("35 %", presenceBox(1).getText(), "shown back as a percentage");
        assertEquals("Undo Set presence of Post.body to 35 %", undoLabel());
        assertEquals(body.replace("\"body\":", "\"body\" 35 %:"), previewLine("Post", "body"), "the preview says the body may be missing");
        String share = postSize();
        assertNotEquals(whole, share, "a body in 35 % of the posts makes them smaller on average");
        assertEquals(List.of("string", "string?", "date", "string", "boolean"), typesOnCard(), "the card marks it as TypeScript does");

        typeOver(presenceBox(1), "7.5 %");
        assertEquals(0.075, field(1).presence());
        assertEquals("Undo Set presence of Post.body to 7.5 %", undoLabel());

        clickOn("#" + DesignerAction.UNDO.nodeId());
        assertEquals(0.35, field(1).presence(), "one undo takes back one change");
        clickOn("#" + DesignerAction.UNDO.nodeId());
        assertEquals(1.0, field(1).presence());
        assertEquals("100 %", presenceBox(1).getText());
        assertEquals(body, previewLine("Post", "body"), "undone, the preview no longer marks it");
        assertEquals(whole, postSize(), "and the estimate is as before");
        assertEquals("string", typesOnCard().get(1));
    }

    @Test
    void aConstantIsTypedAsJsonOrWordsShownInThePreviewAndClearedByEmptyingIt() {
        show(blogWithKinds());
        clickEntity("post");
        assertEquals("", constantBox(3).getText());
        typeOver(constantBox(3), "Point");
        assertEquals("Point", field(3).constant());
        assertEquals("\"Point\"", constantBox(3).getText(), "shown as JSON");
        assertEquals("Undo Set constant of Post.kind to \"Point\"", undoLabel());
        assertEquals("\"kind\": \"Point\"", previewLine("Post", "kind"), "the example holds it");

        typeOver(constantBox(3), "\"Line \\\"String\\\"\"");
        assertEquals("Line \"String\"", field(3).constant(), "JSON text is read as JSON");
        typeOver(constantBox(4), "true");
        assertEquals(Boolean.TRUE, field(4).constant());
        assertEquals("\"pinned\": true", previewLine("Post", "pinned"));

        typeOver(constantBox(3), "");
        assertNull(field(3).constant(), "an empty box clears it");
        assertEquals("Undo Declare no constant of Post.kind", undoLabel());
        clickOn("#" + DesignerAction.UNDO.nodeId());
        assertEquals("Line \"String\"", field(3).constant());
        assertEquals("\"kind\": \"Line \\\"String\\\"\"", previewLine("Post", "kind"));
    }

    @Test
    void badInputAndARequiredFieldsShareAreRefusedNamingTheField() {
        show(blogWithKinds());
        clickEntity("post");
        typeOver(presenceBox(1), "lots");
        assertEquals(1.0, field(1).presence());
        assertEquals("100 %", presenceBox(1).getText(), "the refused text is taken back");
        assertEquals("Presence of field body: 'lots' is not a percentage above 0 and at most 100 (35 or 35 %)", statusText());
        typeOver(presenceBox(1), "0");
        assertEquals("Presence of field body: '0' is not a percentage above 0 and at most 100 (35 or 35 %)", statusText());
        typeOver(presenceBox(1), "150 %");
        assertEquals(1.0, field(1).presence());

        TextField title = presenceBox(0);
        assertEquals("100 %", title.getText());
        assertFalse(title.isEditable(), "a required field's share is locked");
        assertTrue(title.getTooltip().getText().startsWith("Required: every instance holds this field"), title.getTooltip().getText());
        interact(() -> vm.editor().fields().setFieldPresence("post", 0, "50"));   // as a script or a future control would ask
        assertEquals("field title: a required field is in every instance; make it optional first", statusText());

        typeOver(constantBox(4), "yes");
        assertNull(field(4).constant());
        assertEquals("Constant of field pinned: 'yes' is not true or false (leave it empty to declare none)", statusText());
        assertFalse(constantBox(2).getParent().isVisible(), "a date has no constant to declare: its box is not shown");
        assertFalse(undoLabel().contains("presence") || undoLabel().contains("constant"), "nothing to undo: " + undoLabel());
    }

    @Test
    void anOptionalFieldIsReadableInTheInspectorAndThePreviewInEachTheme() {
        show(blogWithKinds());
        clickEntity("post");
        typeOver(presenceBox(1), "35");
        typeOver(constantBox(3), "Point");
        inEachTheme(dark -> {
            Shots.save(this, window.view(), "inspector-field-presence" + (dark ? "-dark" : ""));
            TextField box = presenceBox(1);
            Bounds shown = box.localToScene(box.getBoundsInLocal());
            assertTrue(shown.getMinX() >= 0 && shown.getMaxX() <= window.scene().getWidth(), "the presence box is in the window: " + shown);
            Text text = new Text(box.getText());
            text.setFont(box.getFont());
            assertTrue(text.getLayoutBounds().getWidth() <= box.getWidth() - box.snappedLeftInset() - box.snappedRightInset() + 0.5,
                    "'" + box.getText() + "' is read whole");
            showSideTab("tab-preview");
            Shots.save(this, window.view(), "preview-optional-field" + (dark ? "-dark" : ""));
            showSideTab("tab-inspector");
        });
    }
}
