package dev.docshape.app.cli.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

/**
 * Writes hostile project files, deterministically for a seed: mutations of the examples
 * (truncations, byte flips, values of the wrong type), structures built to be deep, broad, cyclic
 * or exponential, extreme numbers, and names full of control and line-terminator characters.
 */
final class HostileProjects {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** Characters that must never reach a terminal or a script raw. */
    static final String NASTY = "\u001b]0;owned\u0007\u001b[2J\u2028db.dropDatabase()\u2029\r\n\t\u0000\u0085\ud800";

    private final Random random;
    private final Path dir;
    private final List<Path> examples;
    private final List<HostileCase> cases = new ArrayList<>();

    HostileProjects(long seed, Path dir, List<Path> examples) {
        this.random = new Random(seed);
        this.dir = dir;
        this.examples = examples;
    }

    List<HostileCase> all() throws IOException {
        for (Path example : examples) mutations(example);
        structures();
        numbers();
        names();
        return cases;
    }

    private void mutations(Path example) throws IOException {
        byte[] bytes = Files.readAllBytes(example);
        String stem = example.getFileName().toString().replace(".docshape", "");
        for (int i = 0; i < 1; i++) {
            int cut = random.nextInt(bytes.length);
            write("truncated-" + stem + "-" + cut, java.util.Arrays.copyOf(bytes, cut), Kind.MUTATION);
        }
        for (int i = 0; i < 2; i++) {
            byte[] flipped = bytes.clone();
            for (int f = 0; f <= i * 3; f++) flipped[random.nextInt(flipped.length)] ^= (byte) (1 << random.nextInt(8));
            write("flipped-" + stem + "-" + i, flipped, Kind.MUTATION);
        }
        for (int i = 0; i < 1; i++) {
            JsonNode tree = JSON.readTree(bytes);
            retypeOne(tree);
            write("retyped-" + stem + "-" + i, tree, Kind.MUTATION);
        }
    }

    /** Replaces one value somewhere in the tree by a value of another JSON type. */
    private void retypeOne(JsonNode tree) {
        List<ObjectNode> holders = new ArrayList<>();
        collectObjects(tree, holders);
        ObjectNode holder = holders.get(random.nextInt(holders.size()));
        List<String> names = new ArrayList<>();
        holder.fieldNames().forEachRemaining(names::add);
        if (names.isEmpty()) return;
        String name = names.get(random.nextInt(names.size()));
        JsonNode[] others = {NODES.textNode("x"), NODES.numberNode(-1), NODES.booleanNode(true), NODES.nullNode(),
                NODES.arrayNode().add(1), NODES.objectNode().put("a", 1), NODES.numberNode(1e308)};
        JsonNode replacement;
        do {
            replacement = others[random.nextInt(others.length)];
        } while (replacement.getNodeType() == holder.get(name).getNodeType());
        holder.set(name, replacement);
    }

    private static void collectObjects(JsonNode node, List<ObjectNode> into) {
        if (node instanceof ObjectNode o) into.add(o);
        for (Iterator<JsonNode> it = node.elements(); it.hasNext(); ) collectObjects(it.next(), into);
    }

    private void structures() throws IOException {
        write("embedding-chain-5000", chain(5_000, "embed", 1, 0), Kind.STRUCTURE);
        write("reference-chain-3000", chain(3_000, "reference", 1, 0), Kind.STRUCTURE);
        write("embedding-cycle", cycle(3), Kind.STRUCTURE);
        write("self-embedding", cycle(1), Kind.STRUCTURE);
        write("two-embeddings-40-levels", chain(40, "embed", 2, 0), Kind.STRUCTURE);
        write("three-levels-of-1000", chain(3, "embed", 1, 1000), Kind.STRUCTURE);
        write("three-referenced-levels-of-1000", chain(3, "reference", 1, 1000), Kind.STRUCTURE);
        write("broad-30000-entities", chain(30_000, null, 0, 0), Kind.STRUCTURE);
        StringBuilder deep = new StringBuilder();
        deep.append("[".repeat(100_000));
        write("nested-arrays-100000", deep.toString().getBytes(StandardCharsets.UTF_8), Kind.STRUCTURE);
        write("empty-file", new byte[0], Kind.STRUCTURE);
        write("json-null", "null".getBytes(StandardCharsets.UTF_8), Kind.STRUCTURE);
        write("binary-garbage", randomBytes(4096), Kind.STRUCTURE);
    }

    private void numbers() throws IOException {
        String[] numberFields = {"count", "avgCount", "maxCount", "avgSize", "avgItems", "frequency", "updatesPerDay"};
        double[] extremes = {1e19, 1e308, -1, 4.9e-324};
        for (String field : numberFields) {
            for (double value : extremes) {
                ObjectNode tree = chain(4, "embed", 1, 3);
                setEverywhere(tree, field, value);
                write("number-" + field + "-" + value, tree, Kind.NUMBER);
            }
        }
    }

    private void names() throws IOException {
        ObjectNode tree = chain(4, "embed", 1, 3);
        renameEverything(tree, NASTY);
        write("control-characters-in-every-name", tree, Kind.NAME);
        ObjectNode referenced = chain(4, "reference", 1, 3);
        renameEverything(referenced, NASTY + "\"'`${x}../-");
        write("control-characters-referenced", referenced, Kind.NAME);
        ObjectNode longNames = chain(3, "embed", 1, 2);
        renameEverything(longNames, "n".repeat(20_000));
        write("names-over-16384-characters", longNames, Kind.NAME);
        ObjectNode surrogate = chain(2, "embed", 1, 2);
        surrogate.put("name", "lone \ud800 surrogate");
        write("lone-surrogate", surrogate, Kind.NAME);
    }

