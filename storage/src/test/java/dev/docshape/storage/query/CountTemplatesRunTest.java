package dev.docshape.storage.query;

import com.mongodb.client.MongoDatabase;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.Intent;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.Command;
import dev.docshape.model.query.Expr;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.export.NodeTools;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.CountValuesTest;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleLinks;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.bson.json.JsonMode;
import org.bson.json.JsonWriterSettings;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The count templates, run as exported code (the Java driver class, mongosh, the Node driver) on a MongoDB
 * wire-protocol server loaded with the design's sample: each key's count is the number of instances the sample links
 * to it, items along arrays of objects counted one by one and a parent's buckets by their item counts (decisions 0396,
 * 0397, docs/exports.md "Counts along arrays"), as {@code CountValuesTest} holds measure's counts.
 */
class CountTemplatesRunTest {
    private static final int ROOTS = 6;
    private static final String TRACKER = "unseen/issue-tracker";
    private static final JsonWriterSettings EXTENDED = JsonWriterSettings.builder().outputMode(JsonMode.EXTENDED).build();
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();

    /** The workloads with counts, every design; the issue tracker at the scale where its sample's links agree (decision 0397). */
    static Stream<Arguments> designs() throws Exception {
        List<Arguments> all = new ArrayList<>();
        for (String name : List.of(TRACKER, "blog-bucket-counts", "authors-books-counts", "blog-subset-reads",
                "playlists-shared-tracks")) {
            for (Design d : load(name).designs()) all.add(Arguments.of(name, d.name()));
        }
        return all.stream();
    }

    private static Project load(String name) throws Exception {
        return ProjectFiles.load(Path.of(CountTemplatesRunTest.class.getResource("/workloads/" + name + ".docshape").toURI()));
    }

