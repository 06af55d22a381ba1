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
 * The Model > Field commands (also the canvas's field menu): they act on the focused field, the one
 * last clicked on the canvas or focused in the inspector ({@link SelectionModel#fieldProperty()}),
 * and the focus follows a field that moves. Move up, Move down and Remove field are row commands:
 * an inspector row's buttons and context menu run them on that row (decision 0293).
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
                .bindRow(MOVE_FIELD_UP, fields.rows((index, count) -> index > 0, f -> fields.move(f, -1)))
                .bindRow(MOVE_FIELD_DOWN, fields.rows((index, count) -> index < count - 1, f -> fields.move(f, +1)))
                .bindRow(REMOVE_FIELD, fields.rows((index, count) -> true, fields::remove))
                .bindChoice(CHANGE_FIELD_TYPE, new ActionRegistry.Choices<>(List.of(FieldType.values()), Labels::words,
                        fields::currentType, fields::retype), fields.when((index, count) -> true));
    }

    private interface Place {
        boolean test(int index, int count);
    }

    /** True while a field is focused and {@code place} holds for its index among its entity's fields. */
    private BooleanBinding when(Place place) {
        return Bindings.createBooleanBinding(() -> focused().filter(f -> can(place, f)).isPresent(), selection.fieldProperty(), project);
    }

    /** A command on one field: the focused one from the menu bar and the shortcut, a row's own from the inspector's row. */
    private ActionRegistry.Rows<FieldRef> rows(Place place, Consumer<FieldRef> run) {
        return new ActionRegistry.Rows<>(FieldRef.class, selection.fieldProperty(), project, f -> can(place, f), run);
    }

    /** Whether the field still exists and {@code place} holds for its index among its entity's fields. */
    private boolean can(Place place, FieldRef f) {
        int count = fieldCount(f);
        return f.index() < count && place.test(f.index(), count);
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

    /** Moves the field; the focus follows it. */
    private void move(FieldRef f, int delta) {
        commands.fields().moveField(f.entityId(), f.index(), delta);
        selection.selectField(f.entityId(), f.index() + delta);
    }

    private void remove(FieldRef f) {
        commands.fields().removeField(f.entityId(), f.index());
        selection.clearField();
    }

    private void retype(FieldType type) {
        focused().ifPresent(f -> commands.fields().retypeField(f.entityId(), f.index(), type));
    }
}
