package dev.docshape.app.analysis.testing;

import dev.docshape.app.analysis.ProjectSource;
import dev.docshape.model.Project;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.edit.History;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * A project with the model's undo {@link History}, as the {@link ProjectSource} of analysis panels on their own
 * (tests, the benchmark) rather than in a window with its document.
 */
public final class HistorySource {
    private final History history;
    private final ReadOnlyObjectWrapper<Project> project = new ReadOnlyObjectWrapper<>(this, "project");
    private final ReadOnlyLongWrapper opened = new ReadOnlyLongWrapper(this, "opened");
    private final ProjectSource source;

    public HistorySource(Project initial) {
        history = new History(initial);
        project.set(initial);
        history.addListener(project::set);
        source = ProjectSource.of(project.getReadOnlyProperty(), opened.getReadOnlyProperty(), history::execute, history::showDesign);
    }

    /** What the analysis reads the project from and runs its edits through. */
    public ProjectSource projectSource() {
        return source;
    }

    public Project project() {
        return project.get();
    }

    public boolean execute(Edit edit) {
        return history.execute(edit);
    }

    public History history() {
        return history;
    }

    public void undo() {
        history.undo();
    }

    public void redo() {
        history.redo();
    }

    /** Starts over from another project (a file opened). */
    public void open(Project newProject) {
        opened.set(opened.get() + 1);
        history.reset(newProject);
    }
}
