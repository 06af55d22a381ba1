package dev.docshape.model.edit;

import dev.docshape.model.Note;
import dev.docshape.model.Project;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

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

    /**
     * Merges the next step of the same keyboard nudge: the same notes, moved on from where this
     * left them. Adding or deleting notes never merges.
     */
    @Override
    public Optional<Edit> mergeWith(Edit next) {
        if (next instanceof NotesChanged n && n.description.equals(description) && n.from.equals(to)
                && sameNotes(from, to) && sameNotes(n.from, n.to)) {
            return Optional.of(new NotesChanged(description, from, n.to));
        }
        return Optional.empty();
    }

    private static boolean sameNotes(List<Note> a, List<Note> b) {
        if (a.size() != b.size()) return false;
        for (int i = 0; i < a.size(); i++) if (!a.get(i).id().equals(b.get(i).id())) return false;
        return true;
    }

    @Override
    public Edit invert() {
        return new NotesChanged(description, to, from);
    }
}
