package dev.docshape.app.analysis;

import javafx.scene.control.CheckBox;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;

import java.util.List;
import java.util.OptionalDouble;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/** Form builders for the analysis panels: committed text fields, number parsing, label grids, tick lists. */
public final class Forms {
    private Forms() {
    }

    /**
     * A text field that calls {@code commit} when the user presses Enter or leaves it; Escape puts
     * back the text shown before.
     */
    public static TextField committing(String id, String tooltip, Consumer<String> commit) {
        TextField field = new TextField();
        field.setId(id);
        if (tooltip != null) field.setTooltip(new Tooltip(tooltip));
        field.setOnAction(e -> commit.accept(field.getText()));
        field.focusedProperty().addListener((obs, was, is) -> {
            if (!is && !field.getText().equals(field.getUserData())) commit.accept(field.getText());
        });
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE && field.getUserData() instanceof String shown) {
                field.setText(shown);
                e.consume();
            }
        });
        return field;
    }

    /** Shows {@code text} unless the user is typing something else in the field. */
    public static void show(TextField field, String text) {
        boolean typing = field.isFocused() && field.getText() != null && !field.getText().equals(field.getUserData());
        field.setUserData(text);
        if (!typing) field.setText(text);
    }

    /** A non-negative number typed by the user; empty when it is not one. */
    public static OptionalDouble number(String text) {
        try {
            double v = Double.parseDouble(text.trim().replace(",", ""));
            return v >= 0 && Double.isFinite(v) ? OptionalDouble.of(v) : OptionalDouble.empty();
        } catch (NumberFormatException e) {
            return OptionalDouble.empty();
        }
    }

    /**
     * One check box per value, ticked when {@code ticked} holds it; {@code onTick} gets the value
     * and its new state.
     */
    public static FlowPane ticks(String idPrefix, List<String> values, List<String> ticked, BiConsumer<String, Boolean> onTick) {
        return ticks(idPrefix, values, v -> v, ticked, onTick);
    }

    /** The same, each box labelled by {@code label} of its value. */
    public static FlowPane ticks(String idPrefix, List<String> values, java.util.function.Function<String, String> label,
                                 List<String> ticked, BiConsumer<String, Boolean> onTick) {
        FlowPane flow = new FlowPane(10, 4);
        flow.getStyleClass().add("tick-list");
        for (String value : values) {
            CheckBox box = new CheckBox(label.apply(value));
            box.setId(idPrefix + value);
            box.setSelected(ticked.contains(value));
            box.selectedProperty().addListener((obs, was, is) -> onTick.accept(value, is));
            flow.getChildren().add(box);
        }
        return flow;
    }
}
