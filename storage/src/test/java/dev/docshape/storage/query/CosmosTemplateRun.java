package dev.docshape.storage.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.estimate.Intent;
import dev.docshape.model.query.Command;
import dev.docshape.model.query.Expr;
import dev.docshape.model.query.FirstItems;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.sample.DocumentJson;
import dev.docshape.storage.sample.JsonDialect;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.measure.Measurer;
import org.bson.Document;
import org.bson.types.ObjectId;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One design's sample data in the Cosmos DB engine, a container per collection (its partition key path and exported
 * indexing policy), and its exported Cosmos DB SQL run statement by statement with real parameter values: the
 * application's input and the values collected from the documents an earlier step returned.
 */
final class CosmosTemplateRun {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final AtomicInteger DATABASES = new AtomicInteger();
    /**
     * The count's {@code SELECT c[k] AS k, COUNT(1) AS count FROM c [JOIN x0 IN c[a]] WHERE .. GROUP BY c[k]} (or the
     * buckets' {@code SUM(c[count])}): the engine has no GROUP BY.
     */
    private static final Pattern GROUPED_COUNT = Pattern.compile("SELECT (.+) AS k, (?:COUNT\\(1\\)|SUM\\((.+)\\)) AS count FROM c(.*) GROUP BY \\1");
    /** {@code SELECT x FROM c .. ORDER BY .. OFFSET 0 LIMIT n}: the engine has no OFFSET LIMIT, and TOP n is the same. */
    private static final Pattern FIRST_N = Pattern.compile("SELECT (.+) OFFSET 0 LIMIT (\\d+)");
    /** An ORDER BY on one property, and the TOP n before it. */
    private static final Pattern ONE_SORT = Pattern.compile("SELECT (TOP \\d+ )?(.+) ORDER BY [^,]+");

    final DataModel model;
    final Design design;
    final Projection projection;
    final SampleGenerator sample;
    final List<QueryTemplate> templates;
    private final CosmosEngine engine;
    private final String database;
    private final CosmosSqlRenderer renderer = new CosmosSqlRenderer();

    /**
     * What one statement returned (or why the engine refused it), with the SQL sent.
     *
     * @param ordered for a query with an ORDER BY, the documents in the order the engine returned them
     * @param taken   what the application keeps of them, which later steps take their values from: the documents, or of
     *                a parent's newest buckets the first N items over them (decision 0529)
     */
    record Step(Operation operation, String sql, CosmosEngine.Reply reply, List<JsonNode> ordered, List<JsonNode> taken) {
        Step(Operation operation, String sql, CosmosEngine.Reply reply, List<JsonNode> ordered) {
            this(operation, sql, reply, ordered, Optional.ofNullable(operation.firstItems()).map(f -> firstItems(ordered, f)).orElse(ordered));
        }

        Step(Operation operation, String sql, CosmosEngine.Reply reply) {
            this(operation, sql, reply, reply.documents());
        }
    }

    /**
     * The buckets as the application keeps them: in the order returned (newest first), each holding the items taken, the
     * first {@code f.first()} over them all; a bucket none is taken from is left out.
     */
    private static List<JsonNode> firstItems(List<JsonNode> buckets, FirstItems f) {
        List<JsonNode> kept = new ArrayList<>();
        int left = f.first();
        for (JsonNode b : buckets) {
            if (left == 0) break;
            ObjectNode copy = ((ObjectNode) b).deepCopy();
            ArrayNode items = copy.putArray(f.items());
            for (JsonNode item : b.path(f.items())) {
                if (left == 0) break;
                items.add(item);
                left--;
            }
            kept.add(copy);
        }
        return kept;
    }

    CosmosTemplateRun(CosmosEngine engine, DataModel model, Design design, SampleOptions options) throws IOException {
        this.engine = engine;
        this.model = model;
        this.design = design;
        this.projection = Projector.project(model, design);
        this.sample = SampleGenerator.of(model, design, projection, options);
        // as measure compares: the estimate at the sample's own instance counts
        Estimate estimate = Estimator.estimate(Measurer.atSampleCounts(model, sample), design, Profile.cosmos());
        this.templates = QueryTemplates.of(model, design, projection, estimate);
        this.database = "docshape" + DATABASES.incrementAndGet();
        load();
    }

    private void load() throws IOException {
        Map<String, ObjectNode> policies = CosmosIndexingPolicy.byContainer(templates);
        DocumentJson json = new DocumentJson(JsonDialect.PLAIN);
        CoLocations coLocations = CoLocations.of(model, design, projection);
        List<ObjectNode> containers = new ArrayList<>();
        for (CollectionShape c : projection.collections()) {
            CoLocation group = coLocations.of(c.name()).orElse(null);
            // co-located documents live in their container, with their type (docs/counting-rules.md "Co-location")
            if (group != null && !group.container().equals(c.name())) continue;
            List<JsonNode> docs = new ArrayList<>();
            if (group == null) sample.generate(c.name(), (id, doc) -> docs.add(cosmosIds(parse(json.write(doc)))));
            else sample.generateContainer(group, (id, doc) -> docs.add(cosmosIds(parse(json.write(doc)))));
            containers.add(CosmosEngine.container(c.name(), "/" + partitionKey(c).replace('.', '/'),
                    policies.getOrDefault(c.name(), CosmosIndexingPolicy.plain()), docs));
        }
        engine.load(database, containers);
    }

