package dev.docshape.app.designer.document;

import dev.docshape.model.Project;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.edit.History;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.nio.file.Path;
import java.util.Objects;

/**
 * The project being edited, as JavaFX properties: the model's {@link History} (undo, redo,
 * revision, save mark) wrapped so the window can bind to it. Every change goes through
 * {@link #execute}; the model itself fires nothing.
 */
public final class ProjectDocument {
    private final History history;
    private final ReadOnlyObjectWrapper<Project> project = new ReadOnlyObjectWrapper<>(this, "project");
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>(this, "file");
    private final ReadOnlyBooleanWrapper modified = new ReadOnlyBooleanWrapper(this, "modified");
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper(this, "revision");
    private final ReadOnlyLongWrapper opened = new ReadOnlyLongWrapper(this, "opened");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
    private final ReadOnlyStringWrapper undoDescription = new ReadOnlyStringWrapper(this, "undoDescription", "");
    private final ReadOnlyStringWrapper redoDescription = new ReadOnlyStringWrapper(this, "redoDescription", "");
    /** Work recovered after a crash counts as unsaved although the history starts clean. */
    private boolean recovered;

    public ProjectDocument(Project initial) {
        history = new History(Objects.requireNonNull(initial, "project"));
        history.addListener(p -> refresh());
        refresh();
    }

    public ReadOnlyObjectProperty<Project> projectProperty() {
        return project.getReadOnlyProperty();
    }

    public Project project() {
        return project.get();
    }

    /** The file the project was opened from or saved to; null for new, unsaved work. */
    public ReadOnlyObjectProperty<Path> fileProperty() {
        return file.getReadOnlyProperty();
    }

    public Path file() {
        return file.get();
    }

    public ReadOnlyBooleanProperty modifiedProperty() {
        return modified.getReadOnlyProperty();
    }

    public boolean isModified() {
        return modified.get();
    }

    /** Grows on every change (edit, undo, redo, open); slow work tagged with an older one is stale. */
    public ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    /**
     * Counts the projects opened (new, from a file, an example, an import, recovered work): changes
     * just before the new project is in place, so what belongs to the previous one is let go first.
     */
    public ReadOnlyLongProperty openedProperty() {
        return opened.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    /** What Undo would undo ("Rename entity Person to Customer"), or empty. */
    public ReadOnlyStringProperty undoDescriptionProperty() {
        return undoDescription.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redoDescriptionProperty() {
        return redoDescription.getReadOnlyProperty();
    }

    /**
     * Applies an edit as one undo step.
     *
     * @return false when it changed nothing
     * @throws dev.docshape.model.edit.InvalidEditException when it does not fit the project
     */
    public boolean execute(Edit edit) {
        return history.execute(edit);
    }

    /** Makes the next edit a new undo step even when it could merge with the previous one. */
    public void preventMerge() {
        history.preventMerge();
    }

    /** Applies an edit as a new undo step even when it could merge with the previous one. */
    public boolean executeAlone(Edit edit) {
        history.preventMerge();
        boolean changed = history.execute(edit);
        history.preventMerge();
        return changed;
    }

    public void undo() {
        if (history.canUndo()) history.undo();
    }

    public void redo() {
        if (history.canRedo()) history.redo();
    }

    /** Starts over with another project (opened, new or an example); nothing to undo. */
    public void open(Project newProject, Path newFile) {
        recovered = false;
        // counted before the file changes, so a listener of the file can tell an open from a first save
        opened.set(opened.get() + 1);
        file.set(newFile);
        history.reset(newProject);
        refresh();
    }

    /** Opens work recovered after a crash: it shows as unsaved until it is saved. */
    public void openRecovered(Project recoveredProject, Path originalFile) {
        open(recoveredProject, originalFile);
        recovered = true;
        refresh();
    }

    /** Opens work that is in no file yet (an imported model): it shows as unsaved until it is saved. */
    public void openUnsaved(Project newProject) {
        openRecovered(newProject, null);
    }

    /** Records that the current project was written to {@code savedTo}. */
    public void markSaved(Path savedTo) {
        markSaved(savedTo, history.revision());
    }

    /**
     * Records that the project as it was at {@code savedRevision} was written to {@code savedTo}.
     * When it changed meanwhile (a save running in the background), the newer changes stay unsaved.
     */
    public void markSaved(Path savedTo, long savedRevision) {
        file.set(savedTo);
        if (savedRevision == history.revision()) {
            recovered = false;
            history.markSaved();
        }
        refresh();
    }

    /**
     * Gives the project a fresh id when it has none (a file from before project ids), as its first
     * save does: not an undo step, and it does not make the project modified.
     */
    public void identify() {
        if (project().id() == null && history.identify(Project.newId())) refresh();
    }

    /**
     * Shows design {@code name}: view state, saved with the project, but neither an undo step nor
     * an unsaved change ({@link dev.docshape.model.edit.History#showDesign}).
     */
    public boolean showDesign(String name) {
        boolean changed = history.showDesign(name);
        if (changed) refresh();
        return changed;
    }

    /** A short name for titles and dialogs: the file name, or the project's name when unsaved. */
    public String displayName() {
        Path f = file.get();
        return f != null ? f.getFileName().toString() : project.get().name();
    }

    private void refresh() {
        project.set(history.project());
        revision.set(history.revision());
        modified.set(recovered || history.isModified());
        canUndo.set(history.canUndo());
        canRedo.set(history.canRedo());
        undoDescription.set(history.undoDescription().orElse(""));
        redoDescription.set(history.redoDescription().orElse(""));
    }
}
