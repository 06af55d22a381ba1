package dev.docshape.renderer.style;

import dev.docshape.model.Project;
import dev.docshape.renderer.TestModels;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CollectionTintsTest {
    /**
     * Event ticketing, design "copies": ticket types are embedded in their event, and each organizer keeps a subset of
     * copies of its latest events, ticket types included. The card says where a ticket type lives: in its event.
     */
    @Test
    void anEntityLivesInTheCollectionHoldingItLeastDeep() {
        Project project = TestModels.workload("event-tickets.docshape", "copies");
        Map<String, String> hosts = CollectionTints.hosts(project.model(), project.active());
        assertEquals("event", hosts.get("tickettype"), hosts.toString());
    }
}
