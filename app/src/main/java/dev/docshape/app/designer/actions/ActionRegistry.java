package dev.docshape.app.designer.actions;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.binding.StringExpression;
import javafx.beans.property.BooleanProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableStringValue;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What each {@link DesignerAction} does, when it is enabled, and, for some, a label that follows
 * the state ("Undo Move entity Person") or an on/off state (Dark Theme). The window's view model
 * fills it; the views only read it.
 */
public final class ActionRegistry {
    private record Binding(Runnable handler, BooleanExpression enabled) {
    }

    private final Map<DesignerAction, Binding> bindings = new EnumMap<>(DesignerAction.class);
    private final Map<DesignerAction, StringExpression> labels = new EnumMap<>(DesignerAction.class);
    private final Map<DesignerAction, BooleanProperty> toggles = new EnumMap<>(DesignerAction.class);

    /** Binds an action that is always enabled. */
    public ActionRegistry bind(DesignerAction action, Runnable handler) {
        return bind(action, handler, Bindings.createBooleanBinding(() -> true));
    }

    public ActionRegistry bind(DesignerAction action, Runnable handler, ObservableBooleanValue enabled) {
        Objects.requireNonNull(handler, "handler of " + action);
        bindings.put(action, new Binding(handler, BooleanExpression.booleanExpression(enabled)));
        return this;
    }

    /** An on/off action (a check menu item, a toggle button) bound to {@code state}. */
    public ActionRegistry bindToggle(DesignerAction action, BooleanProperty state) {
        toggles.put(action, state);
        return bind(action, () -> state.set(!state.get()));
    }

    /** A label that follows the state, instead of the fixed one. */
    public ActionRegistry bindLabel(DesignerAction action, ObservableStringValue label) {
        labels.put(action, StringExpression.stringExpression(label));
        return this;
    }

    public boolean isBound(DesignerAction action) {
        return bindings.containsKey(action);
    }

    public BooleanExpression enabled(DesignerAction action) {
        Binding b = bindings.get(action);
        return b == null ? BooleanExpression.booleanExpression(Bindings.createBooleanBinding(() -> false)) : b.enabled();
    }

    public StringExpression label(DesignerAction action) {
        StringExpression label = labels.get(action);
        return label != null ? label : StringExpression.stringExpression(Bindings.createStringBinding(action::label));
    }

    public Optional<BooleanProperty> toggle(DesignerAction action) {
        return Optional.ofNullable(toggles.get(action));
    }

    /** Runs the action if it is bound and enabled; returns whether it ran. */
    public boolean execute(DesignerAction action) {
        Binding b = bindings.get(action);
        if (b == null || !b.enabled().get()) return false;
        b.handler().run();
        return true;
    }
}
