package dev.docshape.benchmarks;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.SampleStore;
import dev.docshape.storage.store.StoreFiles;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Generates and stores about a million sample documents, then inserts the same JSON rows with
 * plain JDBC batches into a fresh SQLite file (the ceiling), and prints both rates, their ratio and
 * the peak heap of each phase. Run with {@code -Xmx256m} (the Maven profile does):
 *
 * <pre>./mvnw -B -q -Pbench -pl benchmarks -am verify -DskipTests -Dbench.store</pre>
 */
public final class StoreBenchmark {

    private static final int BATCH = 1_000;
    private static final int ROUNDS = 2;
    private static final double ORDERS_PER_CUSTOMER = 9;

    private StoreBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long wanted = args.length > 0 ? Long.parseLong(args[0]) : 1_000_000;
        Path dir = Files.createDirectories(Path.of(args.length > 1 ? args[1] : "target/store-benchmark"));
        Project project = project(Math.round(wanted / (1 + ORDERS_PER_CUSTOMER)));
        SampleOptions options = SampleOptions.of(42, 1);
        Path store = dir.resolve("bench.sample.db");
        Path ceilingDb = dir.resolve("ceiling.db");
        Path rows = dir.resolve("rows.tsv");
        StoreFiles.delete(store);
        StoreFiles.delete(ceilingDb);

        // Warm up the JIT and the vocabulary on a small run, as a long-running app would be.
        SampleData.materialize(project, null, dir.resolve("warmup.sample.db"), SampleOptions.of(1, 0.01), (p, d, t) -> { });
        StoreFiles.delete(dir.resolve("warmup.sample.db"));

        // The same rows, written to a file first so the ceiling times only JDBC.
        SampleGenerator generator = SampleGenerator.of(project.model(), Projector.project(project.model(), project.active()), options);
        long tg = System.nanoTime();
        long[] generated = {0};
        generator.producer().produce((collection, id, json) -> generated[0]++);
        double generateOnly = (System.nanoTime() - tg) / 1e9;
        try (BufferedWriter out = Files.newBufferedWriter(rows, StandardCharsets.UTF_8)) {
            SampleGenerator.of(project.model(), Projector.project(project.model(), project.active()), options)
                    .producer().produce((collection, id, json) -> {
                        try {
                            out.write(collection + '\t' + id + '\t' + json + '\n');
                        } catch (java.io.IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    });
        }

        // Alternate the two, best of ROUNDS each: the machine is shared, single runs are noisy.
        double ours = Double.MAX_VALUE;
        double ceiling = Double.MAX_VALUE;
        long oursHeap = 0;
        long ceilingHeap = 0;
        long[] ceilingDocs = {0};
        SampleData.Result result = null;
        String phases = "";
        for (int round = 0; round < ROUNDS; round++) {
            StoreFiles.delete(store);
            resetPeaks();
            long t0 = System.nanoTime();
            String[] lastPhase = {""};
            StringBuilder phaseLog = new StringBuilder();
            result = SampleData.materialize(project, null, store, options, (p, d, t) -> {
                if (!p.equals(lastPhase[0])) {
                    phaseLog.append(String.format("%s at %.2f s; ", p, (System.nanoTime() - t0) / 1e9));
                    lastPhase[0] = p;
                }
            });
            double took = (System.nanoTime() - t0) / 1e9;
            oursHeap = Math.max(oursHeap, peakHeap());
            if (took < ours) {
                ours = took;
                phases = phaseLog.toString();
            }
            StoreFiles.delete(ceilingDb);
            resetPeaks();
            ceilingDocs[0] = 0;
            ceiling = Math.min(ceiling, ceiling(rows, ceilingDb, ceilingDocs));
            ceilingHeap = Math.max(ceilingHeap, peakHeap());
        }

        long t1 = System.nanoTime();
        try (SampleStore reopened = SampleData.openStore(store, project)) {
            reopened.collections();
        }
        double openSeconds = (System.nanoTime() - t1) / 1e9;

        double oursRate = result.documents() / ours;
        double ceilingRate = ceilingDocs[0] / ceiling;
        System.out.printf("documents              %,d (%s)%n", result.documents(), result.collections().stream()
                .map(c -> c.name() + " " + c.documents()).toList());
        System.out.printf("generate + store       %.2f s (best of " + ROUNDS + ")  %,.0f docs/s  peak heap %d MB  (store file %d MB)%n",
                ours, oursRate, oursHeap >> 20, Files.size(store) >> 20);
        System.out.println("phases (best round)    " + phases);
        System.out.printf("plain JDBC ceiling     %.2f s (best of " + ROUNDS + ")  %,.0f docs/s  peak heap %d MB%n", ceiling, ceilingRate, ceilingHeap >> 20);
        System.out.printf("ratio                  %.2f of the ceiling (target >= 0.50)%n", oursRate / ceilingRate);
        System.out.printf("generate only          %.2f s  %,.0f docs/s%n", generateOnly, generated[0] / generateOnly);
        System.out.printf("reopen (quick_check)   %.2f s%n", openSeconds);
        System.out.printf("max heap               %d MB%n", Runtime.getRuntime().maxMemory() >> 20);
        Files.deleteIfExists(rows);
    }

