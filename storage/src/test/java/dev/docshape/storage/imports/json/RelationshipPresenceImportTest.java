package dev.docshape.storage.imports.json;

import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A delivery service's mongoexport files where parcels leave out their labels and scans' ids when they have none, and
 * some parcels name no depot: {@code docshape import json} says each share, as it says a field's (docs/imports.md
 * "Presence", decision 0573).
 */
class RelationshipPresenceImportTest {
    @TempDir
    Path folder;

    @Test
    void anArrayOnlySomeParentsHoldAndAParentIdOnlySomeChildrenHoldKeepTheirShares() throws Exception {
        StringBuilder depots = new StringBuilder();
        for (int d = 0; d < 5; d++) depots.append(String.format(Locale.ROOT, "{\"_id\":\"D%d\",\"name\":\"depot %d\"}%n", d, d));
        StringBuilder scans = new StringBuilder();
        for (int s = 0; s < 100; s++) scans.append(String.format(Locale.ROOT, "{\"_id\":{\"$oid\":\"%024x\"},\"at\":%d}%n", 0x10000 + s, s));
        StringBuilder parcels = new StringBuilder();
        for (int p = 0; p < 200; p++) {
            StringBuilder parcel = new StringBuilder(String.format(Locale.ROOT, "{\"_id\":{\"$oid\":\"%024x\"}", p + 1));
            if (p % 4 != 3) parcel.append(String.format(Locale.ROOT, ",\"depot\":\"D%d\"", p % 5));   // 150 of 200 have a depot
            if (p % 4 == 0) parcel.append(",\"labels\":[{\"code\":\"a\"},{\"code\":\"b\"}]");         // 50 have labels
            if (p % 2 == 0 && p < 100) parcel.append(String.format(Locale.ROOT, ",\"scanIds\":[{\"$oid\":\"%024x\"},{\"$oid\":\"%024x\"}]",
                    0x10000 + p, 0x10000 + p + 1));                                                     // 50 have scans
            parcels.append(parcel).append("}\n");
        }
        Files.writeString(folder.resolve("depots.json"), depots);
        Files.writeString(folder.resolve("parcels.json"), parcels);
        Files.writeString(folder.resolve("scans.json"), scans);
        Project project = JsonImport.infer(List.of(folder), Progress.NONE).toProject("deliveries");

        Relationship depot = relationship(project, "parcels-depot");
        assertEquals(0.75, depot.inversePresence(), "150 of 200 parcels name a depot");
        assertEquals(1.0, depot.presence());
        Relationship labels = relationship(project, "parcels-labels");
        assertEquals(0.25, labels.presence(), "50 of 200 parcels hold labels");
        assertEquals(0.5, labels.avgCount(), 1e-9, "2 labels each: half a label a parcel");
        assertEquals(0.25, relationship(project, "parcels-scanIds").presence(), "50 of 200 parcels hold scans' ids");
    }

    private static Relationship relationship(Project project, String id) {
        return project.model().relationships().stream().filter(r -> r.id().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + id + " in " + project.model().relationships()));
    }
}
