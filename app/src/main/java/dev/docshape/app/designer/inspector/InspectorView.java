package dev.docshape.app.designer.inspector;

import dev.docshape.app.designer.actions.ActionViews;
import dev.docshape.app.text.Words;
import dev.docshape.app.designer.diagram.SelectionModel;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.VBox;

/**
 * The panel that shows and edits what is selected: one entity, one relationship, the project when
 * nothing is, or a summary of a larger selection.
 */
public final class InspectorView extends ScrollPane {
    private final InspectorViewModel vm;
    private final ActionViews actions;
    /** Made when an entity is first shown, a relationship likewise: a start shows the project (decision 0430). */
    private EntityInspector entity;
    private RelationshipInspector relationship;
    private final ProjectInspector project;
    private final VBox summary = new VBox();
    private final Label summaryTitle = Heading.of("");
    private final Label summaryText = Note.of(null);

    /** @param actions makes the field rows' and Add field's buttons from the action catalogue */
    public InspectorView(InspectorViewModel vm, ActionViews actions) {
        this.vm = vm;
        this.actions = actions;
        getStyleClass().add("inspector");
        setId("inspector");
        setFitToWidth(true);
        setHbarPolicy(ScrollBarPolicy.NEVER);
        project = new ProjectInspector(vm);
        summary.getStyleClass().add("inspector-section");
        summary.setId("inspector-summary");
        summary.getChildren().addAll(summaryTitle, summaryText);
        vm.subject().addListener((obs, old, now) -> showSubject());
        vm.project().addListener((obs, old, now) -> {
            if (vm.subject().get() == InspectorViewModel.Subject.NOTHING
                    || vm.subject().get() == InspectorViewModel.Subject.SEVERAL) {
                showSubject();
            }
        });
        showSubject();
    }

    private void showSubject() {
        switch (vm.subject().get()) {
            case ENTITY -> setContent(entity());
            case RELATIONSHIP -> setContent(relationship());
            case SEVERAL -> showSelectionSummary();
            case NOTHING -> showProjectSummary();
        }
    }

    private EntityInspector entity() {
        if (entity == null) entity = new EntityInspector(vm, actions);
        return entity;
    }

    private RelationshipInspector relationship() {
        if (relationship == null) relationship = new RelationshipInspector(vm);
        return relationship;
    }

    private void showProjectSummary() {
        project.show(vm.project().getValue());
        setContent(project);
    }

    private void showSelectionSummary() {
        SelectionModel s = vm.diagram().selection();
        int e = s.entities().size();
        int r = s.relationships().size();
        summaryTitle.setText((e + r) + " selected");
        summaryText.setText(Words.count(e, "entity", "entities") + " and " + Words.count(r, "relationship")
                + ".\n\nDrag one of them to move them all; Delete, Duplicate, Copy and Paste work on the whole selection.");
        setContent(summary);
    }

    /** Puts the keyboard in the name box of the entity or relationship shown (F2, Rename). */
    public void focusName() {
        if (vm.subject().get() == InspectorViewModel.Subject.ENTITY) entity().focusName();
    }

    public void focusLastField() {
        if (vm.subject().get() == InspectorViewModel.Subject.ENTITY) entity().focusLastField();
    }

    /** Adds a field to the entity shown and puts the keyboard in its name box (Add Field while the inspector has the keyboard). */
    public void addFieldAndFocus() {
        if (vm.subject().get() == InspectorViewModel.Subject.ENTITY) entity().addFieldAndFocus();
    }
}
