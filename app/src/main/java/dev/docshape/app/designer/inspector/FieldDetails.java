package dev.docshape.app.designer.inspector;

import dev.docshape.app.designer.document.FieldEditor;
import dev.docshape.app.text.NumberInput;
import dev.docshape.app.ui.Inputs;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.FieldValues;
import dev.docshape.model.JsonStrings;
import dev.docshape.model.Numbers;
import dev.docshape.model.ValueRange;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The line under a field's row in the inspector: the share of instances that hold the field (decision 0534, 0544), and
 * the values it keeps: a number's range (decision 0537), a boolean's one value (decision 0538), a string's one value or
 * the several it takes (decision 0555, Values: {@code open, in_progress, closed}), each as
 * wide as the list so that {@code at least 0 and below 100} is read whole. A required field's share is 100 %, read-only,
 * its tooltip saying why. One box serves the range or the constant, whichever the field's type takes (a date takes
 * neither and has none): a text box for each that could never be used made a large model's inspector slow enough that
 * a click on a card was taken for a held press. A number field takes a range and a list of values both, so its Values
 * box stands beside the range (decisions 0566, 0578: every row as tall as the others), made when a row first shows a
 * number.
 */
final class FieldDetails extends VBox {
    private static final String PRESENCE_TIP = "The share of instances holding this field: 35 or 35 %; 100 % holds it in every one";
    private static final String REQUIRED_TIP = "Required: every instance holds this field, 100 % (a required field has no share to set)";
    private static final String RANGE_TIP = "The values a number field keeps: 1 to 7, at least 0, above 0 and below 10; empty: no range";
    private static final String CONSTANT_TIP = "The one value every instance holds: true or false; empty: none";
    private static final String VALUES_TIP = "The values the field takes, comma-separated: open, in progress, closed (\"a, b\" for one"
            + " holding a comma); one value is the one every instance holds; empty: none";
    private static final String NUMBERS_TIP = "Values: the numbers the field takes, comma-separated: 1, 2, 3, 5, 8 (a thousand as 1000);"
            + " empty: none";

    /** What the second box declares for the field's type. */
    private enum Kept { NONE, RANGE, CONSTANT, VALUES }

    private final FieldEditor editor;
    private final String entityId;
    private final BooleanSupplier updating;
    private final Runnable focused;
    private final String index;
    private final HBox line = new HBox();
    /** A number field's Values box, beside its range; null until the row shows a number. */
    private TextField listed;
    private HBox listedLine;
    private String shownListed = "";
    private final TextField presence;
    private final TextField kept;
    private final Label keptLabel = new Label();
    private final HBox keptGroup = new HBox();
    private Kept declares = Kept.NONE;
    private String shownPresence = "";
    private String shownKept = "";
    private boolean required;

    /**
     * @param updating whether the list is showing the model, when a box's change is no user's
     * @param focused  what the row does when one of these boxes takes the keyboard (its field becomes the focused one)
     */
    FieldDetails(FieldEditor editor, String entityId, int index, BooleanSupplier updating, Runnable focused) {
        this.editor = editor;
        this.entityId = entityId;
        this.updating = updating;
        this.focused = focused;
        this.index = Integer.toString(index);
        getStyleClass().add("field-details");
        line.getStyleClass().addAll("field-editor-row", "field-range-row");
        presence = Inputs.committing("inspector-field-presence-" + index, PRESENCE_TIP, text -> {
            if (!updating.getAsBoolean() && !required && !same(text, shownPresence)) editor.setFieldPresence(entityId, index, text);
        });
        presence.setPrefColumnCount(4);
        kept = Inputs.committing("inspector-field-range-" + index, RANGE_TIP, text -> {
            if (updating.getAsBoolean() || text.strip().equals(shownKept)) return;
            if (declares == Kept.RANGE) editor.setFieldRange(entityId, index, text);
            else if (declares == Kept.CONSTANT) editor.setFieldConstant(entityId, index, text);
            else if (declares == Kept.VALUES) editor.setFieldValues(entityId, index, text);
        });
        HBox.setHgrow(kept, Priority.ALWAYS);
        HBox.setHgrow(keptGroup, Priority.ALWAYS);
        keptLabel.setLabelFor(kept);
        keptLabel.getStyleClass().add("field-range-label");
        keptGroup.getStyleClass().add("field-editor-row");
        keptGroup.getChildren().addAll(keptLabel, kept);
        keptGroup.managedProperty().bind(keptGroup.visibleProperty());
        Label presenceLabel = new Label("Held by");
        presenceLabel.setLabelFor(presence);
        presenceLabel.getStyleClass().add("field-range-label");
        line.getChildren().addAll(presenceLabel, presence, keptGroup);
        getChildren().add(line);
    }

