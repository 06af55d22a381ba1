package dev.docshape.app.designer.inspector;

import dev.docshape.model.Numbers;
import dev.docshape.app.text.Words;
import dev.docshape.model.Labels;
import dev.docshape.app.ui.Visibility;
import dev.docshape.app.text.NumberInput;
import dev.docshape.app.ui.Inputs;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.app.ui.ViewSubscriptions;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.renderer.style.RelationshipWords;
import dev.docshape.model.Cardinality;
import dev.docshape.model.DefaultedMappings;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.util.Subscription;


/** The inspector for one relationship: its name, cardinality, counts, flags and its mapping. */
final class RelationshipInspector extends VBox {
    private final InspectorViewModel vm;
    private final DesignEditor editor;
    private final Label ends = new Label();
    private final TextField name;
    private final ComboBox<Cardinality> cardinality;
    private final TextField avg;
    private final TextField max;
    private final TextField min;
    private final TextField sharedBy;
    private final TextField presence;
    private final TextField inversePresence;
    private final CheckBox contains = new CheckBox("The parent contains the child");
    private final Label containsNote = Note.of("inspector-contains-note");
    private final Label defaulted = Note.of("inspector-mapping-default");
    private final ComboBox<Volatility> volatility;
    private final MappingEditor mapping;
    private final Label warning = new Label();
    private final ViewSubscriptions subscriptions = new ViewSubscriptions();
    /** The relationship the inputs edit: the one selected. */
    private RelationshipViewModel shown;
    private boolean updating;

    RelationshipInspector(InspectorViewModel vm) {
        this.vm = vm;
        this.editor = vm.editor();
        getStyleClass().addAll("inspector-section", "relationship-inspector");
        setId("relationship-inspector");
        ends.getStyleClass().add("inspector-note");
        name = Inputs.committing("inspector-relationship-name", "The field holding the children in the parent", text -> {
            if (!updating && shown != null && !text.isBlank() && !text.strip().equals(shown.relationship().name())) {
                editor.renameRelationship(shown.id(), text);
            }
        });
        cardinality = Choices.of("inspector-cardinality", "How many children one parent has", Cardinality.values(),
                c -> RelationshipWords.cardinality(c) + "  " + Words.capitalized(Labels.words(c)), () -> updating,
                c -> editor.setCardinality(shown.id(), c));
        avg = Inputs.committing("inspector-avg-count", "Average children per parent", text -> commitCounts());
        max = Inputs.committing("inspector-max-count", "Maximum children per parent; empty = unbounded", text -> commitCounts());
        min = Inputs.committing("inspector-min-count", "Minimum children per parent (0: a parent may have none)", text -> commitCounts());
        max.setPromptText("unbounded");
        sharedBy = Inputs.committing("inspector-shared-by", "Average parents per child (1 unless shared)", text -> {
            if (updating || shown == null) return;
            Double value = parse(text, "Shared by");
            if (value != null && value != shown.relationship().sharedBy()) editor.setSharedBy(shown.id(), value);
        });
        presence = Inputs.committing("inspector-presence", "Share of the parents whose documents hold the children's field:"
                + " below 100 % an array some parents leave out where it would be empty (decision 0573)", text -> commitShare(text, false));
        inversePresence = Inputs.committing("inspector-inverse-presence", "Share of the children that have a parent, its id in their"
                + " documents: below 100 % some children have none (a ticket without a technician; decision 0573)", text -> commitShare(text, true));
        contains.setId("inspector-contains");
        contains.setTooltip(new Tooltip("The child belongs to its parent (an address to its person)."
                + " A fact about the data: it changes no mapping; the advisor weighs it when it suggests embedding"));
        contains.selectedProperty().addListener((obs, was, is) -> {
            if (!updating && shown != null) editor.setContains(shown.id(), is);
        });
        volatility = Choices.of("inspector-volatility", "How often the child changes", Volatility.values(),
                v -> Words.capitalized(Labels.words(v)), () -> updating, v -> editor.setVolatility(shown.id(), v));
        mapping = new MappingEditor(vm);
        warning.setId("inspector-warning");
        warning.getStyleClass().add("inspector-warning");
        warning.setWrapText(true);

        GridPane form = FormGrid.create("inspector-form", 90);
        FormGrid.row(form, "Name", name);
        FormGrid.row(form, "Cardinality", cardinality);
        FormGrid.row(form, "Minimum", min);
        FormGrid.row(form, "Average", avg);
        FormGrid.row(form, "Maximum", max);
        FormGrid.row(form, "Shared by", sharedBy);
        FormGrid.row(form, "In parents", presence);
        FormGrid.row(form, "In children", inversePresence);
        FormGrid.row(form, "Changes", volatility);
        getChildren().addAll(Heading.of("Relationship"), ends, form, contains, containsNote, Heading.of("Mapping"), defaulted, warning, mapping);

        // one way to follow the selection (decision 0398): what was listened to on the relationship shown before ends here
        subscriptions.follow(vm.relationship(), now -> {
            shown = now;
            if (now == null) {
                mapping.forget();
                return Subscription.EMPTY;
            }
            show(now);
            return now.relationshipProperty().subscribe(() -> show(now)).and(now.mappingProperty().subscribe(() -> show(now)))
                    .and(vm.project().subscribe(() -> showDefaulted(now)));
        });
    }