    @ParameterizedTest(name = "{0} / {1}")
    @MethodSource("designs")
    void everyLanguagesCountReturnsTheSamplesNumberPerKey(String workload, String designName) throws Exception {
        Project project = load(workload);
        DataModel model = project.model();
        Design design = project.design(designName).orElseThrow();
        Projection projection = Projector.project(model, design);
        long most = model.entities().stream().mapToLong(Entity::count).max().orElse(1);
        double scale = workload.equals(TRACKER) ? 0.001 : Math.min(1, 200.0 / most);
        SampleGenerator sample = SampleGenerator.of(model, projection, SampleOptions.of(11, scale));
        SampleLinks links = SampleLinks.of(model, sample.options());
        MongoDatabase db = runner.load(model, design, projection, sample);
        List<QueryTemplate> templates = QueryTemplates.of(model, design, projection, Estimator.estimate(model, design, Profile.mongodb()));

        List<Run> runs = new ArrayList<>();
        for (QueryTemplate t : templates) {
            if (t.write() || t.operations().stream().noneMatch(op -> op.command() == Command.AGGREGATE)) continue;
            ReadPattern read = (ReadPattern) model.pattern(t.patternId()).orElseThrow();
            String owner = read.byParent() == null ? read.entity() : model.requireRelationship(read.byParent()).otherEnd(read.entity());
            long step = Math.max(1, sample.instances(owner) / ROOTS);
            for (long i = 0; i < Math.min(sample.instances(owner), step * ROOTS); i += step) {
                Document input = TemplateRunner.input(model, read).append("id", new ObjectId(SampleGenerator.idOf(owner, i).hex()));
                runs.add(new Run(t, input));
            }
        }
        Assumptions.assumeFalse(runs.isEmpty(), "every count of this design is kept in the documents: none is sent");

        Map<String, List<Document>> results = new LinkedHashMap<>();
        results.put("java", java(project, templates, runs, db));
        results.put("mongosh", script(project, templates, runs, db, false));
        results.put("node", script(project, templates, runs, db, true));

        Map<String, Map<String, Long>> indexes = new HashMap<>();
        List<String> wrong = new ArrayList<>();
        long linked = 0;
        for (Map.Entry<String, List<Document>> language : results.entrySet()) {
            assertEquals(runs.size(), language.getValue().size(), language.getKey() + ": every run answered");
            for (int r = 0; r < runs.size(); r++) {
                Run run = runs.get(r);
                Document steps = language.getValue().get(r);
                for (Operation op : run.template.operations()) {
                    if (op.command() != Command.AGGREGATE) continue;
                    Intent intent = op.request().intent();
                    String inHand = intent.via();
                    boolean ofParent = model.requireRelationship(intent.relationship()).parent().equals(inHand);
                    Map<String, Long> index = indexes.computeIfAbsent(inHand, e -> CountValuesTest.indexOf(sample, e));
                    Map<String, Long> returned = groups(steps.get("step" + op.step()));
                    for (String key : keysInHand(op, run.input, steps)) {
                        long truth = links.relatedCount(intent.relationship(), ofParent, index.get(key));
                        linked += truth;
                        long count = returned.getOrDefault(key, 0L);
                        if (count != truth) wrong.add(language.getKey() + " / " + run.template.patternName() + " step " + op.step()
                                + ", " + inHand + " " + key + ": " + count + " returned, " + truth + " in the sample");
                        returned.remove(key);
                    }
                    if (!returned.isEmpty()) wrong.add(language.getKey() + " / " + run.template.patternName() + ": keys not asked for " + returned);
                }
            }
        }
        assertTrue(linked > 0, "some counted instance has links in the sample");
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    private record Run(QueryTemplate template, Document input) {
    }

    /** Each run's results ({@code step1}, ...), from the compiled Java class. */
    private static List<Document> java(Project project, List<QueryTemplate> templates, List<Run> runs, MongoDatabase db) throws Exception {
        Class<?> compiled = TemplateRunner.compile(QueryLanguage.JAVA.render(project.name(), templates));
        Map<String, String> names = names(templates, Identifiers.JAVA_RESERVED);
        List<Document> out = new ArrayList<>();
        for (Run run : runs) {
            Method method = compiled.getMethod(names.get(run.template.patternId()), MongoDatabase.class, Document.class,
                    com.mongodb.client.ClientSession.class);
            @SuppressWarnings("unchecked")
            Map<String, Object> results = (Map<String, Object>) method.invoke(null, db, run.input, null);
            out.add(new Document(results));
        }
        return out;
    }

    /**
     * Each run's results from the JavaScript templates, run by mongosh or by Node with the MongoDB driver, printed as
     * Extended JSON one run a line.
     */
    private List<Document> script(Project project, List<QueryTemplate> templates, List<Run> runs, MongoDatabase db, boolean node)
            throws Exception {
        String uri = runner.address() + "/" + db.getName() + WireServer.PATIENT;
        Map<String, String> names = names(templates, Identifiers.JAVASCRIPT_RESERVED);
        Path dir = Files.createTempDirectory("count-templates");
        StringBuilder calls = new StringBuilder();
        for (Run run : runs) {
            String input = Identifiers.jsString(run.input.toJson(EXTENDED));
            String call = names.get(run.template.patternId()) + "(db, EJSON.parse(" + input + "))";
            calls.append("  print(EJSON.stringify({ r: ").append(node ? "await q." + call : call).append(" }, { relaxed: false }));\n");
        }
        List<String> command;
        if (node) {
            Files.writeString(dir.resolve("queries.node.js"), QueryLanguage.NODE.render(project.name(), templates));
            Files.writeString(dir.resolve("run.js"), "const { MongoClient, BSON } = require('mongodb');\nconst EJSON = BSON.EJSON;\n"
                    + "const q = require('./queries.node.js');\nconst print = s => console.log(s);\n(async () => {\n"
                    + "  const client = new MongoClient(" + Identifiers.jsString(uri) + ");\n  const db = client.db();\n"
                    + calls + "  await client.close();\n})().catch(e => { console.error(e); process.exit(1); });\n");
            command = List.of("node", dir.resolve("run.js").toString());
        } else {
            Files.writeString(dir.resolve("run.js"), QueryLanguage.MONGOSH.render(project.name(), templates) + "\n" + calls);
            command = List.of(NodeTools.mongosh().toString(), "--quiet", "--norc", uri, dir.resolve("run.js").toString());
        }
        NodeTools.Run run = NodeTools.run(command, dir);
        assertEquals(0, run.exitCode(), () -> String.join(" ", command) + ": " + run.output());
        List<Document> results = new ArrayList<>();
        for (String line : run.output().split("\n")) {
            if (line.startsWith("{\"r\":")) results.add(Document.parse(line).get("r", Document.class));
        }
        return results;
    }

    /** The function or method name of each pattern, as the renderers name them in order. */
    private static Map<String, String> names(List<QueryTemplate> templates, Set<String> reserved) {
        FunctionNames names = new FunctionNames(reserved);
        Map<String, String> out = new HashMap<>();
        for (QueryTemplate t : templates) out.put(t.patternId(), names.next(t.patternName()));
        return out;
    }

    /** The count per key a step returned ({@code [{_id: key, count: n}, ...]}). */
    private static Map<String, Long> groups(Object step) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (Object g : (List<?>) step) {
            Document group = (Document) g;
            out.merge(key(group.get("_id")), ((Number) group.get("count")).longValue(), Long::sum);
        }
        return out;
    }

    /** The ids the count asks about: the input's, or those collected from an earlier step's results. */
    private static Set<String> keysInHand(Operation op, Document input, Document steps) {
        Expr.Doc match = (Expr.Doc) ((Expr.Doc) ((Expr.Arr) op.body()).items().get(0)).fields().get("$match");
        Set<String> keys = new LinkedHashSet<>();
        for (Expr v : match.fields().values()) {
            if (v instanceof Expr.Input) keys.add(key(input.get("id")));
            if (v instanceof Expr.Doc in && in.fields().get("$in") instanceof Expr.Collected c) {
                List<Object> found = new ArrayList<>();
                collect(steps.get("step" + c.step()), c.path(), 0, found);
                for (Object k : found) keys.add(key(k));
            }
        }
        return keys;
    }

    private static void collect(Object value, List<String> path, int i, Collection<Object> out) {
        if (value == null) return;
        if (value instanceof List<?> list) {
            for (Object item : list) collect(item, path, i, out);
        } else if (i == path.size()) {
            out.add(value);
        } else if (value instanceof Map<?, ?> map) {
            collect(map.get(path.get(i)), path, i + 1, out);
        }
    }

    private static String key(Object id) {
        return id instanceof ObjectId o ? o.toHexString() : String.valueOf(id);
    }
}
