package dev.docshape.model.edit;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A field's presence is set by an undoable edit that changes the document's size (decision 0534); a required field is in
 * every instance until it is made optional, and making it required and back keeps its share.
 */
class FieldPresenceEditTest {
    private static final Project RIDES = new Project("rides", "", new DataModel(List.of(Entity.of("trip", "Trip", List.of(
            new Field("fare", FieldType.DOUBLE, 0, true, null, 0, List.of()), Field.string("promoCode", 8)), 1000)),
            List.of(), List.of()), List.of(Design.named("d")), "d");

    private static long tripBytes(Project p) {
        return Estimator.estimate(p.model(), p.active(), Profile.mongodb()).collection("Trip").orElseThrow().avgBytes();
    }

    private static double presence(Project p, String field) {
        return p.model().requireEntity("trip").field(field).orElseThrow().presence();
    }

    @Test
    void settingAPresenceShrinksTheDocumentAndUndoingItRestoresIt() {
        History history = new History(RIDES);
        long whole = tripBytes(RIDES);
        history.execute(Edits.setFieldPresence(history.project(), "trip", "promoCode", 0.25));
        assertEquals(0.25, presence(history.project(), "promoCode"));
        assertEquals(whole - Math.round(0.75 * 24), tripBytes(history.project()), "a 24-byte promo code in a quarter of the trips");
        assertEquals("Set presence of Trip.promoCode to 25 %", history.undoDescription().orElseThrow().replace("Undo ", ""));
        history.undo();
        assertEquals(1.0, presence(history.project(), "promoCode"));
        assertEquals(whole, tripBytes(history.project()));
    }

    @Test
    void aRequiredFieldRefusesAPresenceAndKeepsItsShareThroughBeingRequired() {
        assertThrows(InvalidEditException.class, () -> Edits.setFieldPresence(RIDES, "trip", "fare", 0.5));
        assertThrows(InvalidEditException.class, () -> Edits.setFieldPresence(RIDES, "trip", "promoCode", 0));
        History history = new History(RIDES);
        history.execute(Edits.setFieldPresence(history.project(), "trip", "promoCode", 0.25));
        history.execute(Edits.setFieldRequired(history.project(), "trip", "promoCode", true));
        assertEquals(1.0, presence(history.project(), "promoCode"));
        history.undo();
        assertEquals(0.25, presence(history.project(), "promoCode"), "undoing 'required' brings the share back");
    }
}
