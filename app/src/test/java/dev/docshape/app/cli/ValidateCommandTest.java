package dev.docshape.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ValidateCommandTest {

    @Test
    void everyExampleIsValid() throws Exception {
        try (var files = Files.list(Path.of("..", "examples"))) {
            for (Path example : files.filter(f -> f.toString().endsWith(".docshape")).toList()) {
                CliRun run = CliRun.of("validate", example.toString());
                assertEquals(0, run.status(), example + ": " + run.out() + run.err());
                assertTrue(run.out().contains(": valid ("), run.out());
            }
        }
    }

    @Test
    void danglingReferenceIsAnErrorWithItsPlaceAndStatus1(@TempDir Path dir) throws Exception {
        String s7 = Files.readString(Path.of(Examples.path("s7-patron-address.docshape")));
        Path broken = Examples.written(dir, "broken.docshape", s7.replaceFirst("\"child\"\\s*:\\s*\"address\"", "\"child\": \"adress\""));
        CliRun run = CliRun.of("validate", broken.toString());
        assertEquals(1, run.status(), run.out() + run.err());
        assertTrue(run.out().contains("adress"), run.out());
        assertTrue(run.out().contains("relationships[0].child"), run.out());
    }

    @Test
    void notJsonIsUnreadableWithStatus2(@TempDir Path dir) throws Exception {
        Path garbage = Examples.written(dir, "garbage.docshape", "this is not json");
        CliRun run = CliRun.refused("validate", garbage.toString());
        assertTrue(run.err().startsWith("docshape validate: garbage.docshape"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    @Test
    void newerFormatIsUnreadableWithStatus2(@TempDir Path dir) throws Exception {
        Path newer = Examples.written(dir, "newer.docshape", "{\"format\": \"docshape-project\", \"formatVersion\": 7, \"name\": \"x\"}");
        CliRun run = CliRun.refused("validate", newer.toString());
        assertTrue(run.err().contains("newer DocShape"), run.err());
    }
}
