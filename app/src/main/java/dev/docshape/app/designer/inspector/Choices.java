package dev.docshape.app.designer.inspector;

import javafx.scene.control.ComboBox;
import javafx.scene.control.Tooltip;
import javafx.util.StringConverter;

import java.util.function.Consumer;
import java.util.function.Function;

/** Combo boxes over enums with readable names, reporting only the user's choices. */
final class Choices {
    private Choices() {
    }

    /**
     * A combo box of {@code values} shown through {@code text}; {@code chosen} is called when the
     * user picks a value, not when {@code guard} says the program is filling the form.
     */
    static <T> ComboBox<T> of(String id, String tooltip, T[] values, Function<T, String> text,
                              java.util.function.BooleanSupplier guard, Consumer<T> chosen) {
        ComboBox<T> box = new ComboBox<>();
        box.setId(id);
        box.getItems().setAll(values);
        box.setTooltip(new Tooltip(tooltip));
        box.setMaxWidth(Double.MAX_VALUE);
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : text.apply(value);
            }

            @Override
            public T fromString(String s) {
                for (T v : values) if (text.apply(v).equals(s)) return v;
                return null;
            }
        });
        box.valueProperty().addListener((obs, old, now) -> {
            if (!guard.getAsBoolean() && now != null && now != old) chosen.accept(now);
        });
        return box;
    }
}
