package dev.docshape.app.designer.inspector;

import dev.docshape.app.text.Words;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.app.ui.OrderChoice;
import dev.docshape.app.designer.canvas.RelationshipText;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Spinner;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;

/**
 * Every mapping the engine knows, for one relationship: embedded, referenced (where the reference
 * lives, and whether the children are co-located in the parent's collection), extended reference (who keeps the copies and which fields, from a checklist),
 * subset (its size, where the rest goes, the bucket size, the order it keeps), bucket (its size and
 * order), and a pre-computed count.
 */
final class MappingEditor extends VBox {
    private enum Kind { EMBED, REFERENCE, EXTENDED, SUBSET, BUCKET }

    private final DesignEditor editor;
    private final ToggleGroup kinds = new ToggleGroup();
    private final RadioButton[] kindButtons = new RadioButton[Kind.values().length];
    private final VBox details = new VBox();
    private final ComboBox<Placement> placement;
    private final ComboBox<Holder> holder;
    private final VBox copiedFields = new VBox();
    private final Spinner<Integer> subsetSize = spinner("inspector-subset-size", 1, 10_000, "Children embedded in the parent");
    private final ComboBox<Subset.Rest> rest;
    private final Spinner<Integer> subsetBucket = spinner("inspector-subset-bucket", 1, 100_000, "Children per bucket document");
    private final Spinner<Integer> bucketSize = spinner("inspector-bucket-size", 1, 100_000, "Children per bucket document");
    private final CheckBox precomputed = new CheckBox("The parent keeps a count of its children");
    private final CheckBox coLocated = new CheckBox("Stored in the parent's collection (co-located)");
    private final OrderChoice subsetOrder = new OrderChoice("inspector-subset-order", "newest added",
            order -> set(subset().withOrder(order)));
    private final OrderChoice bucketOrder = new OrderChoice("inspector-bucket-order", "as added",
            order -> set(new Bucket(bucketSize.getValue(), order)));
    private final java.util.Map<Kind, List<javafx.scene.Node>> forms;
    /** The kind whose form is under the choices; null before the first relationship is shown. */
    private Kind detailsShown;
    /** The fields the checklist has a box for, and whose fields they are. */
    private List<String> checklistFields;
    private Entity checklistSource;
    private RelationshipViewModel shown;
    private boolean updating;

    MappingEditor(InspectorViewModel vm) {
        this.editor = vm.editor();
        getStyleClass().add("mapping-editor");
        setId("mapping-editor");
        String[][] texts = {
                {"Embedded", "The children live inside the parent document"},
                {"Referenced", "The children live in their own documents, linked by id"},
                {"Extended reference", "A reference that also copies a few fields of the other side"},
                {"Subset", "The most recent children are embedded, the rest live outside"},
                {"Bucket", "The children are grouped in bucket documents"}};
        VBox choices = new VBox();
        choices.getStyleClass().add("mapping-kinds");
        for (Kind k : Kind.values()) {
            RadioButton b = new RadioButton(texts[k.ordinal()][0]);
            b.setId("mapping-" + k.name().toLowerCase(java.util.Locale.ROOT));
            b.setTooltip(new Tooltip(texts[k.ordinal()][1]));
            b.setToggleGroup(kinds);
            b.setUserData(k);
            kindButtons[k.ordinal()] = b;
            choices.getChildren().add(b);
        }
        kinds.selectedToggleProperty().addListener((obs, old, now) -> {
            if (!updating && now != null) chooseKind((Kind) now.getUserData());
        });
        placement = Choices.of("inspector-placement", "Where the reference is stored", Placement.values(),
                p -> Words.capitalized(RelationshipText.placement(p)), () -> updating,
                p -> set(new Reference(p, p == Placement.CHILD_HOLDS_PARENT_ID && coLocated.isSelected())));
        holder = Choices.of("inspector-holder", "Which side keeps the copied fields", Holder.values(),
                this::holderText,
                () -> updating, h -> set(new ExtendedReference(h, List.of())));
        rest = Choices.of("inspector-subset-rest", "Where the children beyond the subset live", Subset.Rest.values(),
                r -> r == Subset.Rest.REFERENCED ? "Referenced" : "In buckets", () -> updating,
                r -> set(new Subset(subsetSize.getValue(), r, r == Subset.Rest.BUCKETED ? subsetBucket.getValue() : 0, subsetOrderNow())));
        copiedFields.getStyleClass().add("copied-fields");
        copiedFields.setId("inspector-copied-fields");
        subsetSize.valueProperty().addListener((obs, old, now) -> {
            if (!updating) set(new Subset(now, rest.getValue(), subsetBucket.getValue(), subsetOrderNow()));
        });
        subsetBucket.valueProperty().addListener((obs, old, now) -> {
            if (!updating) set(new Subset(subsetSize.getValue(), rest.getValue(), now, subsetOrderNow()));
        });
        bucketSize.valueProperty().addListener((obs, old, now) -> {
            if (!updating && shown != null) set(new Bucket(now, shown.mapping().strategy() instanceof Bucket b ? b.order() : null));
        });
        coLocated.setId("inspector-co-located");
        coLocated.setTooltip(new Tooltip("Each child stays a document of its own, beside its parent in the parent's collection,"
                + " marked by a type field: one query returns a parent and its children"));
        coLocated.setWrapText(true);
        coLocated.selectedProperty().addListener((obs, was, is) -> {
            if (!updating) set(new Reference(Placement.CHILD_HOLDS_PARENT_ID, is));
        });
        precomputed.setId("inspector-precomputed-count");
        precomputed.setTooltip(new Tooltip("A pre-computed aggregate such as countOfBooks, updated on each new child"));
        precomputed.selectedProperty().addListener((obs, was, is) -> {
            if (!updating && shown != null) editor.setPrecomputedCount(shown.id(), is);
        });
        details.getStyleClass().add("mapping-details");
        forms = forms();
        getChildren().addAll(choices, details, precomputed);
    }

