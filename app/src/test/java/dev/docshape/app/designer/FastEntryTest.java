package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15, item 5: entering a model quickly. A new field starts in edit mode, {@code email: string}
 * and {@code total decimal} fill name and type, Enter goes on to the next field, Escape takes back
 * the one just added, and every list of choices has type-ahead.
 */
class FastEntryTest extends DesignerTestBase {
    private int actions;

    /** One user action: a click, a shortcut, a key or a word typed. */
    private void act(Runnable step) {
        step.run();
        actions++;
    }

    private Entity entity(String name) {
        return project().model().entities().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
    }

    private String fields(String entityName) {
        return entity(entityName).fields().stream().map(f -> f.name() + ":" + f.type().name().toLowerCase())
                .collect(Collectors.joining(","));
    }

    private void startBlank() {
        interact(() -> vm.actions().execute(DesignerAction.NEW));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, project().model().entities().size());
    }

    @Test
    void threeEntitiesAndSixFieldsFromTheKeyboard() {
        startBlank();
        List<List<String>> model = List.of(List.of("Customer", "email: string", "born date"),
                List.of("Order", "total decimal", "placedAt: date"), List.of("Product", "sku: string", "price: decimal"));
        for (List<String> entity : model) {
            act(() -> push(KeyCode.SHORTCUT, KeyCode.E));
            act(() -> write(entity.get(0)));
            act(() -> type(KeyCode.ENTER));
            act(() -> push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.E));
            assertTrue(window.scene().getFocusOwner() instanceof TextField, "the new field is in edit mode");
            for (String field : entity.subList(1, 3)) {
                act(() -> write(field));
                act(() -> type(KeyCode.ENTER));
            }
            act(() -> type(KeyCode.ESCAPE));
        }
        assertEquals("name:string,email:string,born:date", fields("Customer"));
        assertEquals("name:string,total:decimal,placedAt:date", fields("Order"));
        assertEquals("name:string,sku:string,price:decimal", fields("Product"));
        String id = entity("Order").id();
        assertEquals(List.of("name", "total", "placedAt"), fieldsShown(id), "the canvas shows what was typed");
        // the same model took 39 actions before: per entity Ctrl+E, name, Enter; per field Ctrl+Shift+E,
        // name, Enter, a click on the type and one on the new type
        assertEquals(27, actions, "actions for 3 entities and 6 fields");
        dev.docshape.app.designer.testing.Shots.save(this, window.view(), "ui-fast-entry");
        System.out.println("[fast entry] 3 entities and 6 fields: " + actions + " actions (39 before)");
    }

    @Test
    void theCanvasAddFieldButtonStartsEditingAndOneUndoTakesNameAndTypeBack() {
        startBlank();
        newEntity("Invoice");
        String id = entity("Invoice").id();
        clickOn(entityCard(id).lookup(".entity-add-field").queryAs(Text.class));
        assertTrue(window.scene().getFocusOwner() instanceof TextField, "the new field is in edit mode");
        write("amount: decimal").type(KeyCode.ESCAPE);
        assertEquals("name:string", fields("Invoice"), "Escape takes back the field just added");
        clickOn(entityCard(id).lookup(".entity-add-field").queryAs(Text.class));
        write("amount: decimal").type(KeyCode.ENTER).type(KeyCode.ESCAPE);
        assertEquals("name:string,amount:decimal", fields("Invoice"));
        assertEquals("Set field amount: decimal", vm.document().undoDescriptionProperty().get());
        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals("name:string,field:string", fields("Invoice"), "one undo step for name and type");
    }

    @Test
    void anUnknownTypeIsReportedAndChangesNothing() {
        startBlank();
        newEntity("Invoice");
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.E);
        write("amount: money2").type(KeyCode.ENTER);
        // the problem shows while the user is still at the field (the next model change clears it)
        assertTrue(statusText().contains("'money2' is not a field type"),
                statusText());
        type(KeyCode.ESCAPE);
    }

    @Test
    void theInspectorTakesQuickEntryAndEnterGoesOnToTheNextField() {
        startBlank();
        newEntity("Customer");
        clickOn("#inspector-add-field");
        assertTrue(lookup("#inspector-field-name-1").queryAs(TextField.class).isFocused(), "the new field's name has the focus");
        write("email: string").type(KeyCode.ENTER);
        assertTrue(lookup("#inspector-field-name-2").queryAs(TextField.class).isFocused(), "Enter went on to a new field");
        write("age int").type(KeyCode.ENTER);
        type(KeyCode.ESCAPE);
        assertEquals("name:string,email:string,age:integer", fields("Customer"));
        assertEquals("email", lookup("#inspector-field-name-1").queryAs(TextField.class).getText());
    }

    @Test
    void typeAheadInTheInspectorsTypeListAndInTheCanvasTypePopup() {
        startBlank();
        newEntity("Customer");
        clickOn("#inspector-field-type-0");
        write("de");
        @SuppressWarnings("unchecked")
        ComboBox<FieldType> type = lookup("#inspector-field-type-0").queryAs(ComboBox.class);
        assertEquals(FieldType.DECIMAL, type.getValue());
        type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(FieldType.DECIMAL, entity("Customer").fields().get(0).type());

        String id = entity("Customer").id();
        clickOn(fieldPoint(id, 0, true), MouseButton.PRIMARY);
        write("bo").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(FieldType.BOOLEAN, entity("Customer").fields().get(0).type());
        Field field = entity("Customer").fields().get(0);
        assertEquals("name", field.name());
    }
}
