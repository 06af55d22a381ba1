package dev.docshape.storage.mongodb;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.validate.ModelValidator;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An IoT fleet's live database (sites, devices, sensors, hourly buckets of readings, alerts, maintenance tickets,
 * technicians: 2,111 documents from {@code examples/workloads/iot-fleet-documents}), imported as {@code docshape import
 * mongodb} imports it: what it infers is what the documents hold (decision 0541).
 */
class IotFleetImportTest {
    @RegisterExtension
    static final WireServer server = new WireServer();
    private static MongoImport.Result result;
    private static Project project;

    @BeforeAll
    static void loadAndImport() throws Exception {
        try (MongoConnection mongo = MongoConnection.open(server.settings("iotFleet"));
             Stream<Path> files = Files.list(RepositoryFiles.example("workloads").resolve("iot-fleet-documents"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                List<Document> docs = Files.readAllLines(file).stream().filter(l -> !l.isBlank()).map(Document::parse).toList();
                mongo.database().getCollection(file.getFileName().toString().replace(".json", "")).insertMany(docs);
            }
            result = MongoImport.importDatabase(mongo, 1000, "IoT fleet", Progress.NONE);
        }
        project = result.project();
        assertTrue(ModelValidator.validate(project).stream().noneMatch(p -> p.isError()), () -> ModelValidator.validate(project).toString());
    }

    @Test
    void everyCollectionAndSubdocumentBecomesAnEntityWithItsCount() {
        assertEquals(15, project.model().entities().size(), project.model().entities().toString());
        assertEquals(555, entity("readingBuckets").count());
        assertEquals(700, entity("alerts").count());
        Relationship readings = relationship("readingBuckets-readings");
        assertTrue(project.active().mappingFor(readings).strategy() instanceof Embed);
        assertEquals(60, readings.maxCount(), "an hour of readings a minute apart");
        assertEquals(25_111 / 555.0, readings.avgCount(), 1e-9, "the current hour's buckets are partly filled");
        Relationship contact = relationship("sites-contact");
        assertEquals(Cardinality.ONE_TO_ONE, contact.cardinality());
        assertEquals(0.2, contact.avgCount(), 1e-9, "4 of 20 sites name a contact");
    }

    @Test
    void referencesAreFoundAtTopLevelAndInsideEmbeddedItems() {
        for (String id : List.of("alerts-deviceId", "alerts-sensorId", "devices-siteId", "maintenanceTickets-technicianId", "readingBuckets-sensorId",
                "sensors-deviceId", "technicians-homeSiteId")) {
            assertEquals(Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID), project.active().mappingFor(relationship(id)), id);
        }
        Relationship by = relationship("note-by");
        assertEquals("technicians", entity(by.parent()).name(), "a ticket's notes name their technician");
        assertEquals(590 / 30.0, by.avgCount(), 1e-9, "590 notes by 30 technicians");
    }

    @Test
    void optionalFieldsAreNotRequiredAndIrregularDocumentsKeepTheirFields() {
        Entity alerts = entity("alerts");
        for (String name : List.of("acknowledgedAt", "resolvedAt", "value")) {
            assertFalse(alerts.field(name).orElseThrow().required(), name);
        }
        assertTrue(alerts.field("raisedAt").orElseThrow().required());
        assertTrue(entity("devices").field("legacyId").isPresent(), "one legacy device has it");
        assertEquals(199 / 200.0, relationship("devices-config").avgCount(), 1e-9, "the legacy device has no config");
    }

    @Test
    void subdocumentsWithoutIdsAreValueObjectsAsTheExampleMarksThem() throws Exception {
        List<String> imported = project.model().entities().stream().filter(Entity::valueObject).map(Entity::name).sorted().toList();
        assertEquals(List.of("Address", "Config", "Contact", "Location", "Note", "Part", "Reading", "Thresholds"), imported);
        Project example = ProjectFiles.load(RepositoryFiles.example("workloads").resolve("iot-fleet.docshape"));
        assertEquals(imported, example.model().entities().stream().filter(Entity::valueObject).map(Entity::name).sorted().toList(),
                "examples/workloads/iot-fleet.docshape marks what the import marks (decision 0558)");
    }

    @Test
    void theExampleHoldsTheSharesAndSizesTheImportInfers() throws Exception {
        Project example = ProjectFiles.load(RepositoryFiles.example("workloads").resolve("iot-fleet.docshape"));
        List<String> apart = new ArrayList<>();
        for (Entity e : example.model().entities()) {
            for (Field f : e.fields()) {
                Field imported = entity(e.name()).field(f.name()).orElseThrow(() -> new AssertionError(e.name() + "." + f.name()));
                String found = f.presence() + " held, " + f.avgSize() + " bytes";
                String inferred = imported.presence() + " held, " + imported.avgSize() + " bytes";
                if (!found.equals(inferred)) apart.add(e.name() + "." + f.name() + ": " + found + " where the import infers " + inferred);
            }
        }
        // optional fields at their share (decision 0534), an array of strings at its strings' size (decision 0565)
        assertEquals(List.of(), apart, "examples/workloads/iot-fleet.docshape against what import mongodb infers");
        assertEquals(8, entity("technicians").field("skills").orElseThrow().avgSize(), "calibration, electrical, firmware, hvac, network");
    }

    @Test
    void anArraySomeParentsLeaveOutAndAReferenceSomeChildrenLackSayTheirShares() throws Exception {
        Relationship parts = relationship("maintenanceTickets-parts");
        assertEquals(0.343, parts.presence(), "103 of 300 tickets list parts");
        assertEquals(1.0, parts.inversePresence());
        assertEquals(0.84, relationship("maintenanceTickets-technicianId").inversePresence(), "252 of 300 tickets name a technician");
        assertEquals(1.0, relationship("maintenanceTickets-notes").presence(), "every ticket has notes");
        Project example = ProjectFiles.load(RepositoryFiles.example("workloads").resolve("iot-fleet.docshape"));
        List<String> apart = new ArrayList<>();
        for (Relationship r : example.model().relationships()) {
            Relationship imported = relationship(r.id());
            if (r.presence() != imported.presence() || r.inversePresence() != imported.inversePresence()) {
                apart.add(r.id() + ": " + r.presence() + "/" + r.inversePresence() + " where the import infers "
                        + imported.presence() + "/" + imported.inversePresence());
            }
        }
        assertEquals(List.of(), apart, "examples/workloads/iot-fleet.docshape holds the relationships' shares import mongodb infers (decision 0573)");
    }

    private static Entity entity(String idOrName) {
        return project.model().entities().stream().filter(e -> e.id().equals(idOrName) || e.name().equals(idOrName)).findFirst().orElseThrow();
    }

    private static Relationship relationship(String id) {
        return project.model().relationship(id).orElseThrow(() -> new AssertionError(id + " in " + project.model().relationships()));
    }
}
