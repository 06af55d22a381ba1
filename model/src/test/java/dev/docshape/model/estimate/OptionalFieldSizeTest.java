package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A field only some documents hold counts its share of them, its key included (docs/counting-rules.md "Optional fields",
 * decision 0534). In BSON a trip is 5 + _id 17 + fare 14 (type byte, "fare" and its 0, 8 bytes) = 36 bytes, a tip
 * another 13 (type, "tip" and its 0, 8) and a promo code 24 (type, "promoCode" and its 0, length 4, 8 bytes and their 0).
 */
class OptionalFieldSizeTest {
    private static final double TRIP = 36;
    private static final double TIP = 13;
    private static final double PROMO = 24;

    private static long tripBytes(double tipPresence, double promoPresence) {
        Field fare = new Field("fare", FieldType.DOUBLE, 0, true, null, 0, List.of());
        Field tip = Field.of("tip", FieldType.DOUBLE).withPresence(tipPresence);
        Field promo = Field.string("promoCode", 8).withPresence(promoPresence);
        DataModel model = new DataModel(List.of(Entity.of("trip", "Trip", List.of(fare, tip, promo), 1000)), List.of(), List.of());
        return Estimator.estimate(model, Design.named("d"), Profile.mongodb()).collection("Trip").orElseThrow().avgBytes();
    }

    @Test
    void aFieldInEveryDocumentCountsWhole() {
        assertEquals(Math.round(TRIP + TIP + PROMO), tripBytes(1, 1));
    }

    @Test
    void aFieldInHalfTheDocumentsCountsHalfItsKeyAndValue() {
        assertEquals(Math.round(TRIP + TIP / 2 + PROMO / 4), tripBytes(0.5, 0.25));
    }

    @Test
    void aPresenceOutsideItsBoundsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Field.of("tip", FieldType.DOUBLE).withPresence(0));
        assertThrows(IllegalArgumentException.class, () -> Field.of("tip", FieldType.DOUBLE).withPresence(1.5));
    }

    @Test
    void aRequiredFieldIsInEveryDocumentAndMadeOptionalAgainKeepsItsShare() {
        Field tip = Field.of("tip", FieldType.DOUBLE).withPresence(0.5);
        assertEquals(1.0, tip.withRequired(true).presence());
        assertEquals(0.5, tip.withRequired(true).withRequired(false).presence());
    }
}
