package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.ExampleDocument;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A value object (a trip's pickup point, its stops) embedded in its container holds no id of its own, as the team's
 * documents have none (docs/counting-rules.md "Value objects", decision 0543): the trip is smaller by one ObjectId per
 * embedded instance, the preview shows none, and a collection of its own keeps its id.
 */
class EmbeddedValueObjectSizeTest {
    /** An ObjectId named {@code id} in an embedded object: type byte, "id" and its terminator, 12 bytes. */
    private static final int NESTED_ID_BYTES = 1 + 3 + 12;

    private static DataModel rides(boolean valueObjects) {
        Entity trip = Entity.of("trip", "Trip", List.of(Field.string("status", 9)), 1000);
        Entity pickup = Entity.of("pickup", "Pickup", List.of(Field.string("address", 16)), 1000).withValueObject(valueObjects);
        Entity stop = Entity.of("stop", "Stop", List.of(Field.string("address", 16)), 2000).withValueObject(valueObjects);
        return new DataModel(List.of(trip, pickup, stop), List.of(
                new Relationship("trip-pickup", "trip", "pickup", "pickup", "trip", Cardinality.ONE_TO_ONE, 1, 1, 1, true, Volatility.STABLE),
                new Relationship("trip-stops", "trip", "stop", "stops", "trip", Cardinality.ONE_TO_FEW, 2, 4, 1, true, Volatility.STABLE)),
                List.of());
    }

    private static final Design EMBEDDED = Design.named("embedded")
            .withMapping("trip-pickup", Mapping.embed()).withMapping("trip-stops", Mapping.embed());

    private static long bytes(DataModel model, Design design, String collection) {
        return Estimator.estimate(model, design, Profile.mongodb()).collection(collection).orElseThrow().avgBytes();
    }

    @Test
    void aTripIsSmallerByTheIdsOfItsPickupAndItsTwoStops() {
        long withIds = bytes(rides(false), EMBEDDED, "Trip");
        assertEquals(withIds - 3 * NESTED_ID_BYTES, bytes(rides(true), EMBEDDED, "Trip"),
                "a trip whose pickup and 2 stops hold ids is " + withIds + " bytes");
    }

    @Test
    void thePreviewShowsThePickupWithoutAnIdAndTheTripWithIts() {
        String trip = ExampleDocument.render(Projector.project(rides(true), EMBEDDED).collection("Trip").orElseThrow(), Profile.mongodb());
        assertTrue(trip.contains("\"_id\""), trip);
        assertFalse(trip.contains("\"id\""), trip);
        String before = ExampleDocument.render(Projector.project(rides(false), EMBEDDED).collection("Trip").orElseThrow(), Profile.mongodb());
        assertTrue(before.contains("\"id\""), before);
    }

    @Test
    void aCollectionOfItsOwnKeepsItsIdAndASubsetsChildrenKeepTheirs() {
        Design referenced = EMBEDDED.withMapping("trip-pickup", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID))
                .withMapping("trip-stops", new Mapping(new Subset(1, Subset.Rest.REFERENCED, 0), false));
        Projection p = Projector.project(rides(true), referenced);
        assertTrue(ExampleDocument.render(p.collection("Pickup").orElseThrow(), Profile.mongodb()).contains("\"_id\""));
        assertEquals(bytes(rides(false), referenced, "Trip"), bytes(rides(true), referenced, "Trip"),
                "the stop kept in a trip's subset is a copy of a document of its own: it keeps its id");
    }
}
