package dev.docshape.storage.file;

import dev.docshape.model.Project;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An entity's and a field's {@code description} (docs/file-format.md, decision 0556): read, written and read back with
 * quotes, line breaks and other scripts intact; a file without one reads as before; one too long or holding a control
 * character is refused with its place.
 */
class DescriptionFileTest {
    private static final String FILE = "{\"format\": \"docshape-project\", \"formatVersion\": 1, \"name\": \"tracker\", \"entities\": "
            + "[{\"id\": \"issue\", \"name\": \"Issue\"%s, \"fields\": [{\"name\": \"title\", \"type\": \"string\"%s}]}]}";

    @Test
    void descriptionsAreReadWrittenAndReadBack() throws ProjectFileException {
        Project p = ProjectJson.read(FILE.formatted(", \"description\": \"What a team works on\\nand \\\"closes\\\"\"",
                ", \"description\": \"Shown on the board — 見出し\""), "tracker");
        assertEquals("What a team works on\nand \"closes\"", p.model().requireEntity("issue").description());
        assertEquals("Shown on the board — 見出し", p.model().requireEntity("issue").field("title").orElseThrow().description());
        Project again = ProjectJson.read(ProjectJson.write(p), "again");
        assertEquals(p.model().requireEntity("issue"), again.model().requireEntity("issue"), "written and read back");
    }

    @Test
    void aFileWithoutDescriptionsReadsAsBeforeAndWritesNone() throws ProjectFileException {
        Project old = ProjectJson.read(FILE.formatted("", ""), "old");
        assertNull(old.model().requireEntity("issue").description());
        assertNull(old.model().requireEntity("issue").field("title").orElseThrow().description());
        String written = ProjectJson.write(old);
        String entities = written.substring(written.indexOf("\"entities\""));
        assertFalse(entities.contains("\"description\""), "no description written where there is none: " + entities);
    }

    @Test
    void aDescriptionTooLongOrHoldingAControlCharacterIsRefusedWithItsPlace() {
        String tooLong = ", \"description\": \"" + "x".repeat(1001) + "\"";
        String[][] bad = {
                {tooLong, "", "$.entities[0].description", "at most 1000 characters, this one 1001"},
                {"", tooLong, "$.entities[0].fields[0].description", "at most 1000 characters"},
                {"", ", \"description\": \"bell \\u0007\"", "$.entities[0].fields[0].description", "no control characters (U+0007"},
                {", \"description\": 12", "", "$.entities[0].description", ""}};
        for (String[] b : bad) {
            ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectJson.read(FILE.formatted(b[0], b[1]), "bad"));
            assertTrue(e.getMessage().contains(b[2]) && e.getMessage().contains(b[3]), e.getMessage());
        }
    }
}
