package dev.docshape.storage.file;

import dev.docshape.model.Field;
import dev.docshape.model.Project;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A field's listed values in the file (docs/file-format.md "field", decision 0555): read, written back, refused by place. */
class FieldValuesFileTest {
    private static final String FILE = "{\"format\": \"docshape-project\", \"formatVersion\": 1, \"name\": \"tracker\", \"entities\": ["
            + "{\"id\": \"user\", \"name\": \"User\", \"fields\": [{\"name\": \"email\", \"type\": \"string\"}]},"
            + "{\"id\": \"issue\", \"name\": \"Issue\", \"fields\": [{\"name\": \"title\", \"type\": \"string\"}, "
            + "{\"name\": \"status\", \"type\": \"string\"%s}, {\"name\": \"points\", \"type\": \"integer\"%s}]}]}";

    private static Field field(Project p, String name) {
        return p.model().requireEntity("issue").field(name).orElseThrow();
    }

    @Test
    void valuesAreReadAndWrittenBackAndGiveTheDistinctCount() throws ProjectFileException {
        Project p = ProjectJson.read(FILE.formatted(", \"values\": [\"open\", \"in_progress\", \"resolved\", \"closed\"]",
                ", \"values\": [1, 2, 3, 5, 8]"), "tracker");
        Field status = field(p, "status");
        assertEquals(List.of("open", "in_progress", "resolved", "closed"), status.values());
        assertEquals(4, status.distinctValues());
        assertEquals(List.of(1L, 2L, 3L, 5L, 8L), field(p, "points").values());
        String written = ProjectJson.write(p);
        assertTrue(written.contains("\"values\": [\"open\", \"in_progress\", \"resolved\", \"closed\"]")
                || written.contains("\"open\",\n"), written);
        assertFalse(written.contains("distinctValues"), "the count is the values' number, not written twice: " + written);
        Project again = ProjectJson.read(written, "again");
        assertEquals(status.values(), field(again, "status").values());
        assertEquals(field(p, "points").values(), field(again, "points").values());
    }

    @Test
    void anOldFileListsNoValuesAndAnAgreeingCountIsAccepted() throws ProjectFileException {
        Project old = ProjectJson.read(FILE.formatted(", \"distinctValues\": 4", ""), "old");
        assertNull(field(old, "status").values());
        assertEquals(4, field(old, "status").distinctValues());
        Project agreeing = ProjectJson.read(FILE.formatted(", \"distinctValues\": 2, \"values\": [\"open\", \"closed\"]", ""), "agree");
        assertEquals(List.of("open", "closed"), field(agreeing, "status").values());
    }

    @Test
    void badValuesAreRefusedWithTheirPlace() {
        String at = "$.entities[1].fields[1].values";
        String[][] bad = {
                {", \"distinctValues\": 3, \"values\": [\"open\", \"closed\"]", "", at, "2 values listed but 'distinctValues' is 3"},
                {", \"values\": [\"open\", 2]", "", at, "a string field lists strings, not 2"},
                {", \"values\": [\"open\", \"open\"]", "", at, "lists \"open\" twice"},
                {", \"values\": [\"open\"]", "", at, "lists 2 to 1000 values, not 1"},
                {"", ", \"values\": [1, 2.5]", "$.entities[1].fields[2].values", "whole numbers"},
                {", \"values\": [\"open\", null]", "", at, "not null"},
                {", \"values\": [\"open\", \"closed\"], \"constant\": \"open\"", "", "$.entities[1].fields[1]", "takes no 2 distinct"}};
        for (String[] b : bad) {
            ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectJson.read(FILE.formatted(b[0], b[1]), "bad"),
                    b[0] + b[1]);
            assertTrue(e.getMessage().contains(b[2]) && e.getMessage().contains(b[3]), e.getMessage());
        }
        String onDate = FILE.formatted("", "").replace("{\"name\": \"title\", \"type\": \"string\"}",
                "{\"name\": \"due\", \"type\": \"date\", \"values\": [1, 2]}");
        ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectJson.read(onDate, "bad"));
        assertTrue(e.getMessage().contains("$.entities[1].fields[0].values") && e.getMessage().contains("only to string and number"),
                e.getMessage());
    }

    @Test
    void aHostileListIsRefusedByNameWithABoundedMessage() {
        String million = IntStream.range(0, 1_000_000).mapToObj(i -> "\"v" + i + "\"").collect(Collectors.joining(",", "[", "]"));
        String[][] hostile = {
                {", \"values\": " + million, "lists 2 to 1000 values, not 1000000"},
                {", \"values\": [\"" + "x".repeat(1_000_000) + "\", \"y\"]", "at most 1000 characters, not 1000000"},
                {", \"values\": [\"" + "x".repeat(5_000) + "\", \"y\"]", "at most 1000 characters, not 5000"},
                {", \"values\": [\"open\", 2, true, {\"a\": 1}, [1]]", "a string field lists strings, not 2"},
                {", \"values\": [" + "\"same\",".repeat(500) + "\"same\"]", "lists \"same\" twice"}};
        for (String[] h : hostile) {
            ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectJson.read(FILE.formatted(h[0], ""), "hostile"));
            assertTrue(e.getMessage().contains(h[1]), e.getMessage().length() > 300 ? e.getMessage().substring(0, 300) : e.getMessage());
            assertTrue(e.getMessage().length() < 400, "bounded: " + e.getMessage().length() + " characters");
        }
    }
}
