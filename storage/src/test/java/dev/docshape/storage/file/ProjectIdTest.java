package dev.docshape.storage.file;

import dev.docshape.model.Project;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The optional top-level "id": a project's identity, kept through saving, loading and renaming. */
class ProjectIdTest {

    @TempDir
    Path dir;

    private static final String WITHOUT_ID = """
            {
              "format": "docshape-project",
              "formatVersion": 1,
              "name": "people"
            }
            """;

    @Test
    void theIdRoundTripsThroughSaveAndLoad() throws Exception {
        Project project = Project.created("people");
        assertNotNull(project.id());
        Path file = dir.resolve("people.docshape");
        ProjectFiles.save(project, file);
        String text = Files.readString(file);
        assertTrue(text.contains("\"formatVersion\": 1,\n  \"id\": \"" + project.id() + "\",\n  \"name\": \"people\""), text);
        assertEquals(project, ProjectFiles.load(file));
        assertEquals(project.id(), ProjectFiles.load(file).withName("persons").id(), "renaming keeps the id");
    }

    @Test
    void aFileWithoutIdLoadsWithNoneAndIsWrittenAsBefore() throws Exception {
        Project loaded = ProjectJson.read(WITHOUT_ID, "people.docshape");
        assertNull(loaded.id());
        assertEquals(loaded, Project.blank("people"), "nothing is made up when reading");
        assertFalse(ProjectJson.write(loaded).contains("\"id\""), "no id is invented when writing either");
    }

    @Test
    void aFileWithoutIdGetsOneWhenIdentifiedForSaving() throws Exception {
        Path file = dir.resolve("people.docshape");
        Files.writeString(file, WITHOUT_ID);
        Project identified = ProjectFiles.load(file).identified();
        ProjectFiles.save(identified, file);
        Project reloaded = ProjectFiles.load(file);
        assertNotNull(reloaded.id());
        assertEquals(identified.id(), reloaded.id());
        assertEquals(reloaded, reloaded.identified(), "an id, once there, stays");
        assertNotEquals(reloaded.id(), Project.blank("people").identified().id(), "ids are random, not derived from the name");
    }
}
