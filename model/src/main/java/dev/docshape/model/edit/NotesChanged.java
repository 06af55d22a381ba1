package dev.docshape.model.edit;

import dev.docshape.model.Note;
import dev.docshape.model.Project;

import java.util.List;
import java.util.Objects;

/**
 * Replaces the project's canvas notes: adding, editing, moving or deleting a note is one of
 * these, named for the menu ({@code Add note}, {@code Move note}, ...).
 */
public record NotesChanged(String description, List<Note> from, List<Note> to) implements Edit {

    public NotesChanged {
        Objects.requireNonNull(description, "description");
        from = List.copyOf(from);
        to = List.copyOf(to);
    }

    @Override
    public Project apply(Project project) {
        Require.unchanged("the project's notes", from, project.notes());
        return project.withNotes(to);
    }

    @Override
    public Edit invert() {
        return new NotesChanged(description, to, from);
    }
}