    /** One transaction of batched inserts, the same table shape and pragmas as the store; only JDBC time counts. */
    private static double ceiling(Path rows, Path db, long[] docs) throws Exception {
        long jdbc = 0;
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement st = c.createStatement();
             BufferedReader in = Files.newBufferedReader(rows, StandardCharsets.UTF_8)) {
            st.execute("PRAGMA journal_mode=WAL");
            st.execute("PRAGMA synchronous=NORMAL");
            long t = System.nanoTime();
            c.setAutoCommit(false);
            Map<String, PreparedStatement> inserts = new java.util.HashMap<>();
            Map<String, Integer> pending = new java.util.HashMap<>();
            jdbc += System.nanoTime() - t;
            for (String line; (line = in.readLine()) != null; ) {
                int a = line.indexOf('\t');
                int b = line.indexOf('\t', a + 1);
                String collection = line.substring(0, a);
                String id = line.substring(a + 1, b);
                String json = line.substring(b + 1);
                t = System.nanoTime();
                PreparedStatement ps = inserts.get(collection);
                if (ps == null) {
                    String table = "t" + inserts.size();
                    st.execute("CREATE TABLE " + table + " (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)");
                    ps = c.prepareStatement("INSERT INTO " + table + " (id, doc) VALUES (?, ?)");
                    inserts.put(collection, ps);
                }
                ps.setString(1, id);
                ps.setString(2, json);
                ps.addBatch();
                if (pending.merge(collection, 1, Integer::sum) == BATCH) {
                    ps.executeBatch();
                    pending.put(collection, 0);
                }
                docs[0]++;
                jdbc += System.nanoTime() - t;
            }
            t = System.nanoTime();
            for (PreparedStatement ps : inserts.values()) {
                ps.executeBatch();
                ps.close();
            }
            c.commit();
            jdbc += System.nanoTime() - t;
        }
        return jdbc / 1e9;
    }

    private static Project project(long customers) {
        Entity customer = Entity.of("customer", "Customer", List.of(Field.string("name", 20), Field.string("email", 26),
                Field.string("city", 12), Field.of("createdAt", FieldType.DATE)), customers);
        Entity order = Entity.of("order", "Order", List.of(Field.of("orderedAt", FieldType.DATE), Field.of("total", FieldType.DECIMAL),
                Field.string("status", 8), Field.string("note", 80), Field.of("items", FieldType.INTEGER)), Math.round(customers * ORDERS_PER_CUSTOMER));
        Relationship orders = new Relationship("customer-orders", "customer", "order", "orders", null, Cardinality.ONE_TO_MANY,
                ORDERS_PER_CUSTOMER, null, 1, false, Volatility.STABLE);
        Design design = new Design("referenced", Map.of("customer-orders", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of());
        return new Project("Store benchmark", "", new DataModel(List.of(customer, order), List.of(orders), List.of()), List.of(design), "referenced");
    }

    private static void resetPeaks() {
        System.gc();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) if (pool.getType() == MemoryType.HEAP) pool.resetPeakUsage();
    }

    private static long peakHeap() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) peak += pool.getPeakUsage().getUsed();
        }
        return peak;
    }
}
