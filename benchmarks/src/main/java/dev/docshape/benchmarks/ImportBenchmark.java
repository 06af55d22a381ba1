package dev.docshape.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.docshape.storage.imports.ImportException;
import dev.docshape.storage.imports.infer.InferredCollection;
import dev.docshape.storage.imports.infer.InferredField;
import dev.docshape.storage.imports.infer.InferredSchema;
import dev.docshape.storage.imports.infer.InferredShape;
import dev.docshape.storage.imports.json.JsonImport;
import dev.docshape.storage.imports.sql.SqlImport;
import dev.docshape.storage.store.Progress;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * The import benchmark, in one run:
 * <ol>
 *   <li>inferring a model from N NDJSON documents (Extended JSON: ObjectIds, dates, longs, nested
 *   documents, arrays of documents, mixed and missing fields), DocShape ({@code JsonImport}: parse and
 *   infer) against the {@code mongodb-schema} npm package Compass uses ({@code tools/node}, the same
 *   file parsed with the {@code bson} package's EJSON), with every path's count and type counts
 *   compared;</li>
 *   <li>importing a 1,000-table DDL script ({@code SqlImport}: parse, model, advise).</li>
 * </ol>
 * Run with {@code -Xmx512m} (the Maven profile does): the file is far bigger than the heap.
 * Arguments: documents, work folder, the tools/node folder.
 */
public final class ImportBenchmark {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int RUNS = 3;

    private ImportBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long documents = Long.parseLong(args[0]);
        Path work = Files.createDirectories(Path.of(args[1]));
        Path node = Path.of(args[2]);
        Path file = work.resolve("people-" + documents + ".ndjson");
        if (!Files.exists(file)) generate(file, documents);
        System.out.printf(Locale.ROOT, "NDJSON file: %s, %,d documents, %,d MB%n", file, documents, Files.size(file) >> 20);

        long[] ours = new long[RUNS];
        long[] oursCpu = new long[RUNS];
        InferredSchema schema = null;
        for (int i = 0; i < RUNS; i++) {
            long start = System.nanoTime();
            long cpu = ProcessCpu.nanos();
            schema = JsonImport.infer(List.of(file), Progress.NONE);
            ours[i] = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            oursCpu[i] = TimeUnit.NANOSECONDS.toMillis(ProcessCpu.nanos() - cpu);
            System.out.printf(Locale.ROOT, "  DocShape run %d: %,d ms wall, %,d ms CPU (whole JVM: JIT and GC included)%n", i + 1, ours[i], oursCpu[i]);
        }
        long best = Arrays.stream(ours).min().orElseThrow();
        long bestCpu = Arrays.stream(oursCpu).min().orElseThrow();
        Map<String, String> ourPaths = paths(schema);

        Path script = node.resolve("bench/mongodb-schema-infer.js");
        if (!Files.isDirectory(node.resolve("node_modules/mongodb-schema"))) {
            System.out.println("mongodb-schema is not installed: npm ci --prefix " + node + " (comparison skipped)");
        } else {
            Process p = new ProcessBuilder("node", script.toString(), file.toString()).redirectErrorStream(false).start();
            byte[] out = p.getInputStream().readAllBytes();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() != 0) throw new IllegalStateException("mongodb-schema failed: " + err);
            JsonNode theirs = JSON.readTree(out);
            long theirMillis = Math.round(theirs.get("millis").asDouble());
            long theirCpu = Math.round(theirs.get("cpuMillis").asDouble());
            Map<String, String> theirPaths = new TreeMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = theirs.get("paths").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                theirPaths.put(e.getKey(), describe(e.getValue().get("count").asLong(), e.getValue().get("types")));
            }
            System.out.printf(Locale.ROOT, "  mongodb-schema (node, storeValues off): %,d ms wall, %,d ms CPU%n", theirMillis, theirCpu);
            System.out.printf(Locale.ROOT, "Inference of %,d documents, wall: DocShape %,d ms (%,.0f documents/s), mongodb-schema %,d ms (%,.0f documents/s): DocShape %.1fx faster%n",
                    documents, best, documents * 1000.0 / best, theirMillis, documents * 1000.0 / theirMillis, (double) theirMillis / best);
            System.out.printf(Locale.ROOT, "Inference of %,d documents, CPU:  DocShape %,d ms, mongodb-schema %,d ms: DocShape %.1fx less%n",
                    documents, bestCpu, theirCpu, (double) theirCpu / bestCpu);
            compare(ourPaths, theirPaths);
        }

        ddlBenchmark(work);
    }

    private static void compare(Map<String, String> ours, Map<String, String> theirs) {
        List<String> differences = new ArrayList<>();
        for (String path : theirs.keySet()) {
            String mine = ours.get(path);
            if (!theirs.get(path).equals(mine)) differences.add(path + ": mongodb-schema " + theirs.get(path) + ", DocShape " + mine);
        }
        for (String path : ours.keySet()) {
            if (!theirs.containsKey(path)) differences.add(path + ": only DocShape " + ours.get(path));
        }
        if (differences.isEmpty()) {
            System.out.printf(Locale.ROOT, "Field types and counts: identical on all %d paths%n", theirs.size());
        } else {
            System.out.println("Field types and counts differ on " + differences.size() + " paths:");
            differences.forEach(d -> System.out.println("  " + d));
        }
    }

    private static String describe(long count, JsonNode types) {
        Map<String, Long> sorted = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = types.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            sorted.put(e.getKey(), e.getValue().asLong());
        }
        return count + " " + sorted;
    }

    /** Every path of the inferred schema with its count and type counts, flattened the way the node script flattens mongodb-schema's. */
    private static Map<String, String> paths(InferredSchema schema) {
        Map<String, String> paths = new TreeMap<>();
        for (InferredCollection c : schema.collections()) shape(c.shape(), "", paths);
        return paths;
    }

    private static void shape(InferredShape shape, String prefix, Map<String, String> paths) {
        for (InferredField f : shape.fields()) field(f, prefix.isEmpty() ? f.name() : prefix + "." + f.name(), paths);
    }

    private static void field(InferredField f, String path, Map<String, String> paths) {
        Map<String, Long> types = new TreeMap<>();
        f.types().forEach((t, n) -> types.put(t.bsonName(), n));
        paths.put(path, f.occurrences() + " " + types);
        if (f.object() != null) shape(f.object(), path, paths);
        if (f.array() != null && f.array().items().occurrences() > 0) field(f.array().items(), path + "[]", paths);
    }

    /** Documents like a people collection grown by accident: optional and mixed fields, subdocuments, arrays of them. */
    private static void generate(Path file, long documents) throws IOException {
        Random random = new Random(42);
        String[] cities = {"Seattle", "Zagreb", "Lyon", "Osaka", "Recife", "Tartu"};
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            StringBuilder b = new StringBuilder(512);
            for (long i = 0; i < documents; i++) {
                b.setLength(0);
                b.append("{\"_id\":{\"$oid\":\"").append(String.format(Locale.ROOT, "65a0%020x", i)).append("\"}");
                b.append(",\"name\":\"").append("person").append(i).append('"');
                if (random.nextInt(10) != 0) b.append(",\"age\":").append(18 + random.nextInt(70));
                b.append(",\"score\":");
                appendDouble(b, random.nextInt(10_000) / 100.0 + 0.5);
                b.append(",\"active\":").append(random.nextBoolean());
                b.append(",\"joined\":{\"$date\":\"20").append(10 + random.nextInt(15)).append("-0").append(1 + random.nextInt(9))
                        .append("-1").append(random.nextInt(10)).append("T10:00:00Z\"}");
                b.append(",\"visits\":{\"$numberLong\":\"").append(random.nextInt(1_000_000)).append("\"}");
                b.append(",\"nickname\":").append(random.nextInt(3) == 0 ? "null" : "\"nick" + random.nextInt(100) + "\"");
                b.append(",\"address\":{\"city\":\"").append(cities[random.nextInt(cities.length)]).append('"');
                if (random.nextBoolean()) b.append(",\"zip\":").append(10_000 + random.nextInt(89_999));
                else b.append(",\"zip\":\"").append(10_000 + random.nextInt(89_999)).append('"');
                b.append('}');
                b.append(",\"tags\":[");
                int tags = random.nextInt(4);
                for (int t = 0; t < tags; t++) b.append(t == 0 ? "" : ",").append("\"tag").append(random.nextInt(50)).append('"');
                b.append(']');
                b.append(",\"orders\":[");
                int orders = random.nextInt(4);
                for (int o = 0; o < orders; o++) {
                    b.append(o == 0 ? "" : ",").append("{\"sku\":\"SKU").append(random.nextInt(5000)).append("\",\"qty\":")
                            .append(1 + random.nextInt(5)).append(",\"price\":");
                    appendDouble(b, random.nextInt(100_000) / 100.0 + 0.01);
                    b.append('}');
                }
                b.append("]}\n");
                out.append(b);
            }
        }
    }

    /**
     * A double as relaxed Extended JSON writes it, except whole numbers, which go in canonical form
     * ({@code {"$numberDouble": "50.0"}}): read as JSON, {@code 50.0} is a double to mongoimport and
     * to DocShape but an Int32 to the bson package's EJSON parser that feeds mongodb-schema here.
     */
    private static void appendDouble(StringBuilder b, double value) {
        if (value == Math.rint(value)) b.append("{\"$numberDouble\":\"").append(value).append("\"}");
        else b.append(value);
    }

    private static void ddlBenchmark(Path work) throws IOException, ImportException {
        Path ddl = writeDdl(work);
        long[] times = new long[5];
        long[] cpuTimes = new long[5];
        SqlImport.Result result = null;
        for (int i = 0; i < times.length; i++) {
            long start = System.nanoTime();
            long cpu = ProcessCpu.nanos();
            result = SqlImport.read(ddl, "bench", Progress.NONE);
            times[i] = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            cpuTimes[i] = TimeUnit.NANOSECONDS.toMillis(ProcessCpu.nanos() - cpu);
        }
        long[] sorted = times.clone();
        Arrays.sort(sorted);
        long[] sortedCpu = cpuTimes.clone();
        Arrays.sort(sortedCpu);
        System.out.printf(Locale.ROOT, "DDL import of %d tables (%d relationships, 2 designs): wall %s ms (median %,d, best %,d); CPU %s ms (median %,d, best %,d)%n",
                result.tables(), result.project().model().relationships().size(), Arrays.toString(times), sorted[2], sorted[0],
                Arrays.toString(cpuTimes), sortedCpu[2], sortedCpu[0]);
    }

    /** The benchmark's DDL script: 1,000 tables ({@link #ddl}). */
    static Path writeDdl(Path work) throws IOException {
        Path ddl = work.resolve("tables-1000.sql");
        Files.writeString(ddl, ddl(1000));
        return ddl;
    }

    /**
     * A relational schema of {@code tables} tables, each with an inline foreign key to the table at half its number
     * (cascading: the advisor suggests embedding it) and, from the fourth, an ALTER TABLE one to the table three before.
     */
    static String ddl(int tables) {
        StringBuilder sql = new StringBuilder();
        for (int t = 0; t < tables; t++) {
            sql.append("CREATE TABLE table_").append(t).append(" (\n  id BIGINT NOT NULL,\n  name VARCHAR(100) NOT NULL,\n")
                    .append("  code CHAR(8),\n  amount DECIMAL(12,2),\n  created_at TIMESTAMP NOT NULL,\n  notes TEXT,\n");
            if (t > 0) sql.append("  parent_id BIGINT REFERENCES table_").append(t / 2).append("(id) ON DELETE CASCADE,\n");
            if (t > 2) sql.append("  other_id BIGINT,\n");
            sql.append("  PRIMARY KEY (id)\n);\n");
            if (t > 2) {
                sql.append("ALTER TABLE table_").append(t).append(" ADD CONSTRAINT fk_").append(t)
                        .append(" FOREIGN KEY (other_id) REFERENCES table_").append(t - 3).append("(id);\n");
            }
        }
        return sql.toString();
    }
}
