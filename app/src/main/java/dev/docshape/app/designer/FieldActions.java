package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.ActionRegistry;
import dev.docshape.app.designer.diagram.DiagramCommands;
import dev.docshape.app.designer.diagram.FieldRef;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.model.Entity;
import dev.docshape.model.FieldType;
import dev.docshape.model.Labels;
import dev.docshape.model.Project;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableValue;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import static dev.docshape.app.designer.actions.DesignerAction.CHANGE_FIELD_TYPE;
import static dev.docshape.app.designer.actions.DesignerAction.MOVE_FIELD_DOWN;
import static dev.docshape.app.designer.actions.DesignerAction.MOVE_FIELD_UP;
import static dev.docshape.app.designer.actions.DesignerAction.REMOVE_FIELD;
import static dev.docshape.app.designer.actions.DesignerAction.RENAME_FIELD;

/**
 * The Model > Field commands (also the canvas's field menu): they act on the field focused on the
 * canvas ({@link SelectionModel#fieldProperty()}), and the focus follows a field that moves.
 */
final class FieldActions {
    private final SelectionModel selection;
    private final ObservableValue<Project> project;
    private final DiagramCommands commands;

    private FieldActions(SelectionModel selection, ObservableValue<Project> project, DiagramCommands commands) {
        this.selection = selection;
        this.project = project;
        this.commands = commands;
    }

    /** @param rename starts renaming the field in place */
    static void bind(ActionRegistry actions, SelectionModel selection, ObservableValue<Project> project,
                     DiagramCommands commands, Consumer<FieldRef> rename) {
        FieldActions fields = new FieldActions(selection, project, commands);
        actions.bind(RENAME_FIELD, () -> fields.focused().ifPresent(rename), fields.when((index, count) -> true))
                .bind(MOVE_FIELD_UP, () -> fields.move(-1), fields.when((index, count) -> index > 0))
                .bind(MOVE_FIELD_DOWN, () -> fields.move(+1), fields.when((index, count) -> index < count - 1))
                .bind(REMOVE_FIELD, fields::remove, fields.when((index, count) -> true))
                .bindChoice(CHANGE_FIELD_TYPE, new ActionRegistry.Choices<>(List.of(FieldType.values()), Labels::words,
                        fields::currentType, fields::retype), fields.when((index, count) -> true));
    }

    private interface Place {
        boolean test(int index, int count);
    }

    /** True while a field is focused and {@code place} holds for its index among its entity's fields. */
    private BooleanBinding when(Place place) {
        return Bindings.createBooleanBinding(() -> focused()
                .map(f -> place.test(f.index(), fieldCount(f))).orElse(false), selection.fieldProperty(), project);
    }

    /** The focused field, while it still exists. */
    private Optional<FieldRef> focused() {
        FieldRef f = selection.fieldProperty().get();
        return f != null && f.index() < fieldCount(f) ? Optional.of(f) : Optional.empty();
    }

    private int fieldCount(FieldRef f) {
        return project.getValue().model().entity(f.entityId()).map(e -> e.fields().size()).orElse(0);
    }

    private FieldType currentType() {
        return focused().flatMap(f -> project.getValue().model().entity(f.entityId()).map(Entity::fields)
                .map(list -> list.get(f.index()).type())).orElse(null);
    }

    private void move(int delta) {
        focused().ifPresent(f -> {
            commands.fields().moveField(f.entityId(), f.index(), delta);
            selection.selectField(f.entityId(), f.index() + delta);
        });
    }

    private void remove() {
        focused().ifPresent(f -> {
            commands.fields().removeField(f.entityId(), f.index());
            selection.clearField();
        });
    }

    private void retype(FieldType type) {
        focused().ifPresent(f -> commands.fields().retypeField(f.entityId(), f.index(), type));
    }
}
