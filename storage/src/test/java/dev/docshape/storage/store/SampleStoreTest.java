package dev.docshape.storage.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SampleStoreTest {

    @TempDir
    Path dir;

    @Test
    void materializedLayoutIsReadBackWithItsMetadata() {
        Path file = dir.resolve("shop.sample.db");
        try (SampleStore store = SampleStore.open(file, TwoLayouts.PROJECT)) {
            assertTrue(store.metadata().isEmpty());
            store.materialize(TwoLayouts.metadata(2), TwoLayouts.layout(2), TwoLayouts.producer(2, 10), 100, Progress.NONE);
        }
        try (SampleStore store = SampleStore.open(file, TwoLayouts.PROJECT)) {
            assertEquals(TwoLayouts.metadata(2), store.metadata().orElseThrow());
            assertEquals(List.of("people", "addresses", "books"), store.collections().stream().map(StoredCollection::name).toList());
            assertEquals(List.of(30L, 50L, 20L), store.collections().stream().map(StoredCollection::documents).toList());
            store.read(s -> {
                assertEquals(50, s.count("addresses"));
                assertEquals(List.of(TwoLayouts.doc(2, "people", 7)), s.byIds("people", List.of("p7", "nope")));
                // addresses i with i % 3 == 1: 1, 4, ..., 49 -> 17 documents
                assertEquals(17, s.byKey("addresses", IndexedPath.of("personId"), List.of("p1")).size());
                // books whose authors include p1 (i % 3 == 1: 7 books) or p9 (all 20)
                assertEquals(7, s.byKey("books", IndexedPath.of("authors[].id"), List.of("p1")).size());
                assertEquals(20, s.byKey("books", IndexedPath.of("authors[].id"), List.of("p1", "p9")).size());
                // a count query by the same indexes counts the same documents without reading them
                assertEquals(17, s.countByKey("addresses", IndexedPath.of("personId"), List.of("p1")));
                assertEquals(20, s.countByKey("books", IndexedPath.of("authors[].id"), List.of("p1", "p9")));
                // counting the items instead, a book with both authors counts twice: 7 + 20 (decision 0397)
                assertEquals(27, s.countItemsByKey("books", IndexedPath.of("authors[].id"), List.of("p1", "p9")));
                // more keys than one statement takes: p1 in the first chunk, p9 in a later one; each book still once
                List<String> many = new ArrayList<>(List.of("p1"));
                for (int i = 0; i < 600; i++) many.add("nobody" + i);
                many.add("p9");
                assertEquals(20, s.byKey("books", IndexedPath.of("authors[].id"), many).size());
                assertEquals(20, s.countByKey("books", IndexedPath.of("authors[].id"), many));
                assertEquals(27, s.countItemsByKey("books", IndexedPath.of("authors[].id"), many));
                return null;
            });
            assertTrue(store.integrityProblems().isEmpty());
        }
    }

    @Test
    void aSumByKeyAddsUpAFieldOfTheMatchingDocuments() {
        try (SampleStore store = SampleStore.open(dir.resolve("sum.db"), TwoLayouts.PROJECT)) {
            store.materialize(TwoLayouts.metadata(3), TwoLayouts.layout(3), TwoLayouts.producer(3, 10), 0, Progress.NONE);
            store.read(s -> {
                // orders i = 1, 5, ..., 69 belong to p1, each with a total of 3 i: 3 (1 + 5 + ... + 69) = 1890
                IndexedPath customer = IndexedPath.of("customer.id");
                assertEquals(1890, s.sumByKey("orders", customer, List.of("p1"), "total"));
                assertEquals(0, s.sumByKey("orders", customer, List.of("nobody"), "total"));
                // more keys than one statement takes: p1 in the first chunk, p2 (i = 2, 6, ..., 66: 3 * 578) in a later one
                List<String> many = new ArrayList<>(List.of("p1"));
                for (int i = 0; i < 600; i++) many.add("nobody" + i);
                many.add("p2");
                assertEquals(1890 + 3 * 578, s.sumByKey("orders", customer, many, "total"));
                return null;
            });
        }
    }

    @Test
    void referenceLookupsUseTheirIndexes() {
        try (SampleStore store = SampleStore.open(dir.resolve("s.db"), TwoLayouts.PROJECT)) {
            store.materialize(TwoLayouts.metadata(2), TwoLayouts.layout(2), TwoLayouts.producer(2, 100), 0, Progress.NONE);
            String scalar = store.explainLookup("addresses", IndexedPath.of("personId"));
            assertTrue(scalar.contains("USING INDEX c2_addresses_i1"), scalar);
            String multi = store.explainLookup("books", IndexedPath.of("authors[].id"));
            assertTrue(multi.contains("USING PRIMARY KEY") && !multi.contains("SCAN"), multi);
        }
    }

    @Test
    void indexIsWrittenWithTheExpressionTheLookupsRepeat() throws Exception {
        Path file = dir.resolve("s.db");
        try (SampleStore store = SampleStore.open(file, TwoLayouts.PROJECT)) {
            store.materialize(TwoLayouts.metadata(2), TwoLayouts.layout(2), TwoLayouts.producer(2, 1), 0, Progress.NONE);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT sql FROM sqlite_schema WHERE name = 'c2_addresses_i1'")) {
            assertTrue(rs.next());
            assertEquals("CREATE INDEX \"c2_addresses_i1\" ON \"c2_addresses\" (json_extract(doc,'$.personId'))", rs.getString(1));
        }
    }

    @Test
    void rematerializingReplacesTheWholeLayout() throws Exception {
        Path file = dir.resolve("s.db");
        try (SampleStore store = SampleStore.open(file, TwoLayouts.PROJECT)) {
            store.materialize(TwoLayouts.metadata(2), TwoLayouts.layout(2), TwoLayouts.producer(2, 3), 0, Progress.NONE);
            store.materialize(TwoLayouts.metadata(1), TwoLayouts.layout(1), TwoLayouts.producer(1, 3), 0, Progress.NONE);
            assertEquals(List.of("people", "orders"), store.collections().stream().map(StoredCollection::name).toList());
            assertEquals(1, store.metadata().orElseThrow().seed());
        }
        assertEquals(List.of("c1_people", "c1_people$keys", "c2_orders", "docshape_collections", "docshape_meta"), userTables(file));
    }

    @Test
    void aFailingGeneratorLeavesTheOldLayout() {
        Path file = dir.resolve("s.db");
        try (SampleStore store = SampleStore.open(file, TwoLayouts.PROJECT)) {
            store.materialize(TwoLayouts.metadata(2), TwoLayouts.layout(2), TwoLayouts.producer(2, 3), 0, Progress.NONE);
            DocumentProducer failing = sink -> {
                TwoLayouts.producer(1, 3).produce(sink);
                throw new IllegalStateException("generator broke");
            };
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> store.materialize(TwoLayouts.metadata(1), TwoLayouts.layout(1), failing, 0, Progress.NONE));
            assertEquals("generator broke", e.getMessage());
            assertOldLayout(store);
        }
    }

    @Test
    void cancellingThroughProgressLeavesTheOldLayout() {
        try (SampleStore store = SampleStore.open(dir.resolve("s.db"), TwoLayouts.PROJECT)) {
            store.materialize(TwoLayouts.metadata(2), TwoLayouts.layout(2), TwoLayouts.producer(2, 3), 0, Progress.NONE);
            Progress cancel = (phase, done, total) -> {
                if (done > 0) throw new CancellationException("user cancelled");
            };
            assertThrows(CancellationException.class,
                    () -> store.materialize(TwoLayouts.metadata(1), TwoLayouts.layout(1), TwoLayouts.producer(1, 2000), 0, cancel));
            assertOldLayout(store);
        }
    }

    @Test
    void documentsForAnUnknownCollectionAreRefused() {
        try (SampleStore store = SampleStore.open(dir.resolve("s.db"), TwoLayouts.PROJECT)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> store.materialize(
                    TwoLayouts.metadata(1), TwoLayouts.layout(1), sink -> sink.put("ghosts", "g1", "{}"), 0, Progress.NONE));
            assertEquals("a document for collection 'ghosts', which is not in the layout [people, orders]", e.getMessage());
            assertTrue(store.metadata().isEmpty());
        }
    }

    @Test
    void trialWritesAreCountedAndUndone() {
        try (SampleStore store = SampleStore.open(dir.resolve("s.db"), TwoLayouts.PROJECT)) {
            store.materialize(TwoLayouts.metadata(2), TwoLayouts.layout(2), TwoLayouts.producer(2, 1), 0, Progress.NONE);
            int written = store.trial(t -> t.replace("people", "p1", "{\"_id\":\"p1\"}") + t.insert("people", "p99", "{}")
                    + t.replace("people", "missing", "{}"));
            assertEquals(2, written);
            store.read(s -> {
                assertEquals(3, s.count("people"));
                assertEquals(List.of(TwoLayouts.doc(2, "people", 1)), s.byIds("people", List.of("p1")));
                return null;
            });
        }
    }

    @Test
    void defaultLocationIsNextToTheProjectFile() {
        assertEquals(dir.resolve("shop.sample.db"), StoreFiles.defaultLocation(dir.resolve("shop.docshape.json")));
        assertEquals(dir.resolve("notes.sample.db"), StoreFiles.defaultLocation(dir.resolve("notes")));
    }

    private static void assertOldLayout(SampleStore store) {
        assertEquals(2, store.metadata().orElseThrow().seed());
        assertEquals(List.of("people", "addresses", "books"), store.collections().stream().map(StoredCollection::name).toList());
        assertEquals(9L, (long) store.read(s -> s.count("people")));
    }

    static List<String> userTables(Path file) throws Exception {
        List<String> names = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")) {
            while (rs.next()) names.add(rs.getString(1));
        }
        return names;
    }
}
