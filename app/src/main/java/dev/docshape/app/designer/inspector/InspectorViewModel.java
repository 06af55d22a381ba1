package dev.docshape.app.designer.inspector;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.model.Project;
import dev.docshape.model.projection.ProjectionSession;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.SetChangeListener;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * What the inspector shows: the one selected entity, the one selected relationship, or a summary
 * of a larger selection; and the editor its changes go to.
 */
public final class InspectorViewModel {
    /** What kind of thing the inspector shows. */
    public enum Subject { NOTHING, ENTITY, RELATIONSHIP, SEVERAL }

    private final DiagramViewModel diagram;
    private final DesignEditor editor;
    private final ObservableValue<Project> project;
    private final ReadOnlyObjectWrapper<Subject> subject = new ReadOnlyObjectWrapper<>(this, "subject", Subject.NOTHING);
    private final ReadOnlyObjectWrapper<EntityViewModel> entity = new ReadOnlyObjectWrapper<>(this, "entity");
    private final ReadOnlyObjectWrapper<RelationshipViewModel> relationship = new ReadOnlyObjectWrapper<>(this, "relationship");
    private final ProjectionSession projections = new ProjectionSession();
    private Consumer<String> problems = m -> { };

    public InspectorViewModel(DiagramViewModel diagram, DesignEditor editor, ObservableValue<Project> project) {
        this.diagram = diagram;
        this.editor = editor;
        this.project = project;
        SelectionModel selection = diagram.selection();
        selection.entities().addListener((SetChangeListener<String>) c -> refresh());
        selection.relationships().addListener((SetChangeListener<String>) c -> refresh());
        refresh();
    }

    private void refresh() {
        SelectionModel selection = diagram.selection();
        entity.set(selection.singleEntity().map(diagram::entity).orElse(null));
        relationship.set(selection.singleRelationship().map(diagram::relationship).orElse(null));
        if (entity.get() != null) subject.set(Subject.ENTITY);
        else if (relationship.get() != null) subject.set(Subject.RELATIONSHIP);
        // selected notes have nothing to inspect (decision 0382)
        else if (selection.entities().isEmpty() && selection.relationships().isEmpty()) subject.set(Subject.NOTHING);
        else subject.set(Subject.SEVERAL);
    }

    public ReadOnlyObjectProperty<Subject> subject() {
        return subject.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<EntityViewModel> entity() {
        return entity.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<RelationshipViewModel> relationship() {
        return relationship.getReadOnlyProperty();
    }

    /**
     * The partition and duplicate keys of the entity's own collection in the current project's
     * active design; empty when the entity has no collection of its own there.
     */
    public Optional<CollectionKeys> collectionKeys(String entityId) {
        Project p = project.getValue();
        return CollectionKeys.of(p.model(), projections.project(p.model(), p.active()), p.active(), entityId);
    }

    public ObservableValue<Project> project() {
        return project;
    }

    public DiagramViewModel diagram() {
        return diagram;
    }

    public DesignEditor editor() {
        return editor;
    }

    /** Reports input the inspector cannot use ("count: not a number"). */
    public void reportProblem(String message) {
        problems.accept(message);
    }

    public void setProblemReporter(Consumer<String> reporter) {
        this.problems = reporter;
    }
}