    /** Makes the number's Values box, once. */
    private void makeListed() {
        listed = Inputs.committing("inspector-field-listed-" + index, NUMBERS_TIP, text -> {
            if (!updating.getAsBoolean() && !text.strip().equals(shownListed)) editor.setFieldValues(entityId, Integer.parseInt(index), text);
        });
        listed.focusedProperty().addListener((obs, was, now) -> {
            if (now) focused.run();
        });
        // beside the range, so that a number's row is as tall as any other (decision 0578); named by its prompt and
        // tooltip rather than a label, so that the range keeps the room to be read whole (above 0 and below 100)
        listed.setPromptText("values");
        listed.setAccessibleText("Values");
        listed.setPrefColumnCount(3);
        listed.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        listedLine = new HBox(listed);
        listedLine.getStyleClass().add("field-editor-row");
        listedLine.managedProperty().bind(listedLine.visibleProperty());
        line.getChildren().add(listedLine);
    }

    /** A typed share that says the one shown ({@code 35}, {@code 35%} for {@code 35 %}): no change to make. */
    private static boolean same(String typed, String shown) {
        return NumberInput.percent(typed).equals(NumberInput.percent(shown));
    }

    /** The boxes shown, in the order the keyboard goes through them (both before the first {@link #show}). */
    List<Node> controls() {
        if (!keptGroup.isVisible()) return List.of(presence);
        return listedLine != null && listedLine.isVisible() ? List.of(presence, kept, listed) : List.of(presence, kept);
    }

    void show(Field field) {
        required = field.required();
        shownPresence = Numbers.percent(field.presence());
        Inputs.show(presence, shownPresence);
        presence.setEditable(!required);
        presence.setFocusTraversable(!required);
        presence.pseudoClassStateChanged(FieldListEditor.FIXED, required);
        presence.getTooltip().setText(required ? REQUIRED_TIP : PRESENCE_TIP);
        declares = ValueRange.applies(field.type()) ? Kept.RANGE : field.type() == FieldType.STRING ? Kept.VALUES
                : Field.constantApplies(field.type()) ? Kept.CONSTANT : Kept.NONE;
        keptGroup.setVisible(declares != Kept.NONE);
        boolean range = declares == Kept.RANGE;
        // a string's one value and its several share the box: the model holds one or the other (decision 0555)
        kept.setId((range ? "inspector-field-range-" : "inspector-field-constant-") + index);
        keptLabel.setText(range ? "Range" : declares == Kept.VALUES ? "Values" : "Constant");
        kept.getTooltip().setText(range ? RANGE_TIP : declares == Kept.VALUES ? VALUES_TIP : CONSTANT_TIP);
        kept.setPromptText(range ? "1 to 7, at least 0, above 0 and below 10" : "none");
        shownKept = range ? (field.range() == null ? "" : field.range().describe())
                : field.values() != null ? FieldValues.listed(field.values())
                : field.constant() != null ? JsonStrings.constant(field.constant()) : "";
        Inputs.show(kept, shownKept);
        showListed(field, range);
    }

    /** A number's values, beside its range (decisions 0566, 0578); a field of another type shows none. */
    private void showListed(Field field, boolean number) {
        if (number && listedLine == null) makeListed();
        if (listedLine == null) return;
        listedLine.setVisible(number);
        shownListed = number && field.values() != null ? FieldValues.listed(field.values()) : "";
        Inputs.show(listed, shownListed);
    }
}
