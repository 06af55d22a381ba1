package dev.docshape.app.designer.actions;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringExpression;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableStringValue;
import javafx.beans.value.ObservableValue;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * What each {@link DesignerAction} does, when it is enabled, and, for some, a label that follows
 * the state ("Undo Move entity Person") or an on/off state (Dark Theme). The window's view models
 * fill it (the designer's own commands, then the analysis panels' ones); the views only read it.
 * A menu item or button may be built before its action is bound: it follows the binding made
 * later, and stays disabled while the action is unbound.
 */
public final class ActionRegistry {
    /**
     * What a choice action offers: its values in order, their words, the value in force now (its
     * item is disabled; null for none) and what choosing one does.
     */
    public record Choices<T>(List<T> values, Function<T, String> label, Supplier<T> current, Consumer<T> choose) {
        public Choices {
            values = List.copyOf(values);
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(current, "current");
            Objects.requireNonNull(choose, "choose");
        }
    }

    /**
     * What a command on one row of a list does (decision 0293): the row the menu bar and the
     * shortcut mean ({@code focused}, null for none), whether it can run on a row (asked again
     * whenever {@code state} changes) and what it does to a row.
     */
    public record Rows<R>(Class<R> type, ObservableValue<R> focused, Observable state, Predicate<R> can, Consumer<R> run) {
        boolean canRun(Object row) {
            return type.isInstance(row) && can.test(type.cast(row));
        }

        ObservableValue<Boolean> enabledOn(Object row) {
            return Bindings.createBooleanBinding(() -> canRun(row), state);
        }

        void runOn(Object row) {
            if (canRun(row)) run.accept(type.cast(row));
        }
    }

    /** The live state of one action. */
    private static final class Slot {
        final SimpleBooleanProperty enabled = new SimpleBooleanProperty(false);
        final StringProperty label;
        final BooleanProperty state = new SimpleBooleanProperty();
        Runnable handler;
        Choices<?> choices;
        final ObjectProperty<Rows<?>> rows = new SimpleObjectProperty<>();

        Slot(DesignerAction action) {
            label = new SimpleStringProperty(action.label());
        }
    }

    private final Map<DesignerAction, Slot> slots = new EnumMap<>(DesignerAction.class);

    private Slot slot(DesignerAction action) {
        return slots.computeIfAbsent(action, Slot::new);
    }

    /** Binds an action that is always enabled. */
    public ActionRegistry bind(DesignerAction action, Runnable handler) {
        return bind(action, handler, new SimpleBooleanProperty(true));
    }

    public ActionRegistry bind(DesignerAction action, Runnable handler, ObservableBooleanValue enabled) {
        Objects.requireNonNull(handler, "handler of " + action);
        Slot slot = slot(action);
        slot.handler = handler;
        slot.enabled.bind(enabled);
        return this;
    }

    /** An on/off action (a check menu item, a toggle button) bound both ways to {@code state}. */
    public ActionRegistry bindToggle(DesignerAction action, BooleanProperty state) {
        if (!action.isToggle()) throw new IllegalArgumentException(action + " is not an on/off action");
        BooleanProperty own = slot(action).state;
        own.bindBidirectional(state);
        return bind(action, () -> own.set(!own.get()));
    }

    /** A choice action (a submenu of values); choosing runs only while {@code enabled}. */
    public <T> ActionRegistry bindChoice(DesignerAction action, Choices<T> choices, ObservableBooleanValue enabled) {
        if (!action.isChoice()) throw new IllegalArgumentException(action + " is not a choice");
        slot(action).choices = Objects.requireNonNull(choices, "choices of " + action);
        slot(action).enabled.bind(enabled);
        return this;
    }

    /** A row command: its menu item and shortcut act on the focused row, a row's own button and menu item on that row. */
    public <R> ActionRegistry bindRow(DesignerAction action, Rows<R> rows) {
        if (!action.isRow()) throw new IllegalArgumentException(action + " is not a row command");
        slot(action).rows.set(Objects.requireNonNull(rows, "rows of " + action));
        return bind(action, () -> rows.runOn(rows.focused().getValue()),
                Bindings.createBooleanBinding(() -> rows.canRun(rows.focused().getValue()), rows.focused(), rows.state()));
    }

    /** Whether the row command can run on {@code row} now and as things change; false while it is unbound. */
    public ObservableValue<Boolean> enabled(DesignerAction action, Object row) {
        return slot(action).rows.flatMap(rows -> rows.enabledOn(row)).orElse(false);
    }

    /** Runs the row command on {@code row} if it can run there; returns whether it ran. */
    public boolean execute(DesignerAction action, Object row) {
        Slot slot = slots.get(action);
        Rows<?> rows = slot == null ? null : slot.rows.get();
        if (rows == null || !rows.canRun(row)) return false;
        rows.runOn(row);
        return true;
    }

    /** The values of a choice action; empty while it is unbound or for the other actions. */
    public Optional<Choices<?>> choices(DesignerAction action) {
        Slot slot = slots.get(action);
        return slot == null ? Optional.empty() : Optional.ofNullable(slot.choices);
    }

    /** A label that follows the state, instead of the fixed one. */
    public ActionRegistry bindLabel(DesignerAction action, ObservableStringValue label) {
        slot(action).label.bind(label);
        return this;
    }

    private boolean isBound(DesignerAction action) {
        Slot slot = slots.get(action);
        return slot != null && (slot.handler != null || slot.choices != null);
    }

    public ReadOnlyBooleanProperty enabled(DesignerAction action) {
        return slot(action).enabled;
    }

    public StringExpression label(DesignerAction action) {
        return slot(action).label;
    }

    /** The on/off state of a toggle action; empty for the others. */
    public Optional<BooleanProperty> toggle(DesignerAction action) {
        return action.isToggle() ? Optional.of(slot(action).state) : Optional.empty();
    }

    /** Runs the action if it is bound and enabled; returns whether it ran. */
    public boolean execute(DesignerAction action) {
        Slot slot = slots.get(action);
        if (slot == null || slot.handler == null || !slot.enabled.get()) return false;
        slot.handler.run();
        return true;
    }

    /** Whether the action is bound and enabled now. */
    public boolean isEnabled(DesignerAction action) {
        return isBound(action) && enabled(action).get();
    }
}
