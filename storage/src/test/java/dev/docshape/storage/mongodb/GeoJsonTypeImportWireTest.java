package dev.docshape.storage.mongodb;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.storage.imports.json.GeoJsonRides;
import dev.docshape.storage.imports.json.JsonImport;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * A GeoJSON geometry's {@code type} is its constant however few documents hold it (RFC 7946; decision 0544): 20 rides'
 * points and 20 sites' points declare {@code "Point"} through {@code import json} and {@code import mongodb} alike, where
 * other fields of one value need 30 values (decision 0538), and a mix of geometries declares none.
 */
class GeoJsonTypeImportWireTest {
    @RegisterExtension
    static final WireServer SERVER = new WireServer();
    @TempDir
    Path folder;

    private static Field field(Project project, String entity, String name) {
        Entity e = project.model().entities().stream().filter(x -> x.name().equals(entity)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + entity + " in " + project.model().entities()));
        return e.field(name).orElseThrow();
    }

    @Test
    void twentyRidesPointsDeclareTheirTypeAndNothingElseOfOneValue() throws Exception {
        GeoJsonRides.write(folder, 20);
        Project project = JsonImport.infer(List.of(folder), Progress.NONE).toProject("imported");
        assertEquals("Point", field(project, "PickupLocation", "type").constant());
        assertEquals("Point", field(project, "DropoffLocation", "type").constant());
        assertNull(field(project, "rides", "shared").constant(), "false 20 times is no rule below 30 values");
        assertNull(field(project, "rides", "schemaVersion").range(), "nor is 2 twenty times");
    }

    @Test
    void twentySitesOfALiveDatabaseDeclareTheirPointAndAMixOfGeometriesNone() throws Exception {
        try (MongoConnection mongo = MongoConnection.open(SERVER.settings("geo"))) {
            List<Document> sites = new ArrayList<>();
            List<Document> zones = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                sites.add(new Document("name", "site " + i).append("kind", "depot")
                        .append("location", new Document("type", "Point").append("coordinates", List.of(4.9, 52.3 + i / 100.0))));
                Document area = i % 2 == 0 ? new Document("type", "Point").append("coordinates", List.of(4.9, 52.3))
                        : new Document("type", "Polygon").append("coordinates", List.of(List.of(List.of(4.9, 52.3), List.of(5.0, 52.3),
                        List.of(5.0, 52.4), List.of(4.9, 52.3))));
                zones.add(new Document("name", "zone " + i).append("area", area));
            }
            mongo.database().getCollection("sites").insertMany(sites);
            mongo.database().getCollection("zones").insertMany(zones);
            Project project = MongoImport.importDatabase(mongo, 100, "Geo", Progress.NONE).project();
            Entity location = project.model().entities().stream().filter(e -> e.field("coordinates").isPresent()
                    && e.name().toLowerCase(java.util.Locale.ROOT).contains("location")).findFirst()
                    .orElseThrow(() -> new AssertionError("no location in " + project.model().entities()));
            assertEquals("Point", location.field("type").orElseThrow().constant());
            assertNull(field(project, "sites", "kind").constant(), "depot 20 times is no rule below 30 values");
            Entity area = project.model().entities().stream().filter(e -> e.field("coordinates").isPresent()
                    && e.name().toLowerCase(java.util.Locale.ROOT).contains("area")).findFirst()
                    .orElseThrow(() -> new AssertionError("no area in " + project.model().entities()));
            assertNull(area.field("type").orElseThrow().constant(), "points and polygons: no one geometry");
        }
    }
}