    /** The collection's partition key (docs/counting-rules.md "Partitions"); the id where the design gives none. */
    private String partitionKey(CollectionShape c) {
        String key = null;
        if (c.kind() == CollectionKind.ENTITY) key = design.partitioning().keyOf(c.rootEntity());
        if (c.kind() == CollectionKind.DUPLICATE || c.kind() == CollectionKind.FEED) {
            Duplicates.Duplicate d = c.kind() == CollectionKind.FEED ? design.duplicates().feedOf(c.rootEntity())
                    : design.duplicates().duplicateOf(c.rootEntity());
            key = d == null ? null : d.partitionKey();
        }
        return key == null ? "id" : key;
    }

    private static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** MongoDB's {@code _id} is Cosmos DB's {@code id}, at every level, as the SQL writes it. */
    static JsonNode cosmosIds(JsonNode node) {
        if (node instanceof ObjectNode o) {
            ObjectNode out = JSON.createObjectNode();
            o.fields().forEachRemaining(f -> out.set(f.getKey().equals("_id") ? "id" : f.getKey(), cosmosIds(f.getValue())));
            return out;
        }
        if (node instanceof ArrayNode a) {
            ArrayNode out = JSON.createArrayNode();
            a.forEach(item -> out.add(cosmosIds(item)));
            return out;
        }
        return node;
    }

    /**
     * Runs the template's statements in order with this input; a write's item operation is not sent (its query, which
     * finds the items, is), nor an insert.
     */
    List<Step> run(QueryTemplate t, Document input) throws IOException {
        JsonNode in = plain(input);
        Map<Integer, List<JsonNode>> results = new HashMap<>();
        List<Step> steps = new ArrayList<>();
        for (Operation op : t.operations()) {
            String statement = renderer.statement(op, t.arrayPaths(op.collection()));
            ObjectNode parameters = parameters(op, in, results);
            Step step = send(op, statement, parameters);
            if (step == null) continue;
            results.put(op.step(), step.taken());
            steps.add(step);
        }
        return steps;
    }

    /** Runs one Cosmos DB SQL query on this design's container, as the application sends one a template describes. */
    CosmosEngine.Reply query(String container, String sql, ObjectNode parameters) throws IOException {
        return engine.query(database, container, engineSql(sql), parameters);
    }

    /** The query as the engine takes it: {@code TOP n} for {@code OFFSET 0 LIMIT n}, the same. */
    private static String engineSql(String sql) {
        Matcher first = FIRST_N.matcher(sql);
        return first.matches() ? "SELECT TOP " + first.group(2) + " " + first.group(1) : sql;
    }

    /** Writes {@code document} over its item in the container: the sample changed, as by deletes. */
    void upsert(String container, JsonNode document) throws IOException {
        CosmosEngine.Reply reply = engine.upsert(database, container, document);
        if (reply.failed()) throw new IllegalStateException("upsert into " + container + ": " + reply.error());
    }

    private Step send(Operation op, String statement, ObjectNode parameters) throws IOException {
        if (statement.startsWith("-- point read: ")) {
            JsonNode id = parameters.get(CosmosSqlRenderer.parameter(op.filter().fields().get("_id")));
            return new Step(op, statement, engine.read(database, op.collection(), id.asText(), id));
        }
        String sql;
        // the first N items over a parent's buckets is an aggregate on MongoDB, a query of the newest buckets here (0524)
        boolean counted = op.command() == Command.AGGREGATE && op.request().intent().action() != Intent.Action.READ_BUCKETS;
        if (!counted && (op.command() == Command.FIND || op.command() == Command.FIND_ONE || op.command() == Command.AGGREGATE)) {
            sql = engineSql(firstLine(statement));
        } else if (counted) {
            Matcher m = GROUPED_COUNT.matcher(statement);
            if (!m.matches()) throw new IllegalStateException("not a grouped count: " + statement);
            // the engine has no GROUP BY: it runs the filter and returns each key with what it adds (1, or a bucket's
            // count); the groups are added up here
            sql = "SELECT VALUE [" + m.group(1) + ", " + (m.group(2) == null ? "1" : m.group(2)) + "] FROM c" + m.group(3);
        } else if (statement.contains(" of: SELECT ") || statement.contains(": SELECT ")) {
            sql = firstLine(statement.substring(statement.indexOf("SELECT ")));
        } else {
            return null;
        }
        CosmosEngine.Reply reply = engine.query(database, op.collection(), sql, parameters);
        if (counted && !reply.failed()) reply = grouped(reply);
        Matcher oneSort = ONE_SORT.matcher(sql);
        if (!reply.failed() && oneSort.matches()) {
            // The engine keeps the rule Cosmos DB had before 2022: an ORDER BY on one property leaves out the documents
            // without it. Cosmos DB now returns them (docs/exports.md "ORDER BY and documents missing a sorted
            // property"), so the documents counted are those of the same query unsorted, when it returns more.
            String unsorted = "SELECT " + (oneSort.group(1) == null ? "" : oneSort.group(1)) + oneSort.group(2);
            CosmosEngine.Reply all = engine.query(database, op.collection(), unsorted, parameters);
            if (!all.failed() && all.documents().size() > reply.documents().size()) return new Step(op, sql, all, reply.documents());
        }
        return new Step(op, sql, reply);
    }

