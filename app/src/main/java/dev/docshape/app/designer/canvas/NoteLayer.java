package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.model.Note;
import javafx.collections.SetChangeListener;
import javafx.css.PseudoClass;
import javafx.scene.Group;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The canvas layer of notes: one view per note of the project, made, updated and dropped as the
 * notes change, each marked {@code :selected} while the selection holds it.
 */
final class NoteLayer extends Group {
    /** Told when a note's view appears, moves or changes size ({@code shown}), or goes. */
    interface Moves {
        void moved(NoteView view, boolean shown);
    }

    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    private final Function<Note, NoteView> factory;
    private final SelectionModel selection;
    private final Moves moved;
    private final Map<String, NoteView> views = new HashMap<>();

    /** @param moved told when a note appears, moves, changes size or goes (the labels keep clear of notes, the diagram's box holds them) */
    NoteLayer(Function<Note, NoteView> factory, SelectionModel selection, Moves moved) {
        this.factory = factory;
        this.selection = selection;
        this.moved = moved;
        getStyleClass().add("note-layer");
        selection.notes().addListener((SetChangeListener<String>) c -> {
            NoteView view = views.get(c.wasAdded() ? c.getElementAdded() : c.getElementRemoved());
            if (view != null) view.pseudoClassStateChanged(SELECTED, c.wasAdded());
        });
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
                NoteView added = view;
                view.boundsInParentProperty().addListener(obs -> moved.moved(added, true));
                moved.moved(view, true);
                view.pseudoClassStateChanged(SELECTED, selection.isNoteSelected(note.id()));
            } else {
                view.show(note);
            }
        }
        views.entrySet().removeIf(e -> {
            if (present.contains(e.getKey())) return false;
            getChildren().remove(e.getValue());
            moved.moved(e.getValue(), false);
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
