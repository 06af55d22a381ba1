package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.ValueRange;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.imports.json.GeoJsonRides;
import dev.docshape.storage.imports.json.JsonImport;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rides whose pickup and drop-off locations are GeoJSON points ({@code "type": "Point"} in every one) and whose
 * {@code schemaVersion} is always 2, imported with {@code import json}: the model says the one value each holds, the file
 * keeps it, the sample writes it, and the JSON Schema and the validator refuse any other (docs/imports.md "One value",
 * docs/exports.md "Constant values", decision 0538).
 */
class ConstantExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aFieldThatAlwaysHoldsOneValueIsDeclaredWrittenAndEnforced(@TempDir Path dir) throws Exception {
        Path documents = dir.resolve("documents");
        GeoJsonRides.write(documents, 40);
        Project imported = JsonImport.infer(List.of(documents), Progress.NONE).toProject("rides");
        Path file = dir.resolve("rides.docshape");
        ProjectFiles.save(imported, file);
        Project project = ProjectFiles.load(file);

        Entity location = entity(project, "PickupLocation");
        assertEquals("Point", location.field("type").orElseThrow().constant());
        assertNull(location.field("type").orElseThrow().distinctValues());
        Entity ride = entity(project, "rides");
        assertEquals(Boolean.FALSE, ride.field("shared").orElseThrow().constant());
        Field version = ride.field("schemaVersion").orElseThrow();
        assertEquals(ValueRange.between(2, 2), version.range(), "a number says its one value as a range");
        assertNull(version.constant());

        Exporter.Result result = Exporter.export(project, "imported", SampleOptions.of(3, 1), dir.resolve("out"), Progress.NONE);
        var rideFiles = result.collections().values().stream().filter(f -> f.schema().getFileName().toString().startsWith("rides"))
                .findFirst().orElseThrow(() -> new AssertionError("no rides among " + result.collections().keySet()));
        List<String> lines = Files.readAllLines(rideFiles.ndjson());
        assertTrue(lines.size() >= 10, "a sample of rides: " + lines.size());
        for (String line : lines) {
            JsonNode doc = JSON.readTree(line);
            assertEquals("Point", doc.at("/pickup/location/type").asText(), line);
            assertEquals("Point", doc.at("/dropoff/location/type").asText(), line);
            assertEquals(2, doc.get("schemaVersion").asInt(), line);
            assertEquals(false, doc.get("shared").asBoolean(true), line);
        }

        JsonNode schema = JSON.readTree(rideFiles.schema().toFile());
        assertEquals("Point", schema.at("/properties/pickup/properties/location/properties/type/const").asText(), schema.toString());
        JsonNode validator = JSON.readTree(rideFiles.validator().toFile());
        JsonNode type = validator.at("/$jsonSchema/properties/dropoff/properties/location/properties/type");
        assertEquals("[\"Point\"]", type.get("enum").toString(), type.toString());
        assertEquals("[false]", validator.at("/$jsonSchema/properties/shared/enum").toString());
        assertEquals(List.of(), MongoJsonSchemaRules.violations(validator));

        NodeTools.Run sample = AjvCheck.samples(result, dir);
        assertEquals(0, sample.exitCode(), sample.output());
        ObjectNode polygon = (ObjectNode) JSON.readTree(lines.get(0));
        ((ObjectNode) polygon.at("/pickup/location")).put("type", "Polygon");
        NodeTools.Run rejected = AjvCheck.document(rideFiles.schema(), polygon, dir);
        assertEquals(1, rejected.exitCode(), rejected.output());
        assertTrue(rejected.output().contains("checked 1 documents, 1 invalid"), rejected.output());
    }

    private static Entity entity(Project project, String name) {
        return project.model().entities().stream().filter(e -> e.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + name + " in " + project.model().entities().stream().map(Entity::name).toList()));
    }
}