    /** Lets go of the relationship shown: it was deleted, or its project closed (decision 0391). */
    void forget() {
        shown = null;
    }

    void show(RelationshipViewModel relationship) {
        shown = relationship;
        Mapping m = relationship.mapping();
        Strategy s = m.strategy();
        updating = true;
        try {
            Kind kind = kindOf(s);
            kinds.selectToggle(kindButtons[kind.ordinal()]);
            precomputed.setSelected(m.precomputedCount());
            if (s instanceof Reference ref) {
                placement.setValue(ref.placement());
                coLocated.setSelected(ref.coLocated());
                coLocated.setDisable(ref.placement() != Placement.CHILD_HOLDS_PARENT_ID);
            } else if (s instanceof ExtendedReference ext) {
                holder.setValue(null); // the names in the texts may have changed
                holder.setValue(ext.holder());
                fillChecklist(relationship, ext);
            } else if (s instanceof Subset subset) {
                subsetSize.getValueFactory().setValue(subset.size());
                rest.setValue(subset.rest());
                subsetBucket.getValueFactory().setValue(subset.bucketSize() > 0 ? subset.bucketSize() : 100);
                subsetBucket.setDisable(subset.rest() != Subset.Rest.BUCKETED);
                subsetOrder.show(childFields(relationship), subset.order());
            } else if (s instanceof Bucket bucket) {
                bucketSize.getValueFactory().setValue(bucket.size());
                bucketOrder.show(childFields(relationship), bucket.order());
            }
            // the kind's form is made once and only swapped in when the kind changes: a flip re-styles no new nodes
            if (kind != detailsShown) {
                details.getChildren().setAll(forms.get(kind));
                detailsShown = kind;
            }
        } finally {
            updating = false;
        }
    }

    /** Each kind's inputs under the choice of kind, made once (embedding has none). */
    private java.util.Map<Kind, List<javafx.scene.Node>> forms() {
        java.util.Map<Kind, List<javafx.scene.Node>> made = new java.util.EnumMap<>(Kind.class);
        made.put(Kind.EMBED, List.of());
        GridPane stored = FormGrid.create("inspector-form", 90);
        FormGrid.row(stored, "Stored", placement);
        made.put(Kind.REFERENCE, List.of(stored, coLocated));
        GridPane keptIn = FormGrid.create("inspector-form", 90);
        FormGrid.row(keptIn, "Kept in", holder);
        Label title = new Label("Copied fields");
        title.getStyleClass().add("form-label");
        made.put(Kind.EXTENDED, List.of(keptIn, title, copiedFields));
        GridPane subset = FormGrid.create("inspector-form", 90);
        FormGrid.row(subset, "Embedded", subsetSize);
        FormGrid.row(subset, "The rest", rest);
        FormGrid.row(subset, "Bucket size", subsetBucket);
        FormGrid.row(subset, "Kept by", subsetOrder);
        made.put(Kind.SUBSET, List.of(subset));
        GridPane bucket = FormGrid.create("inspector-form", 90);
        FormGrid.row(bucket, "Bucket size", bucketSize);
        FormGrid.row(bucket, "Sorted by", bucketOrder);
        made.put(Kind.BUCKET, List.of(bucket));
        return made;
    }

