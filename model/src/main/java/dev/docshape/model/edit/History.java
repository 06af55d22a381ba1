package dev.docshape.model.edit;

import dev.docshape.model.Project;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The undo manager: holds the current project and the edits that led to it.
 * <ul>
 *   <li>{@link #execute} applies an edit and pushes it on a capped undo stack (the oldest steps
 *       fall off); a new edit clears the redo stack. An edit that merges with the previous one
 *       (the steps of one drag) replaces it, until {@link #preventMerge} closes the gesture.</li>
 *   <li>{@link #revision} increases on every change: execute, undo, redo, reset.</li>
 *   <li>{@link #isModified} compares the current project with the one last {@linkplain #markSaved
 *       marked saved}, so undoing back to the saved state is unmodified again.</li>
 *   <li>An edit executed, undone or redone while another is running (from a listener, say) is
 *       refused with an {@link IllegalStateException}.</li>
 * </ul>
 * Not thread-safe: use it from one thread (the UI thread). Listeners are told the new project
 * after every change; the app wraps them in JavaFX properties, the model knows nothing of them.
 */
public final class History {
    public static final int DEFAULT_CAPACITY = 500;

    private final int capacity;
    private final Deque<Edit> undo = new ArrayDeque<>();
    private final Deque<Edit> redo = new ArrayDeque<>();
    private final List<Consumer<Project>> listeners = new ArrayList<>();
    private Project project;
    private Project saved;
    private long revision;
    private boolean mergeAllowed;
    private boolean busy;

    public History(Project initial) {
        this(initial, DEFAULT_CAPACITY);
    }

    public History(Project initial, int capacity) {
        if (capacity < 1) throw new IllegalArgumentException("undo capacity must be at least 1, was " + capacity);
        this.capacity = capacity;
        this.project = Objects.requireNonNull(initial, "initial project");
        this.saved = initial;
    }

    public Project project() {
        return project;
    }

    /**
     * Applies {@code edit} to the current project and records it for undo.
     *
     * @return false when the edit changed nothing (it is then not recorded)
     * @throws InvalidEditException when the edit does not fit the project; nothing changes then
     */
    public boolean execute(Edit edit) {
        Objects.requireNonNull(edit, "edit");
        return run(() -> {
            Project next = edit.apply(project);
            if (next.equals(project)) return false;
            Optional<Edit> merged = mergeAllowed && !undo.isEmpty() ? undo.peek().mergeWith(edit) : Optional.empty();
            if (merged.isPresent()) {
                undo.pop();
                undo.push(merged.get());
            } else {
                undo.push(edit);
                if (undo.size() > capacity) undo.removeLast();
            }
            redo.clear();
            mergeAllowed = true;
            change(next);
            return true;
        });
    }

    public void undo() {
        if (!canUndo()) throw new IllegalStateException("nothing to undo");
        run(() -> {
            Edit edit = undo.peek();
            Project previous = edit.invert().apply(project);
            undo.pop();
            redo.push(edit);
            change(previous);
            return true;
        });
    }

    public void redo() {
        if (!canRedo()) throw new IllegalStateException("nothing to redo");
        run(() -> {
            Edit edit = redo.peek();
            Project next = edit.apply(project);
            redo.pop();
            undo.push(edit);
            change(next);
            return true;
        });
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /** What Undo would undo ("Rename entity Person to Customer"); empty when nothing. */
    public Optional<String> undoDescription() {
        return Optional.ofNullable(undo.peek()).map(Edit::description);
    }

    /** What Redo would redo; empty when nothing. */
    public Optional<String> redoDescription() {
        return Optional.ofNullable(redo.peek()).map(Edit::description);
    }

    /** How many steps can be undone. */
    public int undoDepth() {
        return undo.size();
    }

    public long revision() {
        return revision;
    }

    /** Ends the current gesture: the next edit starts a new undo step even if it could merge. */
    public void preventMerge() {
        mergeAllowed = false;
    }

    /** Marks the current project as the saved one; also ends the current gesture. */
    public void markSaved() {
        saved = project;
        mergeAllowed = false;
    }

    /** True when the current project differs from the one last marked saved. */
    public boolean isModified() {
        return project != saved && !project.equals(saved);
    }

    /** Starts over from {@code newProject} (a file opened): no undo or redo, not modified. */
    public void reset(Project newProject) {
        Objects.requireNonNull(newProject, "project");
        run(() -> {
            undo.clear();
            redo.clear();
            saved = newProject;
            mergeAllowed = false;
            change(newProject);
            return true;
        });
    }

    /**
     * Gives a project that has no id yet the identity {@code id} (done on its first save). Not an
     * edit: nothing to undo, and the saved state gets the id too, so this alone never makes the
     * project modified. Listeners are told; the revision stays.
     *
     * @return false when the project already had an id (it keeps it)
     */
    public boolean identify(String id) {
        if (id == null || id.isBlank()) throw new IllegalArgumentException("a project id is needed");
        if (project.id() != null) return false;
        return run(() -> {
            boolean wasSaved = project == saved;
            project = project.withId(id);
            if (wasSaved) saved = project;
            else if (saved.id() == null) saved = saved.withId(id);
            for (Consumer<Project> listener : List.copyOf(listeners)) listener.accept(project);
            return true;
        });
    }

    /**
     * Shows design {@code name}. Which design is shown is view state, as in other design tools: it
     * is saved with the project, but switching is not an edit (nothing to undo) and never makes the
     * project modified on its own. Listeners are told; the revision stays.
     *
     * @return false when the design is shown already
     * @throws IllegalArgumentException when the project has no design of that name
     */
    public boolean showDesign(String name) {
        Objects.requireNonNull(name, "design name");
        if (project.activeDesign().equals(name)) return false;
        if (project.design(name).isEmpty()) throw new IllegalArgumentException("the project has no design named '" + name + "'");
        return run(() -> {
            boolean wasSaved = project.equals(saved);
            project = project.withActiveDesign(name);
            if (wasSaved || saved.design(name).isPresent()) saved = saved.withActiveDesign(name);
            for (Consumer<Project> listener : List.copyOf(listeners)) listener.accept(project);
            return true;
        });
    }

    /** Calls {@code listener} with the new project after every change. */
    public void addListener(Consumer<Project> listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    public void removeListener(Consumer<Project> listener) {
        listeners.remove(listener);
    }

    private void change(Project next) {
        project = next;
        revision++;
        for (Consumer<Project> listener : List.copyOf(listeners)) listener.accept(next);
    }

    private interface Step {
        boolean run();
    }

    private boolean run(Step step) {
        if (busy) {
            throw new IllegalStateException("an edit cannot be executed, undone or redone while another one is running"
                    + " (from an edit or a history listener)");
        }
        busy = true;
        try {
            return step.run();
        } finally {
            busy = false;
        }
    }
}
