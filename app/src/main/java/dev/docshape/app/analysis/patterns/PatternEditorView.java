package dev.docshape.app.analysis.patterns;

import dev.docshape.model.Numbers;
import dev.docshape.app.text.NumberInput;
import dev.docshape.app.ui.ChoiceTexts;
import dev.docshape.app.ui.Inputs;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.app.ui.OrderChoice;
import dev.docshape.app.analysis.Forms;
import dev.docshape.app.analysis.Ui;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WritePattern;
import javafx.collections.FXCollections;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The form of one access pattern: name, kind, frequency and root entity; for a read, how the roots
 * are found, the fields read, the relationships followed and the counts; for a write, its
 * relationship, the fields changed and the related data written with it. Every change goes to the
 * view model as one undoable edit; the form then shows the pattern as the project has it.
 */
final class PatternEditorView extends VBox {
    private final PatternsViewModel vm;
    private final TextField name;
    private final TextField frequency;
    private final ComboBox<PatternChanges.Kind> kind = new ComboBox<>(FXCollections.observableArrayList(PatternChanges.Kind.values()));
    private final ComboBox<String> entity = new ComboBox<>();
    private final VBox details = new VBox(8);
    private boolean updating;

    PatternEditorView(PatternsViewModel vm) {
        this.vm = vm;
        getStyleClass().add("pattern-editor");
        setSpacing(8);
        name = Inputs.committing("pattern-name", "What the application does", text -> {
            if (!text.isBlank()) vm.change(p -> PatternChanges.renamed(p, text.trim()));
        });
        frequency = Inputs.committing("pattern-frequency", "Executions per second", text ->
                NumberInput.nonNegative(text).ifPresentOrElse(v -> vm.change(p -> PatternChanges.withFrequency(p, v)),
                        () -> vm.reject("The frequency", text)));
        frequency.setPrefColumnCount(6);
        kind.setId("pattern-kind");
        ChoiceTexts.install(kind, k -> k.name().toLowerCase(Locale.ROOT));
        kind.valueProperty().addListener((obs, old, now) -> {
            if (!updating && now != null) vm.change(p -> PatternChanges.withKind(p, now, linkCandidate(p)));
        });
        entity.setId("pattern-entity");
        ChoiceTexts.install(entity, id -> vm.project().model().entity(id).map(Entity::name).orElse(id));
        entity.valueProperty().addListener((obs, old, now) -> {
            if (!updating && now != null) vm.change(p -> PatternChanges.withEntity(p, now));
        });
        entity.setMaxWidth(Double.MAX_VALUE);
        GridPane form = FormGrid.create("analysis-form", 76);
        FormGrid.row(form, "Name", name);
        FormGrid.row(form, "Kind", Ui.row(kind, new Label("Frequency"), frequency, new Label("/s")));
        FormGrid.row(form, "Entity", entity);
        getChildren().addAll(form, details);
    }

    /** Puts the cursor in the name, all of it selected, so that typing replaces it. */
    void editName() {
        name.requestFocus();
        name.selectAll();
    }

    void show(AccessPattern p) {
        updating = true;
        try {
            DataModel model = vm.project().model();
            Inputs.show(name, p.name());
            Inputs.show(frequency, Numbers.plain(p.frequency()));
            kind.setValue(PatternChanges.kindOf(p));
            entity.getItems().setAll(model.entities().stream().map(Entity::id).toList());
            entity.setValue(p.entity());
            details.getChildren().setAll(p instanceof ReadPattern r ? readDetails(model, r) : writeDetails(model, (WritePattern) p));
        } finally {
            updating = false;
        }
    }

