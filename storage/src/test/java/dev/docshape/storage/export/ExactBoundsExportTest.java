package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.ValueRange;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.codegen.DocumentTypeLanguage;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A bound with more digits than a figure is shown with (a share from 0.1234567890123456, a count up to
 * 9007199254740993, which a double keeps as 9007199254740992) reaches the JSON Schema, the {@code $jsonSchema}
 * validator, Mongoose and Pydantic as the model keeps it, not rounded to 12 or 15 digits: ajv refuses the double just
 * below the lowest share and accepts the highest count itself (docs/exports.md "Declared ranges", decision 0570).
 */
class ExactBoundsExportTest {
    private static final double LOWEST_SHARE = 0.1234567890123456;
    /** What a double keeps of 9007199254740993: the bound as stored. */
    private static final double HIGHEST_COUNT = 9007199254740993.0;
    private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    @TempDir
    Path dir;

    private static Project measures() {
        Entity measure = Entity.of("measure", "Measure", List.of(
                Field.of("share", FieldType.DOUBLE).withRange(new ValueRange(LOWEST_SHARE, false, 1.0, false)).withRequired(true),
                Field.of("count", FieldType.LONG).withRange(new ValueRange(0.0, false, HIGHEST_COUNT, false)).withRequired(true)), 100);
        return new Project("measures", "", new DataModel(List.of(measure), List.of(), List.of()), List.of(Design.named("d")), "d");
    }

    @Test
    void boundsReachTheSchemasAsStoredAndAjvJudgesByThem() throws Exception {
        Exporter.Result result = Exporter.export(measures(), "d", SampleOptions.of(3, 1), dir.resolve("out"), Progress.NONE);
        Exporter.CollectionFiles files = result.collections().values().iterator().next();
        JsonNode schema = JSON.readTree(files.schema().toFile());
        JsonNode validator = JSON.readTree(files.validator().toFile()).at("/$jsonSchema");
        for (JsonNode s : List.of(schema, validator)) {
            assertEquals(new BigDecimal("0.1234567890123456"), s.at("/properties/share").findValue("minimum").decimalValue(), s.toString());
            assertEquals(new BigDecimal("9007199254740992"), s.at("/properties/count").findValue("maximum").decimalValue(), s.toString());
        }

        ObjectNode document = (ObjectNode) JSON.readTree(Files.readAllLines(files.ndjson()).get(0));
        document.put("share", LOWEST_SHARE).put("count", (long) HIGHEST_COUNT);
        NodeTools.Run atTheBounds = AjvCheck.document(files.schema(), document, dir);
        assertEquals(0, atTheBounds.exitCode(), "the bounds themselves are in the range: " + atTheBounds.output());
        document.put("share", Math.nextDown(LOWEST_SHARE));
        NodeTools.Run below = AjvCheck.document(files.schema(), document, dir);
        assertEquals(1, below.exitCode(), "0.1234567890123455 is below the lowest share: " + below.output());
        assertTrue(below.output().contains("minimum"), below.output());

        var projection = Projector.project(measures().model(), measures().active());
        String mongoose = String.join("\n", DocumentTypeLanguage.MONGOOSE.generate("measures", measures().model(), projection).values());
        String pydantic = String.join("\n", DocumentTypeLanguage.PYDANTIC.generate("measures", measures().model(), projection).values());
        assertTrue(mongoose.contains("min: 0.1234567890123456, max: 1") && mongoose.contains("max: 9007199254740992"), mongoose);
        assertTrue(pydantic.contains("ge=0.1234567890123456, le=1") && pydantic.contains("le=9007199254740992"), pydantic);
    }

    /**
     * A bound below 1e-6, which BigDecimal prints with an exponent (1.5E-7): each file writes it as {@code Numbers.exact}
     * does, with no exponent, and ajv judges by it exactly (decision 0575).
     */
    @Test
    void aTinyBoundIsWrittenWithoutAnExponentAndAjvJudgesByIt() throws Exception {
        double lowest = 1.5e-7;
        double above = 2.5e-6;
        Entity dose = Entity.of("dose", "Dose", List.of(Field.of("amount", FieldType.DOUBLE)
                .withRange(new ValueRange(lowest, false, above, true)).withRequired(true)), 100);
        Project project = new Project("doses", "", new DataModel(List.of(dose), List.of(), List.of()), List.of(Design.named("d")), "d");
        Exporter.Result result = Exporter.export(project, "d", SampleOptions.of(3, 1), dir.resolve("out"), Progress.NONE);
        Exporter.CollectionFiles files = result.collections().values().iterator().next();
        for (Path file : List.of(files.schema(), files.validator(), dir.resolve("out").resolve(Exporter.SCRIPT))) {
            String text = Files.readString(file).replace(" : ", ":");
            assertTrue(text.contains(":0.00000015") && text.contains(":0.0000025"), file.getFileName() + ": " + text);
            assertTrue(!text.matches("(?s).*\\d[eE]-\\d.*"), file.getFileName() + " holds no exponent: " + text);
        }
        ObjectNode document = (ObjectNode) JSON.readTree(Files.readAllLines(files.ndjson()).get(0));
        document.put("amount", lowest);
        NodeTools.Run atTheBound = AjvCheck.document(files.schema(), document, dir);
        assertEquals(0, atTheBound.exitCode(), "the lowest amount itself is in the range: " + atTheBound.output());
        for (double outside : new double[]{Math.nextDown(lowest), above}) {
            document.put("amount", outside);
            NodeTools.Run refused = AjvCheck.document(files.schema(), document, dir);
            assertEquals(1, refused.exitCode(), outside + " is outside the range: " + refused.output());
        }
    }
}
