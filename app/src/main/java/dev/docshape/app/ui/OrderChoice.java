package dev.docshape.app.ui;

import dev.docshape.model.mapping.Ordering;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

import java.util.List;
import java.util.function.Consumer;

/**
 * An order to choose, shared by the mapping inspector (which children a subset or bucket keeps) and
 * the pattern editor (a read's "first N by"): a field of the ordered entity, or none, and which end
 * comes first (docs/counting-rules.md "Ordering and feeds"). Reports only the user's choices.
 */
public final class OrderChoice extends HBox {
    private static final String NONE = "";

    private final ComboBox<String> field = new ComboBox<>();
    private final ComboBox<Ordering.Direction> direction = new ComboBox<>();
    private final Consumer<Ordering> chosen;
    private boolean updating;

    /**
     * @param idPrefix  the controls' ids: {@code idPrefix + "-field"} and {@code idPrefix + "-direction"}
     * @param noneLabel what no order means here ("as added, newest kept", "any")
     * @param chosen    receives the order the user picked, null for none
     */
    public OrderChoice(String idPrefix, String noneLabel, Consumer<Ordering> chosen) {
        super(6);
        this.chosen = chosen;
        getStyleClass().add("order-choice");
        field.setId(idPrefix + "-field");
        field.setTooltip(new Tooltip("The field the order goes by"));
        ChoiceTexts.install(field, f -> f.isEmpty() ? noneLabel : f);
        field.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(field, Priority.ALWAYS);
        direction.setId(idPrefix + "-direction");
        direction.setTooltip(new Tooltip("Which end of the order comes first"));
        direction.getItems().setAll(Ordering.Direction.DESCENDING, Ordering.Direction.ASCENDING);
        ChoiceTexts.install(direction, d -> d == Ordering.Direction.DESCENDING ? "highest first" : "lowest first");
        field.valueProperty().addListener((obs, old, now) -> changed());
        direction.valueProperty().addListener((obs, old, now) -> changed());
        getChildren().addAll(field, direction);
    }

    /** Shows {@code current} (null = none) among the entity's {@code fields}, without reporting it. */
    public void show(List<String> fields, Ordering current) {
        updating = true;
        try {
            // cleared first: new items with the same value selected leave the button blank
            field.setValue(null);
            field.getItems().setAll(NONE);
            field.getItems().addAll(fields);
            if (current != null && !fields.contains(current.field())) field.getItems().add(current.field());
            field.setValue(current == null ? NONE : current.field());
            direction.setValue(current == null ? Ordering.Direction.DESCENDING : current.direction());
            direction.setDisable(current == null);
        } finally {
            updating = false;
        }
    }

    private void changed() {
        if (updating || field.getValue() == null || direction.getValue() == null) return;
        direction.setDisable(field.getValue().isEmpty());
        chosen.accept(field.getValue().isEmpty() ? null : new Ordering(field.getValue(), direction.getValue()));
    }
}
