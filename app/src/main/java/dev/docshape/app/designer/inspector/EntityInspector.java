package dev.docshape.app.designer.inspector;

import dev.docshape.model.Numbers;
import dev.docshape.app.designer.actions.ActionViews;
import dev.docshape.app.text.NumberInput;
import dev.docshape.app.ui.DescriptionArea;
import dev.docshape.app.ui.Inputs;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.app.ui.ViewSubscriptions;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.util.Subscription;

import java.util.Optional;

/** The inspector for one entity: its name, counts, collection and fields. */
final class EntityInspector extends VBox {
    private static final String DESCRIPTION_TIP = "What the entity is, in words (a table's comment); exported as the schemas'"
            + " description and shown as its card's tooltip. Leave the box or Ctrl+Enter to set it; empty: none";
    private final InspectorViewModel vm;
    private final DesignEditor editor;
    private final TextField name;
    private final TextField count;
    private final TextField updates;
    private final TextArea description;
    private final CheckBox standalone = new CheckBox("Keeps a collection of its own");
    private final CheckBox valueObject = new CheckBox("No id when embedded");
    private final Label home = Note.of(null);
    private final FieldListEditor fields;
    private final FieldDescription fieldDescription;
    private final PartitionEditor partitioning;
    private final DuplicateEditor duplicate;
    private final ViewSubscriptions subscriptions = new ViewSubscriptions();
    /** The entity the inputs edit: the one selected. */
    private EntityViewModel shown;
    private boolean updating;
    /** What the inputs show now: the entity and the project it was read from. */
    private Entity shownEntity;
    private Project shownProject;
    private String shownHost;

    EntityInspector(InspectorViewModel vm, ActionViews actions) {
        this.vm = vm;
        this.editor = vm.editor();
        getStyleClass().addAll("inspector-section", "entity-inspector");
        setId("entity-inspector");
        name = Inputs.committing("inspector-entity-name", "The entity's name (Enter to rename)", text -> {
            if (updating || shown == null || text.strip().equals(shown.entity().name())) return;
            if (text.isBlank()) vm.reportProblem("An entity's name must not be empty; " + shown.entity().name() + " keeps its name");
            else editor.renameEntity(shown.id(), text);
        });
        count = Inputs.committing("inspector-entity-count", "Expected number of documents (instances)", text -> {
            if (updating || shown == null) return;
            NumberInput.whole(text).ifPresentOrElse(value -> {
                if (value != shown.entity().count()) editor.setEntityCount(shown.id(), value);
            }, () -> {
                vm.reportProblem("Documents of " + shown.entity().name() + ": '" + text + "' is not a whole number");
                showAgain();
            });
        });
        updates = Inputs.committing("inspector-entity-updates", "How often one instance changes, per day", text -> {
            if (updating || shown == null) return;
            NumberInput.decimal(text).ifPresentOrElse(value -> {
                if (value != shown.entity().updatesPerDay()) editor.setEntityUpdateRate(shown.id(), value);
            }, () -> {
                vm.reportProblem("Updates per day of " + shown.entity().name() + ": '" + text + "' is not a number");
                showAgain();
            });
        });
        description = DescriptionArea.create("inspector-entity-description", DESCRIPTION_TIP, 2, text -> {
            if (updating || shown == null || text.strip().equals(described(shown.entity()))) return;
            editor.setEntityDescription(shown.id(), text);
        });
        description.setPromptText("What it is, in words");
        standalone.setId("inspector-entity-standalone");
        standalone.setTooltip(new Tooltip("Keep a collection of its own even where it is embedded"));
        standalone.selectedProperty().addListener((obs, was, is) -> {
            if (!updating && shown != null) editor.setStandalone(shown.id(), is);
        });
        valueObject.setId("inspector-entity-value-object");
        valueObject.setTooltip(new Tooltip("A value object (a point, a fare): embedded instances hold no id of their own,"
                + " unless a pattern or another document finds one by it"));
        valueObject.selectedProperty().addListener((obs, was, is) -> {
            if (!updating && shown != null) editor.setValueObject(shown.id(), is);
        });
        fields = new FieldListEditor(editor.fields(), vm.diagram().selection(), actions);
        fieldDescription = new FieldDescription(editor.fields(), vm.diagram().selection());
        partitioning = new PartitionEditor(editor, vm::reportProblem);
        duplicate = new DuplicateEditor(editor);

        GridPane form = FormGrid.create("inspector-form", 90);
        FormGrid.row(form, "Name", name);
        FormGrid.row(form, "Documents", count);
        FormGrid.row(form, "Updates / day", updates);
        getChildren().addAll(Heading.of("Entity"), form, standalone, home, valueObject, partitioning, duplicate,
                Heading.of("Fields"), fields, fieldDescription, Heading.of("Description"), description);

        // one way to follow the selection (decision 0398): what was listened to on the entity shown before ends here
        subscriptions.follow(vm.entity(), now -> {
            shown = now;
            shownEntity = null;
            if (now == null) return Subscription.EMPTY;
            show(now);
            return now.entityProperty().subscribe((old, changed) -> show(now))
                    .and(now.hostName().subscribe((old, changed) -> show(now)));
        });
        subscriptions.add(vm.project().subscribe((old, now) -> {
            if (old == null || now == null || affectsShown(old, now)) show();
        }));
    }