    private void commitCounts() {
        if (updating || shown == null) return;
        Relationship r = shown.relationship();
        Double average = Inputs.changed(avg) ? parse(avg.getText(), "Average") : Double.valueOf(r.avgCount());
        if (average == null) return;
        Integer maximum;
        String m = max.getText() == null ? "" : max.getText().strip();
        if (m.isEmpty() || m.equalsIgnoreCase("unbounded")) {
            maximum = null;
        } else {
            var whole = NumberInput.whole(m);
            if (whole.isPresent() && whole.getAsLong() >= Integer.MIN_VALUE && whole.getAsLong() <= Integer.MAX_VALUE) {
                maximum = (int) whole.getAsLong();
            } else {
                vm.reportProblem("Maximum of " + shown.relationship().name() + ": '" + m + "' is not a whole number");
                show();
                return;
            }
        }
        String low = min.getText() == null ? "" : min.getText().strip();
        var minimum = low.isEmpty() ? java.util.OptionalLong.of(0) : NumberInput.whole(low);
        if (minimum.isEmpty() || minimum.getAsLong() < 0 || minimum.getAsLong() > Integer.MAX_VALUE) {
            vm.reportProblem("Minimum of " + shown.relationship().name() + ": '" + low + "' is not a whole number of at least 0");
            show();
            return;
        }
        int least = (int) minimum.getAsLong();
        if (least != r.minCount() || average != r.avgCount() || !java.util.Objects.equals(maximum, r.maxCount())) {
            editor.setCounts(shown.id(), least, average, maximum);
        }
    }

    /** A share typed as a percentage ({@code 34}, {@code 34.3 %}) of the parents holding the field, or of the children holding their parent's. */
    private void commitShare(String text, boolean childEnd) {
        if (updating || shown == null) return;
        Relationship r = shown.relationship();
        TextField box = childEnd ? inversePresence : presence;
        if (!Inputs.changed(box)) return;
        var share = NumberInput.percent(text);
        if (share.isEmpty() || !(share.getAsDouble() > 0 && share.getAsDouble() <= 1)) {
            vm.reportProblem((childEnd ? "Children with a parent" : "Parents holding the children") + " of " + r.name() + ": '"
                    + (text == null ? "" : text.strip()) + "' is not a percentage above 0 and at most 100 (34 or 34 %)");
            show();
            return;
        }
        if (share.getAsDouble() != (childEnd ? r.inversePresence() : r.presence())) editor.setPresence(shown.id(), childEnd, share.getAsDouble());
    }

    private Double parse(String text, String what) {
        var value = NumberInput.decimal(text);
        if (value.isPresent()) return value.getAsDouble();
        vm.reportProblem(what + " of " + shown.relationship().name() + ": '" + text + "' is not a number");
        show();
        return null;
    }

    private void show() {
        if (shown != null) show(shown);
    }

    private void show(RelationshipViewModel shown) {
        Relationship r = shown.relationship();
        updating = true;
        try {
            ends.setText(shown.parent().entity().name() + "  →  " + shown.child().entity().name());
            Inputs.show(name, r.name());
            cardinality.setValue(r.cardinality());
            Inputs.show(avg, Numbers.plain(r.avgCount()));
            Inputs.show(max, r.maxCount() == null ? "" : r.maxCount().toString());
            Inputs.show(min, Integer.toString(r.minCount()));
            Inputs.show(sharedBy, Numbers.plain(r.sharedBy()));
            Inputs.show(presence, Numbers.percent(r.presence()));
            Inputs.show(inversePresence, Numbers.percent(r.inversePresence()));
            contains.setSelected(r.contains());
            boolean embedded = shown.mapping().strategy() instanceof dev.docshape.model.mapping.Embed;
            containsNote.setText(r.contains() && !embedded
                    ? "Contained, and still " + dev.docshape.renderer.style.RelationshipWords.badge(shown.mapping())
                      + ": ticking the box changes no mapping. Embed it below if the child should live in its parent."
                    : "");
            Visibility.showIf(containsNote, !containsNote.getText().isEmpty());
            volatility.setValue(r.volatility());
            mapping.show(shown);
            showDefaulted(shown);
            String problem = shown.warning();
            warning.setText(problem == null ? "" : "⚠ " + problem);
            Visibility.showIf(warning, problem != null);
        } finally {
            updating = false;
        }
    }

    /** "embedded (default for one-to-few)" where the active design gives the relationship no mapping (decision 0546). */
    private void showDefaulted(RelationshipViewModel shown) {
        Project p = vm.project().getValue();
        Relationship r = shown.relationship();
        boolean byDefault = p != null && DefaultedMappings.defaulted(p.active(), r);
        defaulted.setText(byDefault ? RelationshipWords.badge(shown.mapping()) + " (" + DefaultedMappings.label(r) + ")" : "");
        Visibility.showIf(defaulted, byDefault);
    }
}
