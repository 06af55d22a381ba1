package dev.docshape.app.designer.inspector;

import dev.docshape.app.designer.document.FieldEditor;
import dev.docshape.app.ui.Inputs;
import dev.docshape.model.Field;
import dev.docshape.model.JsonStrings;
import dev.docshape.model.Numbers;
import dev.docshape.model.ValueRange;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The line under a field's row in the inspector: the share of instances that hold the field (decision 0534, 0544), and
 * the values it keeps: a number's range (decision 0537), a string's or boolean's one value (decision 0538), each as
 * wide as the list so that {@code at least 0 and below 100} is read whole. A required field's share is 100 %, read-only,
 * its tooltip saying why.
 */
final class FieldDetails extends HBox {
    private static final String PRESENCE_TIP = "The share of instances holding this field: 35 or 35 %; 100 % holds it in every one";
    private static final String REQUIRED_TIP = "Required: every instance holds this field, 100 % (a required field has no share to set)";
    private static final String RANGE_TIP = "The values a number field keeps: 1 to 7, at least 0, above 0 and below 10; empty: no range";
    private static final String CONSTANT_TIP = "The one value every instance holds: \"Point\" or Point, true or false; empty: none";
    private final TextField presence;
    private final TextField range;
    private final TextField constant;
    private final HBox rangeGroup = new HBox();
    private final HBox constantGroup = new HBox();
    private String shownPresence = "";
    private String shownRange = "";
    private String shownConstant = "";
    private boolean required;

    /** @param updating whether the list is showing the model, when a box's change is no user's */
    FieldDetails(FieldEditor editor, String entityId, int index, BooleanSupplier updating) {
        getStyleClass().addAll("field-editor-row", "field-range-row");
        presence = Inputs.committing("inspector-field-presence-" + index, PRESENCE_TIP, text -> {
            if (!updating.getAsBoolean() && !required && !same(text, shownPresence)) editor.setFieldPresence(entityId, index, text);
        });
        presence.setPrefColumnCount(4);
        range = Inputs.committing("inspector-field-range-" + index, RANGE_TIP, text -> {
            if (!updating.getAsBoolean() && !text.strip().equals(shownRange)) editor.setFieldRange(entityId, index, text);
        });
        range.setPromptText("1 to 7, at least 0, above 0 and below 10");
        constant = Inputs.committing("inspector-field-constant-" + index, CONSTANT_TIP, text -> {
            if (!updating.getAsBoolean() && !text.strip().equals(shownConstant)) editor.setFieldConstant(entityId, index, text);
        });
        constant.setPromptText("none");
        getChildren().addAll(labelled("Held by", presence), presence, group(rangeGroup, "Range", range), group(constantGroup, "Constant", constant));
    }

    /** A typed share the same as the one shown, with or without its {@code %}. */
    private static boolean same(String typed, String shown) {
        String t = typed.strip();
        return t.equals(shown) || (t + " %").equals(shown);
    }

    private static Label labelled(String words, TextField box) {
        Label label = new Label(words);
        label.setLabelFor(box);
        label.getStyleClass().add("field-range-label");
        return label;
    }

    private HBox group(HBox group, String words, TextField box) {
        HBox.setHgrow(box, Priority.ALWAYS);
        HBox.setHgrow(group, Priority.ALWAYS);
        group.getStyleClass().add("field-editor-row");
        group.getChildren().addAll(labelled(words, box), box);
        group.managedProperty().bind(group.visibleProperty());
        return group;
    }

    /** The boxes shown, in the order the keyboard goes through them (all of them before the first {@link #show}). */
    List<Node> controls() {
        List<Node> shown = new ArrayList<>(List.of(presence));
        if (rangeGroup.isVisible()) shown.add(range);
        if (constantGroup.isVisible()) shown.add(constant);
        return shown;
    }

    void show(Field field) {
        required = field.required();
        shownPresence = Numbers.percent(field.presence());
        Inputs.show(presence, shownPresence);
        presence.setEditable(!required);
        presence.setFocusTraversable(!required);
        presence.pseudoClassStateChanged(FieldListEditor.FIXED, required);
        presence.getTooltip().setText(required ? REQUIRED_TIP : PRESENCE_TIP);
        shownRange = field.range() == null ? "" : field.range().describe();
        Inputs.show(range, shownRange);
        rangeGroup.setVisible(ValueRange.applies(field.type()));
        shownConstant = field.constant() == null ? "" : JsonStrings.constant(field.constant());
        Inputs.show(constant, shownConstant);
        constantGroup.setVisible(Field.constantApplies(field.type()));
    }
}