    private List<javafx.scene.Node> readDetails(DataModel model, ReadPattern r) {
        ToggleGroup find = new ToggleGroup();
        ToggleButton byId = Ui.toggle("pattern-by-id", "By id", find);
        ToggleButton filter = Ui.toggle("pattern-filter", "By filter", find);
        byId.setSelected(r.selection() == Selection.BY_ID);
        filter.setSelected(r.selection() == Selection.FILTER);
        byId.getStyleClass().add("first");
        filter.getStyleClass().add("last");
        find.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) find.selectToggle(old);
            else vm.change(p -> PatternChanges.withSelection((ReadPattern) p, now == byId ? Selection.BY_ID : Selection.FILTER));
        });
        HBox segmented = new HBox(byId, filter);
        segmented.getStyleClass().add("segmented");
        GridPane form = FormGrid.create("analysis-form", 76);
        FormGrid.row(form, "Find", segmented);
        if (r.selection() == Selection.FILTER) {
            TextField matches = Inputs.committing("pattern-matches", "How many roots match on average", text ->
                    NumberInput.nonNegative(text).ifPresentOrElse(v -> vm.change(p -> PatternChanges.withMatches((ReadPattern) p, (int) v, r.limit())),
                            () -> vm.reject("The expected matches", text)));
            TextField limit = Inputs.committing("pattern-limit", "How many of them the application takes (0 = all)", text ->
                    NumberInput.nonNegative(text).ifPresentOrElse(v -> vm.change(p -> PatternChanges.withMatches((ReadPattern) p, r.expectedMatches(), (int) v)),
                            () -> vm.reject("The limit", text)));
            matches.setPrefColumnCount(5);
            limit.setPrefColumnCount(5);
            Inputs.show(matches, Integer.toString(r.expectedMatches()));
            Inputs.show(limit, Integer.toString(r.limit()));
            FormGrid.row(form, "Matches", Ui.row(matches, new Label("Limit"), limit, Ui.note("0 = all")));
            FormGrid.row(form, "Of parent", relationshipChoice("pattern-by-parent", "any", r.byParent(),
                    model.relationships().stream().filter(x -> x.child().equals(r.entity())).toList(), model,
                    rel -> vm.change(p -> PatternChanges.withByParent((ReadPattern) p, rel))));
            OrderChoice order = new OrderChoice("pattern-order", "any",
                    o -> vm.change(p -> PatternChanges.withOrder((ReadPattern) p, o)));
            order.show(model.entity(r.entity()).map(Entity::fields).orElse(List.of()).stream().map(Field::name).toList(), r.order());
            FormGrid.row(form, "First by", order);
        }
        List<Relationship> counted = model.relationships().stream().filter(x -> x.parent().equals(r.entity())).toList();
        var counts = Forms.ticks("count-", counted.stream().map(Relationship::id).toList(),
                rel -> "number of " + model.relationship(rel).map(Relationship::name).orElse(rel), r.counts(),
                (rel, on) -> vm.change(p -> PatternChanges.withCounts((ReadPattern) p, Includes.toggled(((ReadPattern) p).counts(), rel, on))));
        return List.of(form, Ui.heading("FIELDS READ (NONE TICKED = ALL)"), rootFields(model, r),
                Ui.heading("FOLLOW RELATIONSHIPS"), includes(model, r, true),
                Ui.heading("COUNTS"), counted.isEmpty() ? Ui.note("The entity has no children to count.") : counts);
    }

    private List<javafx.scene.Node> writeDetails(DataModel model, WritePattern w) {
        GridPane form = FormGrid.create("analysis-form", 76);
        PatternChanges.Kind k = PatternChanges.kindOf(w);
        if (k == PatternChanges.Kind.INSERT || k.links()) {
            List<Relationship> choices = model.relationships().stream().filter(x -> k.links()
                    ? x.isManyToMany() && (x.parent().equals(w.entity()) || x.child().equals(w.entity()))
                    : x.child().equals(w.entity())).toList();
            FormGrid.row(form, k.links() ? "Relationship" : "Under parent", relationshipChoice("pattern-relationship",
                    k.links() ? null : "none", w.relationship(), choices, model,
                    rel -> vm.change(p -> PatternChanges.withRelationship((WritePattern) p, rel))));
        }
        List<javafx.scene.Node> nodes = new java.util.ArrayList<>(List.of(form));
        if (k == PatternChanges.Kind.UPDATE) nodes.addAll(List.of(Ui.heading("FIELDS CHANGED (NONE TICKED = ALL)"), rootFields(model, w)));
        nodes.addAll(List.of(Ui.heading("RELATED DATA WRITTEN WITH IT"), includes(model, w, false)));
        return nodes;
    }

    private javafx.scene.Node rootFields(DataModel model, AccessPattern p) {
        List<String> fields = model.entity(p.entity()).map(Entity::fields).orElse(List.of()).stream().map(Field::name).toList();
        if (fields.isEmpty()) return Ui.note("The entity has no fields of its own.");
        return Forms.ticks("pattern-field-", fields, PatternChanges.fieldsOf(p),
                (field, on) -> vm.change(x -> PatternChanges.withFields(x, Includes.toggled(PatternChanges.fieldsOf(x), field, on))));
    }

    private javafx.scene.Node includes(DataModel model, AccessPattern p, boolean read) {
        return new IncludeEditor(model, read, change -> vm.change(x -> PatternChanges.withIncludes(x, change.apply(PatternChanges.includesOf(x)))),
                typed -> vm.reject("The number of items needed", typed)).build(p.entity(), PatternChanges.includesOf(p));
    }

    private ComboBox<String> relationshipChoice(String id, String noneLabel, String current, List<Relationship> choices,
                                                DataModel model, java.util.function.Consumer<String> onPick) {
        ComboBox<String> box = new ComboBox<>();
        box.setId(id);
        if (noneLabel != null) box.getItems().add("");
        choices.forEach(r -> box.getItems().add(r.id()));
        ChoiceTexts.install(box, rel -> rel.isEmpty() ? noneLabel : model.relationship(rel)
                .map(r -> model.entity(r.parent()).map(Entity::name).orElse(r.parent()) + "." + r.name()).orElse(rel));
        box.setValue(current == null ? (noneLabel != null ? "" : null) : current);
        box.valueProperty().addListener((obs, old, now) -> {
            if (now != null) onPick.accept(now.isEmpty() ? null : now);
        });
        box.setMaxWidth(Double.MAX_VALUE);
        return box;
    }

    /** For a change to link or unlink: the entity's first many-to-many relationship. */
    private String linkCandidate(AccessPattern p) {
        Optional<Relationship> r = vm.project().model().relationshipsOf(p.entity()).stream().filter(Relationship::isManyToMany).findFirst();
        return r.map(Relationship::id).orElse(null);
    }
}
