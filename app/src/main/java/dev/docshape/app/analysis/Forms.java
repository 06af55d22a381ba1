package dev.docshape.app.analysis;

import javafx.scene.control.CheckBox;
import javafx.scene.layout.FlowPane;

import java.util.List;
import java.util.function.BiConsumer;

/** Tick lists for the analysis panels' forms (text fields: {@link dev.docshape.app.ui.Inputs}). */
public final class Forms {
    private Forms() {
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
