package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.store.SampleStore;
import dev.docshape.storage.store.StoredCollection;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A push of the sample store's data holds what the store holds: the same documents, and objects in their arrays (the
 * marketplace's 1,908 order lines embedded in their orders), per collection, on every design.
 */
class MongoPushCountsTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @Test
    void thePushedMarketplaceHoldsWhatTheSampleStoreHolds() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/unseen/marketplace.docshape").toURI()));
        for (Design design : project.designs()) {
            try (PushedSample sample = new PushedSample(server, dir, project, design, "pushed_", 0.001)) {
                Map<String, Long> stored = new LinkedHashMap<>();
                Map<String, Long> storedItems = new LinkedHashMap<>();
                try (SampleStore s = SampleData.openStore(sample.store, project)) {
                    for (StoredCollection c : s.collections()) stored.put(c.name(), c.documents());
                    s.read(r -> {
                        for (String c : stored.keySet()) r.forEach(c, (id, doc) -> storedItems.merge(c, items(Document.parse(doc)), Long::sum));
                        return null;
                    });
                }
                MongoConnection mongo = sample.mongo;
                Map<String, Long> pushed = new java.util.TreeMap<>();
                Map<String, Long> pushedItems = new java.util.TreeMap<>();
                for (String c : mongo.database().listCollectionNames()) {
                    pushed.put(c, mongo.database().getCollection(c).countDocuments());
                    for (Document d : mongo.database().getCollection(c).find()) pushedItems.merge(c, items(d), Long::sum);
                }
                assertEquals(containers(project, design, stored), pushed, "documents per collection: " + design.name());
                assertEquals(containers(project, design, storedItems), pushedItems, "objects in arrays per collection: " + design.name());
            }
        }
    }

    /** Per collection as the server holds them: a co-located member's figures added to its container's. */
    private static Map<String, Long> containers(Project project, Design design, Map<String, Long> perCollection) {
        CoLocations coLocations = CoLocations.of(project.model(), design, Projector.project(project.model(), design));
        Map<String, Long> held = new java.util.TreeMap<>();
        perCollection.forEach((c, n) -> held.merge(coLocations.containerOf(c), n, Long::sum));
        return held;
    }

    /** The objects in a document's arrays, at any depth. */
    private static long items(Object value) {
        long n = 0;
        if (value instanceof Document d) for (Object v : d.values()) n += items(v);
        if (value instanceof List<?> list) for (Object v : list) n += (v instanceof Document ? 1 : 0) + items(v);
        return n;
    }
}
