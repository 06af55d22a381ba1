package dev.docshape.app.analysis;

import dev.docshape.model.Project;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.edit.History;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * A {@link ProjectSource} over the model's undo {@link History}: for the analysis panels on their
 * own (tests, the benchmark) until they sit in a window with its document.
 */
public final class HistorySource implements ProjectSource {
    private final History history;
    private final ReadOnlyObjectWrapper<Project> project = new ReadOnlyObjectWrapper<>(this, "project");
    private final ReadOnlyLongWrapper opened = new ReadOnlyLongWrapper(this, "opened");

    public HistorySource(Project initial) {
        history = new History(initial);
        project.set(initial);
        history.addListener(project::set);
    }

    @Override
    public ReadOnlyObjectProperty<Project> projectProperty() {
        return project.getReadOnlyProperty();
    }

    @Override
    public ReadOnlyLongProperty openedProperty() {
        return opened.getReadOnlyProperty();
    }

    @Override
    public boolean execute(Edit edit) {
        return history.execute(edit);
    }

    @Override
    public boolean showDesign(String name) {
        return history.showDesign(name);
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
