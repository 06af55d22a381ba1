package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.ValueRange;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A number field's range beyond the inspector's Range line (issue 15, decision 0547): its card shows it short
 * ({@code integer 1..7}), quick entry takes it ({@code day: integer 1..7}) in one undo step, retyping keeps it where the
 * new type has ranges and otherwise says in the status line that it went, and Tab reaches it before the row's buttons.
 */
class RangesOnCardsAndEntryTest extends DesignerTestBase {

    private Project mealPlanning() throws IOException {
        return workload("meal-planning");
    }

    private static Project workload(String name) throws IOException {
        return new dev.docshape.app.designer.files.FileProjectStore().load(examplesFolder().resolve("workloads").resolve(name + ".docshape"));
    }

    /** The type column of an entity's card, one line per field. */
    private List<String> typesShown(String entityId) {
        return List.of(entityCard(entityId).lookup(".field-types").queryAs(Text.class).getText().split("\n"));
    }

    private Entity entity(String name) {
        return project().model().entities().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
    }

    private Field field(String entityId, String name) {
        return project().model().requireEntity(entityId).fields().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private int fieldIndex(String entityId, String name) {
        return project().model().requireEntity(entityId).fields().indexOf(field(entityId, name));
    }

    private String undoLabel() {
        return vm.actions().label(DesignerAction.UNDO).get();
    }

    @Test
    void aCardShowsEachRangeShortBesideItsTypeWithinTheCardInBothThemes() throws IOException {
        show(mealPlanning());
        assertEquals(List.of("integer 1..7", "string"), typesShown("planned_meals"));
        assertEquals(List.of("string", "string", "string", "integer ≥0", "integer 1..24", "date"), typesShown("recipes"));
        assertEquals("integer 1..5", typesShown("reviews").get(0));
        readableInBothThemes("meal-planning");
        show(workload("ride-hailing"));
        assertEquals("integer 1..12", typesShown("paymentMethods").get(fieldIndex("paymentMethods", "expMonth")));
        assertEquals("decimal =3", typesShown("fare").get(fieldIndex("fare", "base")), "a range of one value says the value");
        readableInBothThemes("ride-hailing");
    }

    /** Every card of the project shown has its names and types apart and inside it, and no card lies on another. */
    private void readableInBothThemes(String name) {
        inEachTheme(dark -> {
            Shots.save(this, window.view(), "canvas-ranges-" + name + (dark ? "-dark" : ""));
            List<Bounds> cards = new ArrayList<>();
            for (Entity e : project().model().entities()) {
                Node card = entityCard(e.id()).query();
                Text names = entityCard(e.id()).lookup(".field-names").queryAs(Text.class);
                Text types = entityCard(e.id()).lookup(".field-types").queryAs(Text.class);
                Bounds box = card.localToScene(card.getBoundsInLocal());
                Bounds left = names.localToScene(names.getBoundsInLocal());
                Bounds right = types.localToScene(types.getBoundsInLocal());
                assertTrue(right.getMaxX() <= box.getMaxX() && left.getMinX() >= box.getMinX(), e.name() + ": the types are inside the card " + box + ": " + right);
                assertTrue(left.getMaxX() + 8 <= right.getMinX(), e.name() + ": names and types do not run into each other: " + left + " " + right);
                for (Bounds other : cards) assertTrue(!other.intersects(box), name + ": " + e.name() + " lies on another card: " + box + " " + other);
                cards.add(box);
            }
        });
    }

    @Test
    void quickEntryTakesARangeInOneUndoStepAndRefusesABadOneSayingWhatIsAccepted() {
        interact(() -> vm.actions().execute(DesignerAction.NEW));
        WaitForAsyncUtils.waitForFxEvents();
        newEntity("Meal");
        String id = entity("Meal").id();
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.E);
        for (String typed : new String[] {"day: integer 1..7", "price: decimal >0", "age int 0..120"}) write(typed).type(KeyCode.ENTER);
        type(KeyCode.ESCAPE);
        assertEquals(ValueRange.between(1, 7), field(id, "day").range());
        assertEquals(FieldType.DECIMAL, field(id, "price").type());
        assertEquals(new ValueRange(0.0, true, null, false), field(id, "price").range());
        assertEquals(ValueRange.between(0, 120), field(id, "age").range());
        assertEquals(List.of("string", "integer 1..7", "decimal >0", "integer 0..120"), typesShown(id), "the card shows what was typed");
        assertEquals("Undo Set field age: integer 0 to 120", undoLabel());

        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(List.of("name", "day", "price", "field"), fieldsShown(id), "one undo takes back name, type and range");
        assertEquals(FieldType.STRING, project().model().requireEntity(id).fields().get(3).type());
        assertNull(project().model().requireEntity(id).fields().get(3).range());

        clickOn("#inspector-field-name-0");   // the inspector's name box takes quick entry too
        retype("servings int 0..lots");
        assertTrue(statusText().startsWith("Field 1: 'lots' in '0..lots' is not a number: write it as 1 to 7, at least 0"), statusText());
        retype("servings: string 1..24");
        assertEquals("Field 1: a string has no range: a range is for an integer, a long, a double or a decimal", statusText());
        type(KeyCode.ESCAPE);
        assertEquals("name", project().model().requireEntity(id).fields().get(0).name(), "nothing refused was applied");
    }

