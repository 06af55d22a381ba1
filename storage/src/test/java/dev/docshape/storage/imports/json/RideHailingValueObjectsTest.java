package dev.docshape.storage.imports.json;

import com.fasterxml.jackson.databind.JsonNode;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.export.JsonSchemas;
import dev.docshape.storage.export.MongoValidators;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.Measurer;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.SampleStore;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The subdocuments of the ride-hailing export hold no ids: {@code import json} makes their entities value objects, and
 * the sample, the exports and {@code measure} leave the id out of them as the estimate does (decision 0543), so a trip
 * read by its id is estimated, sampled and measured within a tenth of the real documents' BSON size.
 */
class RideHailingValueObjectsTest {
    private static final Path DOCUMENTS = RepositoryFiles.example("workloads").resolve("ride-hailing-documents");
    private static Project project;

    @TempDir
    static Path dir;

    @BeforeAll
    static void importTheDocuments() throws Exception {
        Project imported = JsonImport.infer(List.of(DOCUMENTS), Progress.NONE).toProject("Ride hailing");
        project = imported.withModel(imported.model().withPatterns(List.of(
                ReadPattern.byId("trip", "a trip by its id", 1, "trips", List.of()),
                ReadPattern.byId("rider", "a rider by its id", 1, "riders", List.of()))));
    }

    @Test
    void subdocumentsWithoutIdsAreValueObjectsAndCollectionsAreNot() {
        List<String> valueObjects = new ArrayList<>();
        project.model().entities().forEach(e -> { if (e.valueObject()) valueObjects.add(e.name()); });
        assertEquals(List.of("SurgeZone", "Vehicle", "Refund", "SavedPlace", "Pickup", "Dropoff", "Fare", "Stop",
                "PickupLocation", "DropoffLocation"), valueObjects);
    }

    @Test
    void theSampledTripsPickupHoldsNoIdAndATripReadIsMeasuredAsEstimatedAndAsTheRealOnes() throws IOException {
        Path store = dir.resolve("rides.sample.db");
        SampleData.materialize(project, project.activeDesign(), store, SampleOptions.of(1, 1), Progress.NONE);
        try (SampleStore s = SampleData.openStore(store, project)) {
            String trip = s.read(snap -> snap.byIds("trips", snap.spreadIds("trips", 1)).get(0));
            assertTrue(trip.contains("\"pickup\"") && !trip.contains("\"id\""), trip);
        }
        MeasureReport report = Measurer.measure(project, store, Profile.mongodb(), 3, Progress.NONE);
        for (String[] p : new String[][] {{"trip", "trips"}, {"rider", "riders"}}) {
            PatternMeasure m = report.patterns().stream().filter(x -> x.patternId().equals(p[0])).findFirst().orElseThrow();
            assertEquals(m.estBytesRead(), m.bytesRead(), 0.1 * m.estBytesRead(), report.text());
            double real = realAverage(p[1]);
            assertEquals(real, m.bytesRead(), 0.1 * real, p[1] + ": measured against the real documents' " + real + " bytes");
        }
    }

    @Test
    void theValidatorAndTheJsonSchemaGiveTheTripsPickupNoId() {
        CollectionShape trips = Projector.project(project.model(), project.active()).collection("trips").orElseThrow();
        JsonNode validator = MongoValidators.validator(project.model(), trips);
        JsonNode pickup = validator.findValue("pickup");
        assertTrue(pickup.path("properties").has("address"), pickup.toString());
        assertFalse(pickup.path("properties").has("id"), pickup.toString());
        assertTrue(validator.path("$jsonSchema").path("properties").has("_id"), validator.toString());
        JsonNode schema = JsonSchemas.schema(project.model(), trips).findValue("pickup");
        assertTrue(schema.path("properties").has("address") && !schema.path("properties").has("id"), schema.toString());
    }

    /** The average BSON size of the collection's exported documents. */
    private static double realAverage(String collection) throws IOException {
        return Files.readAllLines(DOCUMENTS.resolve(collection + ".json")).stream().filter(l -> !l.isBlank())
                .mapToInt(l -> RawBsonDocument.parse(l).getByteBuffer().remaining()).average().orElseThrow();
    }
}
