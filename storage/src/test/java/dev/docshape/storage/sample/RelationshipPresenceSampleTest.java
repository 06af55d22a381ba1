package dev.docshape.storage.sample;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.projection.Projector;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A relationship's presences are what the sample writes (decision 0573): a ticket's parts in a third of 3,000 tickets, 2
 * parts each there, none written where there are none, and a technician's id in 84 % of them though the technicians could name every one, as the IoT fleet holds them.
 */
class RelationshipPresenceSampleTest {
    private static final DataModel FLEET = new DataModel(List.of(
            Entity.of("ticket", "Ticket", List.of(Field.string("title", 16)), 3000),
            Entity.of("part", "Part", List.of(Field.string("sku", 6), Field.of("qty", FieldType.INTEGER)), 2040),
            Entity.of("technician", "Technician", List.of(Field.string("name", 12)), 30)),
            List.of(new Relationship("ticket-parts", "ticket", "part", "parts", null, Cardinality.ONE_TO_FEW, 0.68, 3, 1,
                            true, Volatility.STABLE, 0, 0.34, 1),
                    new Relationship("technician-tickets", "technician", "ticket", "tickets", null, Cardinality.ONE_TO_MANY,
                            100, null, 1, false, Volatility.STABLE, 0, 1, 0.84)),
            List.of());
    private static final Pattern ITEMS = Pattern.compile("\"sku\"");

    private static List<String> tickets(long seed) throws Exception {
        Design design = Design.named("d");
        List<String> out = new ArrayList<>();
        SampleGenerator.of(FLEET, design, Projector.project(FLEET, design), SampleOptions.of(seed, 1))
                .producer().produce((collection, id, json) -> {
                    if (collection.equals("Ticket")) out.add(json);
                });
        return out;
    }

    @Test
    void anArrayIsWrittenInItsShareOfTheParentsAndAParentsIdInItsShareOfTheChildren() throws Exception {
        List<String> docs = tickets(1);
        assertEquals(3000, docs.size());
        assertEquals(0.34, share(docs, "\"parts\""), 0.01, "parts in a third of the tickets");
        assertEquals(0, docs.stream().filter(d -> d.contains("\"parts\":[]") || d.contains("\"parts\": []")).count(), "no empty array");
        long parts = 0;
        for (String d : docs) for (Matcher m = ITEMS.matcher(d); m.find(); ) parts++;
        assertEquals(0.68, parts / 3000.0, 0.03, "the parts per ticket on average stay");
        assertEquals(0.84, share(docs, "\"technicianId\""), 0.01, "a technician on 84 % of the tickets");
        assertEquals(docs, tickets(1), "the same seed, the same documents");
    }

    private static double share(List<String> docs, String key) {
        return docs.stream().filter(d -> d.contains(key)).count() / (double) docs.size();
    }
}