    /** One {@code {k, count}} per distinct key, as the GROUP BY returns them, from {@code [key, added]} pairs. */
    private static CosmosEngine.Reply grouped(CosmosEngine.Reply values) {
        Map<String, ObjectNode> groups = new LinkedHashMap<>();
        for (JsonNode pair : values.documents()) {
            JsonNode v = pair.get(0);
            ObjectNode g = groups.computeIfAbsent(v.toString(), k -> {
                ObjectNode group = JSON.createObjectNode();
                group.set("k", v);
                return group.put("count", 0);
            });
            g.put("count", g.get("count").asLong() + pair.path(1).asLong());
        }
        return new CosmosEngine.Reply(List.copyOf(groups.values()), null);
    }

    private static String firstLine(String s) {
        int end = s.indexOf('\n');
        return end < 0 ? s : s.substring(0, end);
    }

    /** Every {@code @name} the statement uses, with its value. */
    private static ObjectNode parameters(Operation op, JsonNode input, Map<Integer, List<JsonNode>> results) {
        ObjectNode out = JSON.createObjectNode();
        List<Expr> exprs = new ArrayList<>(List.of(op.filter(), op.sort(), op.projection()));
        if (op.body() != null) exprs.add(op.body());
        exprs.addAll(op.arrayFilters());
        for (Expr e : exprs) collect(e, input, results, out);
        return out;
    }

    private static void collect(Expr e, JsonNode input, Map<Integer, List<JsonNode>> results, ObjectNode out) {
        if (e instanceof Expr.Input in) {
            JsonNode v = input;
            for (String part : in.path()) v = v == null ? null : v.get(part.equals("_id") ? "id" : part);
            if (v != null) out.set(CosmosSqlRenderer.parameter(e), v);
        } else if (e instanceof Expr.Collected c) {
            ArrayNode values = JSON.createArrayNode();
            for (JsonNode doc : results.getOrDefault(c.step(), List.of())) {
                ArrayNode own = JSON.createArrayNode();
                valuesAt(doc, c.path(), 0, own);
                for (int i = 0; i < own.size() && (c.first() <= 0 || i < c.first()); i++) values.add(own.get(i));
            }
            out.set(CosmosSqlRenderer.parameter(e), values);
        } else if (e instanceof Expr.Doc d) {
            d.fields().values().forEach(v -> collect(v, input, results, out));
        } else if (e instanceof Expr.Arr a) {
            a.items().forEach(v -> collect(v, input, results, out));
        }
    }

    /** The first {@code first} values at {@code path} in one document, arrays flattened, as text. */
    static List<String> firstValues(JsonNode doc, List<String> path, int first) {
        ArrayNode own = JSON.createArrayNode();
        valuesAt(doc, path, 0, own);
        List<String> values = new ArrayList<>();
        for (int i = 0; i < own.size() && i < first; i++) values.add(own.get(i).asText());
        return values;
    }

    /** The values at {@code path}, arrays flattened. */
    private static void valuesAt(JsonNode node, List<String> path, int from, ArrayNode out) {
        if (node == null || node.isNull() || node.isMissingNode()) return;
        if (node.isArray()) {
            node.forEach(item -> valuesAt(item, path, from, out));
            return;
        }
        if (from == path.size()) {
            out.add(node);
            return;
        }
        String part = path.get(from).equals("_id") ? "id" : path.get(from);
        valuesAt(node.get(part), path, from + 1, out);
    }

    /** The application's input as Cosmos DB receives it: ids as strings. */
    private static JsonNode plain(Object value) {
        if (value instanceof Document d) {
            ObjectNode o = JSON.createObjectNode();
            d.forEach((k, v) -> o.set(k.equals("_id") ? "id" : k, plain(v)));
            return o;
        }
        if (value instanceof List<?> list) {
            ArrayNode a = JSON.createArrayNode();
            list.forEach(v -> a.add(plain(v)));
            return a;
        }
        if (value instanceof ObjectId id) return JSON.getNodeFactory().textNode(id.toHexString());
        return JSON.valueToTree(value);
    }

    /** The input of a read from this instance of its root (or of its parent, for children of one parent). */
    static Document readInput(String owner, long index) {
        return new Document("id", new ObjectId(SampleGenerator.idOf(owner, index).hex()));
    }
}
