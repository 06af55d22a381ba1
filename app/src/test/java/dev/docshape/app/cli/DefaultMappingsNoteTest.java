package dev.docshape.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A design written {@code "mappings": {}} takes the rule-of-thumb default for every relationship; {@code validate},
 * {@code estimate} and {@code measure} say so in one line naming the design (decision 0546).
 */
class DefaultMappingsNoteTest {
    private static final String SAID = "design 'bare' gives 3 of 3 relationships no mapping: they take the default"
            + " (3 embedded as one-to-one or one-to-few)";

    @TempDir
    Path dir;

    private Path bare() throws Exception {
        ObjectMapper json = new ObjectMapper();
        ObjectNode project = (ObjectNode) json.readTree(Path.of(Examples.path("s1-person-contacts.docshape")).toFile());
        ObjectNode design = json.createObjectNode();
        design.put("name", "bare");
        design.putObject("mappings");
        project.putArray("designs").add(design);
        project.put("activeDesign", "bare");
        Path file = dir.resolve("bare.docshape");
        json.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), project);
        return file;
    }

    @Test
    void everyCommandTheUserReadsSaysTheDefaultDecided() throws Exception {
        Path file = bare();
        CliRun validate = CliRun.ok("validate", file.toString());
        assertTrue(validate.out().contains("warning: " + SAID), validate.out());
        assertTrue(validate.out().contains("(at $.designs['bare'].mappings)"), validate.out());

        CliRun estimate = CliRun.ok("estimate", file.toString());
        assertTrue(estimate.out().lines().anyMatch(l -> l.equals("note: " + SAID)), estimate.out());

        CliRun.ok("sample", file.toString());
        CliRun measure = CliRun.ok("measure", file.toString());
        assertTrue(measure.out().lines().anyMatch(l -> l.equals("note: " + SAID)), measure.out());
    }

    @Test
    void aDesignThatMapsEveryRelationshipIsToldNothing() {
        String s1 = Examples.path("s1-person-contacts.docshape");
        CliRun estimate = CliRun.ok("estimate", s1, "--design", "referenced");
        assertFalse(estimate.out().contains("no mapping"), estimate.out());
        CliRun validate = CliRun.ok("validate", s1);
        assertFalse(validate.out().contains("no mapping"), validate.out());
    }
}
