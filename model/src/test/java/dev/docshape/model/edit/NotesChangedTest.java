package dev.docshape.model.edit;

import dev.docshape.model.Note;
import dev.docshape.model.Position;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A keyboard nudge of notes merges step after step; adding or deleting notes never merges. */
class NotesChangedTest {
    private static final Note A = new Note("note-1", "a", new Position(0, 0));

    private static List<Note> at(double x) {
        return List.of(A.withPosition(new Position(x, 0)));
    }

    @Test
    void theNextStepOfTheSameMoveMerges() {
        NotesChanged first = new NotesChanged("Move 1 note", at(0), at(10));
        NotesChanged second = new NotesChanged("Move 1 note", at(10), at(20));
        assertEquals(new NotesChanged("Move 1 note", at(0), at(20)), first.mergeWith(second).orElseThrow());
    }

    @Test
    void anotherMoveAnAddOrADeleteDoesNotMerge() {
        NotesChanged move = new NotesChanged("Move 1 note", at(0), at(10));
        assertTrue(move.mergeWith(new NotesChanged("Move 1 note", at(20), at(30))).isEmpty(), "not from where it left them");
        assertTrue(move.mergeWith(new NotesChanged("Edit note", at(10), at(10))).isEmpty(), "another kind of change");
        NotesChanged delete = new NotesChanged("Delete 1 note", at(10), List.of());
        assertTrue(move.mergeWith(delete).isEmpty());
        NotesChanged add = new NotesChanged("Add note", List.of(), at(0));
        assertTrue(add.mergeWith(new NotesChanged("Add note", at(0), List.of(A, new Note("note-2", "", new Position(5, 5))))).isEmpty(),
                "two adds stay two steps");
    }
}
