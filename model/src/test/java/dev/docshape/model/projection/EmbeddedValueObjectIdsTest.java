package dev.docshape.model.projection;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.edit.History;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A rider's saved places, a value object, are embedded without ids (decision 0543), unless something must find one of
 * them inside its rider: a pattern that updates one, an insert under one, a document that keeps its id. There the
 * planner keeps the id. The flag is an undoable edit.
 */
class EmbeddedValueObjectIdsTest {
    private static final Design EMBEDDED = Design.named("d").withMapping("rider-places", Mapping.embed())
            .withMapping("place-visits", Mapping.embed());

    private static DataModel riders(List<AccessPattern> patterns) {
        Entity rider = Entity.of("rider", "Rider", List.of(Field.string("name", 12)), 100);
        Entity place = Entity.of("place", "SavedPlace", List.of(Field.string("label", 4)), 200).withValueObject(true);
        Entity visit = Entity.of("visit", "Visit", List.of(Field.string("note", 10)), 400);
        return new DataModel(List.of(rider, place, visit), List.of(
                new Relationship("rider-places", "rider", "place", "savedPlaces", "rider", Cardinality.ONE_TO_FEW, 2, 4, 1, true, Volatility.STABLE),
                new Relationship("place-visits", "place", "visit", "visits", "place", Cardinality.ONE_TO_MANY, 2, null, 1, false, Volatility.STABLE)),
                patterns);
    }

    /** The rider's example document as the preview shows it. */
    private static String rider(DataModel model, Design design) {
        return ExampleDocument.render(Projector.project(model, design).collection("Rider").orElseThrow(), Profile.mongodb());
    }

    /** The saved places' objects in the rider's shape hold an id. */
    private static boolean placesHoldIds(Projection projection) {
        ShapeField places = projection.collection("Rider").orElseThrow().document().field("savedPlaces").orElseThrow();
        return places.children().stream().anyMatch(f -> f.name().equals("id"));
    }

    @Test
    void embeddedPlacesAndTheirVisitsHoldNoIdButTheVisitsDo() {
        Projection projection = Projector.project(riders(List.of()), EMBEDDED);
        assertFalse(placesHoldIds(projection));
        ShapeField visits = projection.collection("Rider").orElseThrow().document().field("savedPlaces").orElseThrow().children().stream()
                .filter(f -> f.name().equals("visits")).findFirst().orElseThrow();
        assertTrue(visits.children().stream().anyMatch(f -> f.name().equals("id")), "a visit is no value object: it keeps its id");
        String rider = rider(riders(List.of()), EMBEDDED);
        assertTrue(rider.contains("\"label\"") && rider.contains("\"_id\""), rider);
    }

    @Test
    void anUpdateOfOnePlaceOrAnInsertUnderOneKeepsItsId() {
        WritePattern rename = new WritePattern("rename", "a rider renames a saved place", 1, WriteKind.UPDATE, "place", null, List.of("label"), List.of());
        WritePattern visit = new WritePattern("visit", "a visit to a saved place", 1, WriteKind.INSERT, "visit", "place-visits", List.of(), List.of());
        WritePattern add = new WritePattern("add", "a rider saves a place", 1, WriteKind.INSERT, "place", "rider-places", List.of(), List.of());
        assertTrue(placesHoldIds(Projector.project(riders(List.of(rename)), EMBEDDED)));
        assertTrue(placesHoldIds(Projector.project(riders(List.of(visit)), EMBEDDED)));
        assertFalse(placesHoldIds(Projector.project(riders(List.of(add)), EMBEDDED)), "a new place is pushed into its rider, found by the rider's id");
    }

    @Test
    void visitsHoldingTheirPlacesIdKeepItAndASessionSeesTheChange() {
        Design referenced = EMBEDDED.withMapping("place-visits", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID));
        assertTrue(placesHoldIds(Projector.project(riders(List.of()), referenced)));
        ProjectionSession session = new ProjectionSession();
        assertFalse(placesHoldIds(session.project(riders(List.of()), EMBEDDED)));
        Design bothSides = EMBEDDED.withMapping("place-visits", Mapping.reference(Placement.IDS_ON_BOTH_SIDES));
        assertTrue(placesHoldIds(session.project(riders(List.of()), bothSides)));
        Design placeHoldsIds = bothSides.withMapping("place-visits", Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS));
        assertFalse(placesHoldIds(session.project(riders(List.of()), placeHoldsIds)),
                "only the visits' side of the mapping changed: a place holding its visits' ids is found by nothing");
    }

    @Test
    void theFlagIsAnEditThatUndoes() {
        DataModel withIds = riders(List.of()).updateEntity("place", e -> e.withValueObject(false));
        History history = new History(new Project("riders", "", withIds, List.of(EMBEDDED), "d"));
        assertTrue(placesHoldIds(Projector.project(history.project().model(), EMBEDDED)));
        history.execute(Edits.setValueObject(history.project(), "place", true));
        assertTrue(history.project().model().requireEntity("place").valueObject());
        assertEquals("Embed SavedPlace without an id", history.undoDescription().orElseThrow().replace("Undo ", ""));
        history.undo();
        assertFalse(history.project().model().requireEntity("place").valueObject());
        assertEquals(rider(withIds, EMBEDDED), rider(history.project().model(), EMBEDDED));
    }
}
