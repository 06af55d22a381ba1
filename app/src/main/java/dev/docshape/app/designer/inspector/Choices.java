package dev.docshape.app.designer.inspector;

import dev.docshape.app.ui.ChoiceTexts;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Tooltip;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/** Combo boxes over enums with readable names, reporting only the user's choices; and filling a box. */
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
        ChoiceTexts.install(box, text);
        box.valueProperty().addListener((obs, old, now) -> {
            if (!guard.getAsBoolean() && now != null && now != old) chosen.accept(now);
        });
        return box;
    }

    /** Offers {@code choices} in {@code box} (kept when they are the same, so an open list stays open) and selects {@code chosen}. */
    static <T> void show(ComboBox<T> box, List<T> choices, T chosen) {
        if (!box.getItems().equals(choices)) box.getItems().setAll(choices);
        box.setValue(chosen);
    }
}
