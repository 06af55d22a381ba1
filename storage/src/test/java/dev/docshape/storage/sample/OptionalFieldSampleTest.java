package dev.docshape.storage.sample;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.projection.Projector;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A field with a presence is written in that share of the instances, the same ones for the same seed (docs/sample-data.md
 * "Optional fields", decision 0534): a promo code on a quarter of 2,000 trips, a tip on half, the fare on all.
 */
class OptionalFieldSampleTest {
    private static final DataModel TRIPS = new DataModel(List.of(Entity.of("trip", "Trip", List.of(
            new Field("fare", FieldType.DOUBLE, 0, true, null, 0, List.of()),
            Field.of("tip", FieldType.DOUBLE).withPresence(0.5),
            Field.string("promoCode", 8).withPresence(0.25)), 2000)), List.of(), List.of());

    private static List<String> documents(long seed) throws Exception {
        Design design = Design.named("d");
        List<String> out = new ArrayList<>();
        SampleGenerator.of(TRIPS, design, Projector.project(TRIPS, design), SampleOptions.of(seed, 1))
                .producer().produce((collection, id, json) -> out.add(json));
        return out;
    }

    @Test
    void anOptionalFieldIsInItsShareOfTheDocumentsAndTheSameOnesForTheSameSeed() throws Exception {
        List<String> docs = documents(1);
        assertEquals(2000, docs.size());
        assertEquals(1.0, share(docs, "\"fare\""));
        assertEquals(0.5, share(docs, "\"tip\""), 0.03, "a tip in half the trips");
        assertEquals(0.25, share(docs, "\"promoCode\""), 0.03, "a promo code in a quarter");
        assertEquals(docs, documents(1), "the same seed, the same documents");
    }

    private static double share(List<String> docs, String key) {
        return docs.stream().filter(d -> d.contains(key)).count() / (double) docs.size();
    }
}
