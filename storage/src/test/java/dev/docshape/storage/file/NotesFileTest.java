package dev.docshape.storage.file;

import dev.docshape.model.Note;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The canvas's notes: optional member {@code notes}, read and written back; files without it read as before. */
class NotesFileTest {
    private static final String FILE = """
            {
              "format": "docshape-project",
              "formatVersion": 1,
              "name": "blog",
              "entities": [{"id": "post", "name": "Post", "count": 1000}]NOTES
            }
            """;

    @Test
    void notesAreReadAndWrittenBack() throws ProjectFileException {
        Project p = ProjectJson.read(FILE.replace("NOTES", """
                ,
                  "notes": [{"id": "note-1", "text": "Two lines\\nof text", "position": {"x": 300, "y": 40}}]"""), "blog.docshape");
        assertEquals(List.of(new Note("note-1", "Two lines\nof text", new Position(300, 40))), p.notes());
        String written = ProjectJson.write(p);
        assertTrue(written.contains("\"notes\""), written);
        assertEquals(p, ProjectJson.read(written, "again.docshape"));
    }

    @Test
    void aFileWithoutNotesHasNoneAndIsWrittenWithoutTheMember() throws ProjectFileException {
        Project p = ProjectJson.read(FILE.replace("NOTES", ""), "blog.docshape");
        assertTrue(p.notes().isEmpty());
        assertFalse(ProjectJson.write(p).contains("notes"));
    }

    @Test
    void aNoteWithoutAnIdIsRefusedWithItsPlace() {
        ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectJson.read(FILE.replace("NOTES", """
                ,
                  "notes": [{"text": "no id"}]"""), "blog.docshape"));
        assertTrue(e.getMessage().contains("notes[0]"), e.getMessage());
    }
}
