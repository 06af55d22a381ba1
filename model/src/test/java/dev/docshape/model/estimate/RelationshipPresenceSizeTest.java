package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * An array of children only some parents' documents hold (left out where empty), and a parent's id only some children
 * have, count in that share of the documents (decision 0573), as a field's presence does (decision 0534). In BSON an
 * empty {@code parts} array is 12 bytes (type, "parts" and its 0, an empty document's 5) and a {@code technicianId} 26
 * (type, "technicianId" and its 0, 12 bytes); the parts themselves are counted as many times whoever holds them.
 */
class RelationshipPresenceSizeTest {
    private static long ticketBytes(double partsPresence, double technicianPresence) {
        Entity ticket = Entity.of("ticket", "Ticket", List.of(Field.string("title", 16)), 1000);
        Entity part = Entity.of("part", "Part", List.of(Field.string("sku", 6), Field.of("qty", FieldType.INTEGER)), 680);
        Entity technician = Entity.of("technician", "Technician", List.of(Field.string("name", 12)), 30);
        Relationship parts = new Relationship("ticket-parts", "ticket", "part", "parts", null, Cardinality.ONE_TO_FEW, 0.68, 3, 1,
                true, Volatility.STABLE, 0, partsPresence, 1);
        Relationship tickets = new Relationship("technician-tickets", "technician", "ticket", "tickets", null, Cardinality.ONE_TO_MANY,
                28, null, 1, false, Volatility.STABLE, 0, 1, technicianPresence);
        DataModel model = new DataModel(List.of(ticket, part, technician), List.of(parts, tickets), List.of());
        // no mappings: the parts embedded (one-to-few), the ticket holding its technician's id (one-to-many)
        return Estimator.estimate(model, Design.named("d"), Profile.mongodb()).collection("Ticket").orElseThrow().avgBytes();
    }

    @Test
    void anArrayHalfTheParentsLeaveOutCountsHalfItsKeyAndEmptyArrayAndEveryChildOnce() {
        assertEquals(6, ticketBytes(1, 1) - ticketBytes(0.5, 1), "half of 12 bytes");
        assertEquals(ticketBytes(1, 1) - 12 * 0.66, ticketBytes(0.34, 1), 0.5, "a third of the tickets hold parts, 2 each");
    }

    @Test
    void aParentsIdHalfTheChildrenLackCountsHalf() {
        assertEquals(13, ticketBytes(1, 1) - ticketBytes(1, 0.5), "half of 26 bytes");
    }

    @Test
    void aShareOutsideItsBoundsIsRefused() {
        Relationship r = new Relationship("a-b", "a", "b", "bs", null, Cardinality.ONE_TO_MANY, 1, null, 1, false, Volatility.STABLE);
        assertEquals(1.0, r.presence());
        assertEquals(1.0, r.inversePresence());
        assertThrows(IllegalArgumentException.class, () -> r.withPresences(0, 1));
        assertThrows(IllegalArgumentException.class, () -> r.withPresences(1, 1.5));
        assertThrows(IllegalArgumentException.class, () -> r.withPresences(Double.NaN, 1));
        assertEquals(0.34, r.withPresences(0.34, 0.84).withCounts(0.68, 3).presence(), "kept through other edits");
    }
}
