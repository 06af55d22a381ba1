package dev.docshape.app.analysis.patterns;

import dev.docshape.app.text.NumberInput;
import dev.docshape.app.ui.Inputs;
import dev.docshape.app.analysis.Forms;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Labels;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.Include;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * The relationships a pattern follows, as a tree of check boxes: every relationship of the root
 * entity; once ticked, the fields read of the entity at its other end (none ticked = all), how
 * many related items are needed (reads), which of its children are counted (reads), and the
 * relationships followed further from there.
 */
final class IncludeEditor {
    /** How deep the editor offers to follow relationships. */
    static final int MAX_DEPTH = 4;

    private final DataModel model;
    private final boolean read;
    private final Consumer<UnaryOperator<List<Include>>> onChange;
    private final Consumer<String> onBadNumber;

    /**
     * @param read     whether limits are offered (a read takes "the 3 most recent")
     * @param onChange receives each change to the include list
     * @param onBadNumber receives what was typed as a limit when it is not a number
     */
    IncludeEditor(DataModel model, boolean read, Consumer<UnaryOperator<List<Include>>> onChange, Consumer<String> onBadNumber) {
        this.model = model;
        this.read = read;
        this.onChange = onChange;
        this.onBadNumber = onBadNumber;
    }

    /** The editor for the includes of a pattern standing on {@code rootEntity}. */
    VBox build(String rootEntity, List<Include> includes) {
        VBox box = new VBox(4);
        box.getStyleClass().add("include-editor");
        addLevel(box, rootEntity, null, List.of(), includes);
        if (box.getChildren().isEmpty()) box.getChildren().add(note("The entity has no relationships to follow."));
        return box;
    }

    private void addLevel(VBox box, String entity, String cameBy, List<String> path, List<Include> level) {
        for (Relationship r : model.relationshipsOf(entity)) {
            if (r.id().equals(cameBy)) continue;
            List<String> here = append(path, r.id());
            Include include = level.stream().filter(i -> i.relationship().equals(r.id())).findFirst().orElse(null);
            CheckBox follow = new CheckBox(describe(r, entity));
            follow.setId("include-" + String.join("/", here));
            follow.getStyleClass().add("include-check");
            follow.setSelected(include != null);
            follow.selectedProperty().addListener((obs, was, is) -> onChange.accept(l -> Includes.set(l, here, is)));
            box.getChildren().add(follow);
            if (include != null) box.getChildren().add(details(r, entity, here, include));
        }
    }

    private VBox details(Relationship r, String from, List<String> path, Include include) {
        String other = r.otherEnd(from);
        VBox details = new VBox(4);
        details.getStyleClass().add("include-details");
        List<String> fields = model.entity(other).map(Entity::fields).orElse(List.of()).stream().map(Field::name).toList();
        if (!fields.isEmpty()) {
            String idPrefix = "include-field-" + String.join("/", path) + "-";
            details.getChildren().add(Forms.ticks(idPrefix, fields, include.fields(),
                    (field, on) -> onChange.accept(l -> Includes.setField(l, path, field, on))));
        }
        if (read && r.parent().equals(from) && r.cardinality() != dev.docshape.model.Cardinality.ONE_TO_ONE) {
            TextField limit = Inputs.committing("include-limit-" + String.join("/", path),
                    "How many related items the read needs (the 3 most recent); 0 = all of them", text ->
                            NumberInput.nonNegative(text).ifPresentOrElse(v -> onChange.accept(l -> Includes.setLimit(l, path, (int) v)),
                                    () -> onBadNumber.accept(text)));
            limit.setPrefColumnCount(4);
            Inputs.show(limit, Integer.toString(include.limit()));
            HBox row = new HBox(6, new Label("Items needed"), limit, note("0 = all"));
            row.getStyleClass().add("analysis-row");
            details.getChildren().add(row);
        }
        if (read) {
            // counts of the other end's children, one count per instance reached (docs/counting-rules.md "Projections and counts on includes")
            List<String> counted = model.relationshipsOf(other).stream()
                    .filter(x -> x.parent().equals(other)).map(Relationship::id).toList();
            if (!counted.isEmpty()) {
                details.getChildren().add(Forms.ticks("include-count-" + String.join("/", path) + "-", counted,
                        rel -> "number of " + model.relationship(rel).map(Relationship::name).orElse(rel), include.counts(),
                        (rel, on) -> onChange.accept(l -> Includes.setCount(l, path, rel, on))));
            }
        }
        if (path.size() < MAX_DEPTH) {
            VBox deeper = new VBox(4);
            addLevel(deeper, other, r.id(), path, include.includes());
            if (!deeper.getChildren().isEmpty()) details.getChildren().add(deeper);
        }
        return details;
    }

    /**
     * "contactDetails → ContactDetail (one-to-few)"; from the child's side, the field that names the
     * parent and the cardinality read that way ("customer → Customer (many-to-one)").
     */
    String describe(Relationship r, String from) {
        String other = r.otherEnd(from);
        String otherName = model.entity(other).map(Entity::name).orElse(other);
        String field = r.parent().equals(from) ? r.name() : inverseName(r);
        return field + " → " + otherName + " (" + Labels.cardinality(r.cardinality(), r.parent().equals(from)) + ")";
    }

    private String inverseName(Relationship r) {
        if (r.inverseName() != null) return r.inverseName();
        String parent = model.entity(r.parent()).map(Entity::name).orElse(r.parent());
        return Character.toLowerCase(parent.charAt(0)) + parent.substring(1);
    }

    private static Label note(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("analysis-subtle");
        return l;
    }

    private static List<String> append(List<String> path, String id) {
        List<String> copy = new ArrayList<>(path);
        copy.add(id);
        return List.copyOf(copy);
    }
}
