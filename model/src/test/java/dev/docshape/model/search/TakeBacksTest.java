package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Which changes of the best design the search takes back, and the order it climbs in then (decision 0441). */
class TakeBacksTest {
    private final DataModel model = BlogModels.blog();
    private final Design start = BlogModels.fullyReferenced();

    @Test
    void takesBackOnlyTheChangedSlotsInClimbingOrderUpToTheLimit() {
        List<MoveSlot> slots = slots();
        Design best = start.withMapping(slots.get(2).key(), Mapping.embed()).withMapping(slots.get(0).key(), Mapping.embed());

        assertEquals(List.of(slots.get(0), slots.get(2)), TakeBacks.changed(slots, start, best, 4));
        assertEquals(List.of(slots.get(0)), TakeBacks.changed(slots, start, best, 1));
        assertEquals(List.of(), TakeBacks.changed(slots, start, start, 4));
    }

    @Test
    void theSlotTakenBackIsTriedLast() {
        List<MoveSlot> slots = slots();

        List<MoveSlot> order = TakeBacks.withLast(slots, slots.get(0));

        assertEquals(slots.size(), order.size());
        assertEquals(slots.get(0), order.get(order.size() - 1));
        assertEquals(slots.get(1), order.get(0));
    }

    /** A slot per relationship: embedded, or as the start has it. */
    private List<MoveSlot> slots() {
        List<MoveSlot> slots = new ArrayList<>();
        for (Relationship r : model.relationships()) {
            slots.add(new MoveSlot(r.id(), List.of(new DesignMove.MappingMove(r, Mapping.embed()),
                    new DesignMove.MappingMove(r, start.mappingFor(r)))));
        }
        return slots;
    }
}
