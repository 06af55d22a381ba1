package dev.docshape.app.designer.actions;

import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A row command's enabled state and target: the focused row from the menu, its own row from a row's button (decision 0293). */
class ActionRegistryRowsTest {
    private final ActionRegistry registry = new ActionRegistry();
    private final SimpleObjectProperty<Integer> focused = new SimpleObjectProperty<>();
    private final SimpleIntegerProperty rows = new SimpleIntegerProperty(3);
    private final List<Integer> moved = new ArrayList<>();

    private void bindMoveUp() {
        registry.bindRow(DesignerAction.MOVE_FIELD_UP, new ActionRegistry.Rows<>(Integer.class, focused, rows,
                row -> row > 0 && row < rows.get(), moved::add));
    }

    @Test
    void theMenuActsOnTheFocusedRowAndIsEnabledAsThatRowAllows() {
        bindMoveUp();
        assertFalse(registry.isEnabled(DesignerAction.MOVE_FIELD_UP), "no row focused");
        focused.set(0);
        assertFalse(registry.isEnabled(DesignerAction.MOVE_FIELD_UP), "the first row cannot move up");
        focused.set(2);
        assertTrue(registry.isEnabled(DesignerAction.MOVE_FIELD_UP));
        assertTrue(registry.execute(DesignerAction.MOVE_FIELD_UP));
        assertEquals(List.of(2), moved);
        rows.set(2);
        assertFalse(registry.isEnabled(DesignerAction.MOVE_FIELD_UP), "the focused row is gone");
    }

    @Test
    void aRowsOwnCommandActsOnThatRowWhateverIsFocused() {
        bindMoveUp();
        focused.set(2);
        ObservableValue<Boolean> first = registry.enabled(DesignerAction.MOVE_FIELD_UP, 0);
        ObservableValue<Boolean> second = registry.enabled(DesignerAction.MOVE_FIELD_UP, 1);
        assertFalse(first.getValue());
        assertTrue(second.getValue());
        assertFalse(registry.execute(DesignerAction.MOVE_FIELD_UP, 0), "refused where it cannot run");
        assertTrue(registry.execute(DesignerAction.MOVE_FIELD_UP, 1));
        assertEquals(List.of(1), moved);
        rows.set(1);
        assertFalse(second.getValue(), "follows the state: row 1 is gone");
        assertFalse(registry.execute(DesignerAction.MOVE_FIELD_UP, "not a row"), "a target of another type is refused");
    }

    @Test
    void aRowsStateMadeBeforeTheBindingFollowsIt() {
        ObservableValue<Boolean> early = registry.enabled(DesignerAction.MOVE_FIELD_UP, 1);
        assertFalse(early.getValue(), "unbound");
        bindMoveUp();
        assertTrue(early.getValue());
    }

    @Test
    void onlyRowCommandsAreBoundAsRows() {
        assertThrows(IllegalArgumentException.class, () -> registry.bindRow(DesignerAction.SAVE,
                new ActionRegistry.Rows<>(Integer.class, focused, rows, row -> true, moved::add)));
    }
}
