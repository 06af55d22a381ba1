package dev.docshape.storage.imports.json;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.ValueRange;
import dev.docshape.storage.imports.infer.InferredSchema;
import dev.docshape.storage.sample.Rng;
import dev.docshape.storage.sample.ValueGenerator;
import dev.docshape.storage.sample.ValueSource;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A delivery service's mongoexport files, as {@code docshape import json} reads them: what the model claims is what
 * the documents show, and no more (docs/imports.md "Few distinct values", "Cardinalities from the documents",
 * "Entity names from subdocuments", decision 0538).
 */
class ImportedSpreadsTest {
    @TempDir
    Path folder;

    @Test
    void aFewValuedIntegerKeepsTheValuesTheDocumentsHoldAndTheSampleWritesThem() throws Exception {
        StringBuilder cards = new StringBuilder();
        for (int i = 0; i < 90; i++) {
            cards.append(String.format(Locale.ROOT, "{\"_id\":{\"$oid\":\"%024x\"},\"validUntil\":%d,\"seats\":%d}%n",
                    i + 1, 2030 + i % 5, 2 + 2 * (i % 3)));
        }
        Files.writeString(folder.resolve("cards.json"), cards);
        Entity card = project().model().entities().get(0);
        Field year = card.field("validUntil").orElseThrow();
        assertEquals(5, year.distinctValues());
        assertEquals(ValueRange.between(2030, 2034), year.range(), "the years the documents hold, not 1 to 5");
        assertEquals(Set.of(2030L, 2031L, 2032L, 2033L, 2034L), drawn(year), "the sample writes those years");
        Field seats = card.field("seats").orElseThrow();
        assertEquals(ValueRange.between(2, 6), seats.range());
        assertEquals(Set.of(2L, 4L, 6L), drawn(seats), "3 values spread over 2 to 6");
    }

    @Test
    void aCountSeenOnceInASmallSampleIsNoMaximumAndTheNotesSaySo() throws Exception {
        StringBuilder depots = new StringBuilder();
        for (int d = 0; d < 5; d++) depots.append(String.format(Locale.ROOT, "{\"_id\":\"D%d\",\"name\":\"depot %d\"}%n", d, d));
        StringBuilder parcels = new StringBuilder();
        StringBuilder scans = new StringBuilder();
        for (int p = 0; p < 200; p++) {
            // depots 0 to 3 get 30 parcels each, depot 4 the other 80: its 80 is what this export held, not a cap
            String depot = "D" + Math.min(p / 30, 4);
            parcels.append(String.format(Locale.ROOT, "{\"_id\":{\"$oid\":\"%024x\"},\"depot\":\"%s\",\"labels\":[%s]}%n",
                    p + 1, depot, p % 3 == 0 ? "{\"code\":\"a\"},{\"code\":\"b\"}" : "{\"code\":\"a\"}"));
            for (int s = 0; s < 1 + p % 3; s++) {
                scans.append(String.format(Locale.ROOT, "{\"_id\":{\"$oid\":\"%024x\"},\"parcelId\":{\"$oid\":\"%024x\"}}%n",
                        0x10000 + p * 4 + s, p + 1));
            }
        }
        Files.writeString(folder.resolve("depots.json"), depots);
        Files.writeString(folder.resolve("parcels.json"), parcels);
        Files.writeString(folder.resolve("scans.json"), scans);
        InferredSchema schema = JsonImport.infer(List.of(folder), Progress.NONE);
        Project project = schema.toProject("deliveries");

        Relationship depot = relationship(project, "parcels-depot");
        assertEquals(Cardinality.ONE_TO_MANY, depot.cardinality(), "80 parcels in one of 5 depots is no bound of a few");
        assertNull(depot.maxCount());
        assertEquals(40.0, depot.avgCount(), 1e-9);
        assertEquals(0, depot.minCount(), "5 depots are too few to claim a minimum either");
        assertTrue(schema.warnings().stream().anyMatch(w -> w.startsWith("parcels.depot refers to depots: at most 80 per parent, reached by 1 of 5 parents")),
                schema.warnings()::toString);

        Relationship scansOfParcel = relationship(project, "scans-parcelId");
        assertEquals(Cardinality.ONE_TO_FEW, scansOfParcel.cardinality(), "67 parcels of 200 have 3 scans: a cap");
        assertEquals(3, scansOfParcel.maxCount());
        assertEquals(1, scansOfParcel.minCount(), "every parcel has a scan, 67 of them one");
        Relationship labels = relationship(project, "parcels-labels");
        assertEquals(Cardinality.ONE_TO_FEW, labels.cardinality());
        assertEquals(2, labels.maxCount());
        assertEquals(1, labels.minCount());
    }

    @Test
    void subdocumentsOfOneNameInTwoPlacesAreNamedAfterTheirFields() throws Exception {
        GeoJsonRides.write(folder, 40);
        Set<String> names = new TreeSet<>();
        for (Entity e : project().model().entities()) names.add(e.name());
        assertEquals(Set.of("rides", "Pickup", "Dropoff", "PickupLocation", "DropoffLocation"), names);
    }

    private Project project() throws Exception {
        return JsonImport.infer(List.of(folder), Progress.NONE).toProject("imported");
    }

    private static Set<Long> drawn(Field field) {
        ValueSource source = new ValueGenerator().compile(field, "card");
        Rng rng = Rng.of(7);
        Set<Long> values = new TreeSet<>();
        for (int i = 0; i < 500; i++) values.add(((Number) source.next(rng)).longValue());
        return values;
    }

    private static Relationship relationship(Project project, String id) {
        return project.model().relationships().stream().filter(r -> r.id().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + id + " in " + project.model().relationships()));
    }
}