    /**
     * Whether an edit can change what the inspector shows of its entity beyond the entity itself (which it follows on
     * its own): where the entity lives and its collection's keys, which only the model and the design decide. An edit
     * of the project's name, its notes or another design leaves the inspector as it is.
     */
    private static boolean affectsShown(Project old, Project now) {
        return old.active() != now.active() || old.model() != now.model();
    }

    private void show() {
        if (shown != null) show(shown);
    }

    /** The entity's description as its box shows it: empty for none. */
    private static String described(Entity e) {
        return e.description() == null ? "" : e.description();
    }

    /** Puts back what the model holds over input it refused. */
    private void showAgain() {
        shownEntity = null;
        show();
    }

    private void show(EntityViewModel shown) {
        Entity e = shown.entity();
        Project p = vm.project().getValue();
        String host = shown.hostName().get();
        // an edit of the entity shown reaches here twice, through the entity and through the project: shown once
        if (e == shownEntity && p == shownProject && java.util.Objects.equals(host, shownHost)) return;
        shownEntity = e;
        shownProject = p;
        shownHost = host;
        updating = true;
        try {
            Inputs.show(name, e.name());
            Inputs.show(count, Long.toString(e.count()));
            Inputs.show(updates, Numbers.plain(e.updatesPerDay()));
            DescriptionArea.show(description, e.description());
            // the box says whether the entity has a collection of its own, as the text below it does;
            // it can only be changed where that is a choice (the entity is embedded everywhere, or kept on purpose)
            boolean kept = p.active().standalone().contains(e.id());
            standalone.setSelected(host == null);
            standalone.setDisable(host == null && !kept);
            home.setText(host != null ? "Embedded everywhere: lives in " + host + "'s documents. Tick the box to keep a collection as well."
                    : kept ? "Stored in its own collection, also where it is embedded."
                    : "Stored in its own collection: nothing embeds it everywhere.");
            valueObject.setSelected(e.valueObject());
            Optional<CollectionKeys> keys = vm.collectionKeys(e.id());
            partitioning.show(e, keys);
            duplicate.show(e, keys);
            fields.show(e);
            fieldDescription.show(e);
        } finally {
            updating = false;
        }
    }

    void focusName() {
        name.requestFocus();
        name.selectAll();
    }

    void focusLastField() {
        fields.focusLast();
    }

    void addFieldAndFocus() {
        fields.addAndFocus();
    }
}