    /** The child's fields, which a subset or bucket can keep its children by. */
    private static List<String> childFields(RelationshipViewModel relationship) {
        return relationship.child().entity().fields().stream().map(Field::name).toList();
    }

    /** The subset shown, as the model holds it. */
    private Subset subset() {
        return (Subset) shown.mapping().strategy();
    }

    private Ordering subsetOrderNow() {
        return shown != null && shown.mapping().strategy() instanceof Subset sub ? sub.order() : null;
    }

    /** Ticks the copied fields; the boxes are made again only when the fields to copy changed. */
    private void fillChecklist(RelationshipViewModel relationship, ExtendedReference ext) {
        Entity source = ext.holder() == Holder.CHILD ? relationship.parent().entity() : relationship.child().entity();
        List<String> names = source.fields().stream().map(Field::name).toList();
        if (!names.equals(checklistFields) || checklistSource == null || !checklistSource.name().equals(source.name())) {
            checklistFields = names;
            checklistSource = source;
            copiedFields.getChildren().clear();
            for (String field : names) {
                CheckBox box = new CheckBox(field);
                box.setId("copied-field-" + field);
                box.setUserData(field);
                box.selectedProperty().addListener((obs, was, is) -> {
                    if (!updating) pickCopied();
                });
                copiedFields.getChildren().add(box);
            }
            if (names.isEmpty()) copiedFields.getChildren().add(new Label(source.name() + " has no fields to copy."));
        }
        for (javafx.scene.Node n : copiedFields.getChildren()) {
            if (n instanceof CheckBox box) box.setSelected(ext.copiedFields().contains((String) box.getUserData()));
        }
    }

    /** The extended reference with the ticked fields copied, in the order of the source's fields. */
    private void pickCopied() {
        if (shown == null || !(shown.mapping().strategy() instanceof ExtendedReference ext)) return;
        List<String> picked = new ArrayList<>();
        for (javafx.scene.Node n : copiedFields.getChildren()) {
            if (n instanceof CheckBox box && box.isSelected()) picked.add((String) box.getUserData());
        }
        set(new ExtendedReference(ext.holder(), picked));
    }

    private void chooseKind(Kind kind) {
        Relationship r = shown.relationship();
        Strategy s = switch (kind) {
            case EMBED -> new Embed();
            case REFERENCE -> new Reference(r.isManyToMany() ? Placement.IDS_ON_BOTH_SIDES : Placement.CHILD_HOLDS_PARENT_ID);
            case EXTENDED -> new ExtendedReference(Holder.CHILD, List.of());
            case SUBSET -> new Subset(3, Subset.Rest.REFERENCED, 0);
            case BUCKET -> new Bucket(100);
        };
        set(s);
    }

    private void set(Strategy strategy) {
        if (shown == null) return;
        Mapping current = shown.mapping();
        if (!current.strategy().equals(strategy)) editor.setMapping(shown.id(), current.withStrategy(strategy));
    }

    /** "Book (each child)": who keeps the copied fields, with the entity's name. */
    private String holderText(Holder h) {
        if (shown == null) return h == Holder.CHILD ? "Each child" : "The parent";
        return h == Holder.CHILD ? shown.child().entity().name() + " (each child)" : shown.parent().entity().name() + " (the parent)";
    }

    private static Kind kindOf(Strategy s) {
        if (s instanceof Embed) return Kind.EMBED;
        if (s instanceof Reference) return Kind.REFERENCE;
        if (s instanceof ExtendedReference) return Kind.EXTENDED;
        if (s instanceof Subset) return Kind.SUBSET;
        return Kind.BUCKET;
    }

    static Spinner<Integer> spinner(String id, int min, int max, String tip) {
        Spinner<Integer> spinner = new Spinner<>(min, max, min);
        spinner.setId(id);
        spinner.setEditable(true);
        spinner.setTooltip(new Tooltip(tip));
        spinner.setMaxWidth(Double.MAX_VALUE);
        return spinner;
    }
}