    /**
     * A chain of {@code length} entities, each the parent of the next through {@code fanOut}
     * relationships mapped by {@code strategy} (null: no relationships), {@code avg} children on
     * average (0: one-to-one), with a read pattern from the root following every relationship.
     */
    static ObjectNode chain(int length, String strategy, int fanOut, int avg) {
        ObjectNode root = project();
        ArrayNode entities = root.putArray("entities");
        ArrayNode relationships = root.putArray("relationships");
        ObjectNode mappings = NODES.objectNode();
        for (int i = 0; i < length; i++) {
            ObjectNode e = entities.addObject();
            e.put("id", "e" + i).put("name", "E" + i).put("count", 1000);
            e.putArray("fields").addObject().put("name", "title").put("type", "string").put("avgSize", 10);
            if (strategy == null || i == 0) continue;
            for (int k = 0; k < fanOut; k++) {
                ObjectNode r = relationships.addObject();
                String id = "r" + i + "-" + k;
                r.put("id", id).put("parent", "e" + (i - 1)).put("child", "e" + i).put("name", "c" + i + "k" + k);
                if (avg == 0) {
                    r.put("cardinality", "one-to-one").put("avgCount", 1).put("maxCount", 1);
                } else {
                    r.put("cardinality", "one-to-many").put("avgCount", avg);
                }
                r.put("contains", true);
                ObjectNode m = mappings.putObject(id).put("strategy", strategy);
                if (strategy.equals("reference")) m.put("placement", "child-holds-parent-id");
            }
        }
        ObjectNode read = root.putArray("patterns").addObject();
        read.put("id", "read-root").put("name", "read root").put("kind", "read").put("entity", "e0")
                .put("frequency", 10).put("selection", "by-id");
        ArrayNode includes = read.putArray("includes");
        for (JsonNode r : relationships) {
            if (r.get("parent").asText().equals("e0")) includes.addObject().put("relationship", r.get("id").asText());
        }
        root.putArray("designs").addObject().put("name", "main").set("mappings", mappings);
        return root;
    }

    /** {@code size} entities embedding one another round in a circle. */
    static ObjectNode cycle(int size) {
        ObjectNode root = chain(size, "embed", 1, 2);
        ArrayNode relationships = (ArrayNode) root.get("relationships");
        ObjectNode back = relationships.addObject();
        back.put("id", "back").put("parent", "e" + (size - 1)).put("child", "e0").put("name", "back")
                .put("cardinality", "one-to-many").put("avgCount", 2).put("contains", true);
        ((ObjectNode) root.get("designs").get(0).get("mappings")).putObject("back").put("strategy", "embed");
        return root;
    }

    private static ObjectNode project() {
        ObjectNode root = NODES.objectNode();
        root.put("format", "docshape-project").put("formatVersion", 1)
                .put("id", "00000000-0000-4000-8000-000000000016").put("name", "hostile").put("activeDesign", "main");
        return root;
    }

    private static void setEverywhere(JsonNode node, String field, double value) {
        if (node instanceof ObjectNode o) {
            if (o.has(field)) o.put(field, value);
            if (field.equals("avgItems") && o.has("fields")) {
                ((ArrayNode) o.get("fields")).addObject().put("name", "tags").put("type", "array")
                        .put("items", "string").put("avgItems", value);
            }
        }
        for (Iterator<JsonNode> it = node.elements(); it.hasNext(); ) setEverywhere(it.next(), field, value);
    }

    /** Gives every project, entity, field, relationship, pattern and design name {@code prefix}. */
    private static void renameEverything(ObjectNode root, String prefix) {
        root.put("name", prefix + "project");
        for (String list : List.of("entities", "relationships", "patterns")) {
            for (JsonNode item : root.withArray(list)) {
                ObjectNode o = (ObjectNode) item;
                o.put("name", prefix + o.get("name").asText());
                for (JsonNode f : o.withArray("fields")) ((ObjectNode) f).put("name", prefix + f.get("name").asText());
                if (o.has("fields") && o.get("fields").isEmpty()) o.remove("fields");
            }
        }
        ObjectNode design = (ObjectNode) root.get("designs").get(0);
        String designName = prefix + "main";
        design.put("name", designName);
        root.put("activeDesign", designName);
    }

    private byte[] randomBytes(int size) {
        byte[] bytes = new byte[size];
        random.nextBytes(bytes);
        return bytes;
    }

    private void write(String name, JsonNode tree, Kind kind) throws IOException {
        write(name, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(tree), kind);
    }

    private void write(String name, byte[] bytes, Kind kind) throws IOException {
        String safe = name.replaceAll("[^A-Za-z0-9.+-]", "_");
        Path file = dir.resolve(safe + ".docshape");
        Files.write(file, bytes);
        cases.add(new HostileCase(safe, file, kind));
    }

    enum Kind { MUTATION, STRUCTURE, NUMBER, NAME, NOT_A_FILE }

    /** One hostile input; an isolated case runs in a child JVM with a small heap (memory is part of what it tests). */
    record HostileCase(String name, Path file, Kind kind, boolean isolated) {
        HostileCase(String name, Path file, Kind kind) {
            this(name, file, kind, kind == Kind.NOT_A_FILE || name.contains("levels"));
        }
    }
}
