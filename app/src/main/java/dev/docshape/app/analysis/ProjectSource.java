package dev.docshape.app.analysis;

import dev.docshape.model.Project;
import dev.docshape.model.edit.Edit;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyObjectProperty;

import java.util.Objects;
import java.util.function.Predicate;

/**
 * What the analysis panels need of the document being edited: the current project, observable,
 * and a way to apply a change as one undoable step. The designer passes its document; tests pass
 * one made by {@link #of} over the model's undo history ({@code analysis.testing.HistorySource}).
 */
public interface ProjectSource {

    /** The current project; changes on every edit, undo, redo and open. */
    ReadOnlyObjectProperty<Project> projectProperty();

    /**
     * Applies {@code edit} as one undo step.
     *
     * @return false when it changed nothing
     * @throws dev.docshape.model.edit.InvalidEditException when the edit does not fit the project
     */
    boolean execute(Edit edit);

    /**
     * Shows design {@code name}: view state, not an edit (decision 0381): nothing to undo, and no
     * unsaved change on its own.
     *
     * @return false when it is shown already
     * @throws IllegalArgumentException when the project has no design of that name
     */
    boolean showDesign(String name);

    /**
     * Changes each time another project is opened (not on edits), just before it replaces the
     * current one: what was computed for the previous project (measurements, stored documents,
     * "what moved") no longer applies.
     */
    ReadOnlyLongProperty openedProperty();

    default Project project() {
        return projectProperty().get();
    }

    /**
     * A source made of a project property, its count of projects opened, an edit executor and what
     * shows another design (the designer's document).
     */
    static ProjectSource of(ReadOnlyObjectProperty<Project> project, ReadOnlyLongProperty opened, Predicate<Edit> executor,
                            Predicate<String> designShower) {
        Objects.requireNonNull(project, "project property");
        Objects.requireNonNull(opened, "opened property");
        Objects.requireNonNull(executor, "edit executor");
        Objects.requireNonNull(designShower, "design shower");
        return new ProjectSource() {
            @Override
            public ReadOnlyObjectProperty<Project> projectProperty() {
                return project;
            }

            @Override
            public ReadOnlyLongProperty openedProperty() {
                return opened;
            }

            @Override
            public boolean execute(Edit edit) {
                return executor.test(edit);
            }

            @Override
            public boolean showDesign(String name) {
                return designShower.test(name);
            }
        };
    }
}
