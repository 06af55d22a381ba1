package dev.docshape.app.designer.canvas;

import dev.docshape.model.Note;
import javafx.scene.Group;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/** The canvas layer of notes: one view per note of the project, made, updated and dropped as the notes change. */
final class NoteLayer extends Group {
    private final Function<Note, NoteView> factory;
    private final Runnable moved;
    private final Map<String, NoteView> views = new HashMap<>();

    /** @param moved runs when a note appears, moves, changes size or goes (the labels keep clear of notes) */
    NoteLayer(Function<Note, NoteView> factory, Runnable moved) {
        this.factory = factory;
        this.moved = moved;
        getStyleClass().add("note-layer");
    }

    void show(List<Note> notes) {
        Set<String> present = new HashSet<>();
        for (Note note : notes) {
            present.add(note.id());
            NoteView view = views.get(note.id());
            if (view == null) {
                view = factory.apply(note);
                views.put(note.id(), view);
                getChildren().add(view);
                view.boundsInParentProperty().addListener(obs -> moved.run());
            } else {
                view.show(note);
            }
        }
        views.entrySet().removeIf(e -> {
            if (present.contains(e.getKey())) return false;
            getChildren().remove(e.getValue());
            moved.run();
            return true;
        });
    }

    NoteView view(String noteId) {
        return views.get(noteId);
    }

    Collection<NoteView> views() {
        return views.values();
    }
}
