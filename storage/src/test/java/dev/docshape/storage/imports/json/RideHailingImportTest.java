package dev.docshape.storage.imports.json;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.ValueRange;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.validate.ModelValidator;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A ride-hailing team's collections as {@code mongoexport} wrote them (canonical Extended JSON: ObjectId, ISODate,
 * NumberDecimal; GeoJSON points; optional fields; city codes as string ids), imported as {@code docshape import json}
 * imports the folder: what it infers is what the documents show (decision 0527).
 */
class RideHailingImportTest {
    private static Project project;

    @BeforeAll
    static void importTheDocuments() throws Exception {
        project = JsonImport.infer(List.of(RepositoryFiles.example("workloads").resolve("ride-hailing-documents")), Progress.NONE)
                .toProject("Ride hailing");
        assertTrue(ModelValidator.validate(project).stream().noneMatch(p -> p.isError()), () -> ModelValidator.validate(project).toString());
    }

    @Test
    void aChildCollectionOfOneDocumentPerParentIsNamedInTheSingular() {
        Relationship payment = relationship("payments", "tripId");
        assertEquals(Cardinality.ONE_TO_ONE, payment.cardinality(), "one payment per trip at most");
        assertEquals("payment", payment.name(), "a trip holds one payment, not 'payments'");
        assertEquals("trip", payment.inverseName());
        assertEquals(265 / 320.0, payment.avgCount(), 1e-9, "cancelled trips have none");
    }

    @Test
    void referencesByObjectIdAndByStringCodeAreFoundWithTheirCounts() {
        Relationship trips = relationship("trips", "riderId");
        assertEquals("riders", entity(trips.parent()).name());
        assertEquals("trips", trips.name());
        assertEquals(320 / 80.0, trips.avgCount(), 1e-9);
        assertEquals(Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID), project.active().mappingFor(trips));
        Relationship city = relationship("trips", "city");
        assertEquals("cities", entity(city.parent()).name(), "string codes that are cities' _id values");
        assertEquals("city", city.inverseName());
        Relationship ratings = relationship("ratings", "tripId");
        assertEquals(Cardinality.ONE_TO_FEW, ratings.cardinality());
        assertEquals(2, ratings.maxCount(), "the rider's and the driver's");
    }

    @Test
    void subdocumentsArraysAndExtendedJsonValuesKeepWhatTheDocumentsHold() {
        Entity trips = entityNamed("trips");
        assertEquals(320, trips.count());
        assertEquals(FieldType.DATE, trips.field("requestedAt").orElseThrow().type());
        assertFalse(trips.field("completedAt").orElseThrow().required(), "cancelled trips have none");
        assertEquals(FieldType.DECIMAL, entityNamed("payments").field("amount").orElseThrow().type());
        Relationship places = relationship("riders", "savedPlaces");
        assertEquals(Cardinality.ONE_TO_FEW, places.cardinality());
        assertEquals(4, places.maxCount());
        assertEquals(entityNamed("SavedPlace").count() / 80.0, places.avgCount(), 1e-9);
        Entity location = entity(relationship("Pickup", "location").child());
        assertEquals(FieldType.ARRAY, location.field("coordinates").orElseThrow().type());
        assertEquals(FieldType.DOUBLE, location.field("coordinates").orElseThrow().itemType());
        assertEquals(2.0, location.field("coordinates").orElseThrow().avgItems(), 1e-9);
        // a rating's tags ("safe driving", "good music", ...) are sized as their strings are, not at 16 bytes (decision 0565)
        assertEquals(11, entityNamed("ratings").field("tags").orElseThrow().avgSize());
    }

    @Test
    void whatTheExportCannotShowIsNotClaimedAndWhatItShowsIsKept() {
        Relationship city = relationship("trips", "city");
        assertEquals(Cardinality.ONE_TO_MANY, city.cardinality(), "64 trips in one of 6 cities is what the export held");
        assertNull(city.maxCount());
        Field expYear = entityNamed("paymentMethods").field("expYear").orElseThrow();
        assertEquals(ValueRange.between(2026, 2031), expYear.range());
        assertEquals("Point", entityNamed("PickupLocation").field("type").orElseThrow().constant());
        assertEquals("Point", entityNamed("DropoffLocation").field("type").orElseThrow().constant());
    }

    /** The relationship found in entity {@code holder}'s field {@code field}: the child's for a reference, else the parent's. */
    private static Relationship relationship(String holder, String field) {
        String id = entityNamed(holder).id() + "-" + field;
        return project.model().relationships().stream().filter(r -> r.id().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no relationship " + id + " in " + project.model().relationships()));
    }

    private static Entity entityNamed(String name) {
        return project.model().entities().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
    }

    private static Entity entity(String id) {
        return project.model().entity(id).orElseThrow();
    }
}
