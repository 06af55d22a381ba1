package dev.docshape.app.ui;

import javafx.scene.control.ComboBox;
import javafx.util.StringConverter;

import java.util.function.Function;

/** How a combo box words its items: the one converter of the app's choice boxes. */
public final class ChoiceTexts {
    private ChoiceTexts() {
    }

    /**
     * Shows each item of {@code box} as {@code text} words it (nothing for no value); a text reads
     * back as the item it words, or null when no item has it.
     */
    public static <T> void install(ComboBox<T> box, Function<? super T, String> text) {
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : text.apply(value);
            }

            @Override
            public T fromString(String s) {
                for (T item : box.getItems()) if (text.apply(item).equals(s)) return item;
                return null;
            }
        });
    }
}