    @Test
    void retypingARangedFieldKeepsTheRangeWhereTheTypeHasOneAndOtherwiseSaysItWent() throws IOException {
        show(mealPlanning());
        interact(() -> canvas().centreOn("planned_meals"));   // as a user scrolls to it: the example's layout puts it past the first view
        clickEntity("planned_meals");
        @SuppressWarnings("unchecked")
        ComboBox<FieldType> type = lookup("#inspector-field-type-0").queryAs(ComboBox.class);
        clickOn(type);
        write("lo").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(FieldType.LONG, field("planned_meals", "day_of_week").type());
        assertEquals(ValueRange.between(1, 7), field("planned_meals", "day_of_week").range(), "a long keeps the range");
        assertEquals("long 1..7", typesShown("planned_meals").get(0));

        clickOn(fieldPoint("planned_meals", 0, true), MouseButton.PRIMARY);   // the card's type menu
        write("st").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(FieldType.STRING, field("planned_meals", "day_of_week").type());
        assertNull(field("planned_meals", "day_of_week").range());
        assertEquals("Range 1 to 7 of planned_meal.day_of_week removed: a string has no range", statusText());
        assertEquals("string", typesShown("planned_meals").get(0));

        push(KeyCode.SHORTCUT, KeyCode.Z);
        assertEquals(FieldType.LONG, field("planned_meals", "day_of_week").type(), "one undo step takes type and range back");
        assertEquals(ValueRange.between(1, 7), field("planned_meals", "day_of_week").range());
        assertEquals("long 1..7", typesShown("planned_meals").get(0));

        clickEntity("recipes");
        clickOn("#inspector-field-name-4");
        retype("servings: boolean");
        assertEquals("Range 1 to 24 of recipe.servings removed: a boolean has no range", statusText(), "quick entry says it too");
    }

    @Test
    void tabGoesThroughAFieldsBoxesItsRangeAmongThemBeforeTheRowsButtons() throws IOException {
        show(mealPlanning());
        clickEntity("recipes");
        assertEquals(List.of("rate-3", "values-3", "presence-3", "range-3", "listed-3", "up-3", "down-3", "remove-3", "name-4"), tabsFromType(3),
                "a number: its boxes, its share and range under them, its listed values under those (0566), then its buttons, then the next field");
        assertEquals(List.of("rate-2", "values-2", "constant-2", "up-2", "down-2", "remove-2", "name-3"), tabsFromType(2),
                "a required string: its boxes, its constant box (its share is locked at 100 %), then its buttons, the same order");
    }

    /** Where Tab takes the keyboard from field {@code index}'s type list, until the next row, by the end of each id. */
    private List<String> tabsFromType(int index) {
        clickOn("#inspector-field-type-" + index);
        type(KeyCode.ESCAPE);   // the list closed, the keyboard still on it
        List<String> seen = new ArrayList<>();
        while (seen.size() < 10 && (seen.isEmpty() || !seen.get(seen.size() - 1).startsWith("name-"))) {
            type(KeyCode.TAB);
            String id = String.valueOf(window.scene().getFocusOwner().getId());
            seen.add(id.replaceFirst("^inspector-field-", ""));
        }
        return seen;
    }
}
