package dev.docshape.storage.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Co-located collections share their container's table (docs/counting-rules.md "Co-location"):
 * orders and their lines in one table, each document with the type field, each collection still
 * read, counted and written as its own.
 */
class ContainerTableTest {

    private static final StoreMetadata META = new StoreMetadata(TwoLayouts.PROJECT, "co-located", 1, 1.0, "UNIFORM",
            Instant.parse("2024-05-01T10:00:00Z"));
    private static final List<CollectionSpec> LAYOUT = List.of(
            CollectionSpec.of("Order").in("Order", "type", "Order"),
            CollectionSpec.of("Product"),
            CollectionSpec.of("OrderLine", "orderId").in("Order", "type", "OrderLine"));

    @TempDir
    Path dir;

    /** 10 orders, 4 products, 30 lines (3 an order); lines written in two pieces, around the products. */
    private static DocumentProducer producer() {
        return sink -> {
            for (int i = 0; i < 10; i++) sink.put("Order", "o" + i, "{\"_id\":\"o" + i + "\",\"total\":" + i + "}");
            for (int i = 0; i < 15; i++) sink.put("OrderLine", "l" + i, line(i));
            for (int i = 0; i < 4; i++) sink.put("Product", "p" + i, "{\"_id\":\"p" + i + "\",\"name\":\"P" + i + "\"}");
            for (int i = 15; i < 30; i++) sink.put("OrderLine", "l" + i, line(i));
        };
    }

    private static String line(int i) {
        return "{\"_id\":\"l" + i + "\",\"orderId\":\"o" + (i / 3) + "\",\"quantity\":" + i + "}";
    }

    @Test
    void oneTableHoldsBothTypesWithTheTypeField() throws Exception {
        Path file = dir.resolve("shop.db");
        try (SampleStore store = SampleStore.open(file, TwoLayouts.PROJECT)) {
            store.materialize(META, LAYOUT, producer(), 0, Progress.NONE);
            List<StoredCollection> stored = store.collections();
            assertEquals(stored.get(0).table(), stored.get(2).table(), "orders and lines share a table");
            assertTrue(!stored.get(1).table().equals(stored.get(0).table()), "products have their own");
        }
        Map<String, Integer> byType = new TreeMap<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = st.executeQuery("SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE 'c%'")) {
                while (rs.next()) tables.add(rs.getString(1));
            }
            assertEquals(List.of("c1_order", "c2_product"), tables.stream().sorted().toList());
            try (ResultSet rs = st.executeQuery("SELECT json_extract(doc, '$.type'), count(*) FROM c1_order GROUP BY 1")) {
                while (rs.next()) byType.put(rs.getString(1), rs.getInt(2));
            }
        }
        assertEquals(Map.of("Order", 10, "OrderLine", 30), byType, "every document of the container carries its type");
    }

    @Test
    void eachCollectionIsReadAsItsOwn() {
        try (SampleStore store = SampleStore.open(dir.resolve("shop.db"), TwoLayouts.PROJECT)) {
            store.materialize(META, LAYOUT, producer(), 0, Progress.NONE);
            assertEquals(List.of(10L, 4L, 30L), store.collections().stream().map(StoredCollection::documents).toList());
            store.read(s -> {
                assertEquals(10, s.count("Order"));
                assertEquals(30, s.count("OrderLine"));
                assertEquals(List.of(), s.byIds("Order", List.of("l1")), "a line is not an order");
                assertEquals(3, s.byKey("OrderLine", IndexedPath.of("orderId"), List.of("o2")).size());
                assertEquals(3, s.countByKey("OrderLine", IndexedPath.of("orderId"), List.of("o2")), "the lines only, not the order");
                assertEquals(List.of("l0", "l10", "l20"), s.spreadIds("OrderLine", 3), "ids spread over the lines, written in two pieces");
                assertEquals(List.of("o0", "o5"), s.spreadIds("Order", 2));
                List<String> ids = new ArrayList<>();
                s.forEach("Order", (id, doc) -> ids.add(id));
                assertEquals(10, ids.size());
                return null;
            });
            assertTrue(store.explainLookup("OrderLine", IndexedPath.of("orderId")).contains("USING INDEX"));
        }
    }

    @Test
    void aTrialWriteCarriesTheTypeValue() {
        try (SampleStore store = SampleStore.open(dir.resolve("shop.db"), TwoLayouts.PROJECT)) {
            store.materialize(META, LAYOUT, producer(), 0, Progress.NONE);
            store.trial(t -> {
                assertEquals(1, t.insert("OrderLine", "l99", "{\"_id\":\"l99\",\"orderId\":\"o1\"}"));
                assertEquals(List.of("{\"_id\":\"l99\",\"orderId\":\"o1\",\"type\":\"OrderLine\"}"), t.byIds("OrderLine", List.of("l99")));
                assertEquals(1, t.replace("OrderLine", "l99", "{\"_id\":\"l99\",\"orderId\":\"o2\"}"));
                assertEquals(4, t.byKey("OrderLine", IndexedPath.of("orderId"), List.of("o2")).size());
                assertEquals(0, t.delete("Order", "l99"), "an order's delete does not reach a line");
                assertEquals(1, t.delete("OrderLine", "l99"));
                return null;
            });
        }
    }

    @Test
    void aFormatOneStoreIsReadAndUpgradedByTheNextSample() throws Exception {
        Path file = dir.resolve("old.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE docshape_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
            st.execute("CREATE TABLE docshape_collections (position INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
                    + " table_name TEXT NOT NULL UNIQUE, documents INTEGER NOT NULL, indexes TEXT NOT NULL)");
            st.execute("INSERT INTO docshape_meta VALUES ('application', 'DocShape sample store'), ('format_version', '1'),"
                    + " ('project_id', '" + TwoLayouts.PROJECT + "'), ('design', 'old'), ('seed', '1'), ('scale', '1.0'),"
                    + " ('materialized_at', '2024-05-01T10:00:00Z')");
            st.execute("CREATE TABLE c1_order (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)");
            st.execute("INSERT INTO c1_order VALUES ('o1', '{\"_id\":\"o1\"}')");
            st.execute("INSERT INTO docshape_collections VALUES (1, 'Order', 'c1_order', 1, '')");
        }
        try (SampleStore store = SampleStore.open(file, TwoLayouts.PROJECT)) {
            StoredCollection order = store.collections().get(0);
            assertEquals("Order", order.container());
            assertTrue(!order.typed());
            assertEquals(1L, (long) store.read(s -> s.count("Order")));
            store.materialize(META, LAYOUT, producer(), 0, Progress.NONE);
            assertEquals(30L, (long) store.read(s -> s.count("OrderLine")));
        }
        try (SampleStore store = SampleStore.open(file, TwoLayouts.PROJECT)) {
            assertEquals("OrderLine", store.collections().get(2).typeValue());
            assertEquals(Integer.toString(SampleStore.FORMAT_VERSION), store.read(s -> s.meta("format_version")).orElseThrow());
        }
    }
}
