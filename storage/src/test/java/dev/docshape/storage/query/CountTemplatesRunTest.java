package dev.docshape.storage.query;

import com.mongodb.client.MongoDatabase;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.Intent;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.Expr;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.export.MongoshScripts;
import dev.docshape.storage.export.NodeTools;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.CountValuesTest;
import dev.docshape.storage.measure.IncludedFirst;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleLinks;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.bson.json.JsonMode;
import org.bson.json.JsonWriterSettings;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
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
 * 0397, docs/exports.md "Counts along arrays"), as {@code CountValuesTest} holds measure's counts. Every design's
 * sample is loaded before the tests, and its mongosh runs are a part of one mongosh, its Node runs a part of one Node
 * (decision 0453); each test asserts its design's parts.
 */
class CountTemplatesRunTest {
    private static final int ROOTS = 6;
    private static final String TRACKER = "unseen/issue-tracker";
    private static final JsonWriterSettings EXTENDED = JsonWriterSettings.builder().outputMode(JsonMode.EXTENDED).build();
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();
    @TempDir
    static Path shared;
    private static final Map<String, Prepared> prepared = new HashMap<>();
    private static MongoshScripts mongosh;
    private static NodeTools.Run node;

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

    /** A design's sample, loaded into {@code db}, its templates and the count runs the tests check. */
    private record Prepared(Project project, SampleGenerator sample, SampleLinks links, MongoDatabase db,
                            List<QueryTemplate> templates, List<Run> runs) {
    }

    /** Every design's sample loaded, its mongosh runs in one mongosh and its Node runs in one Node (decision 0453). */
    @BeforeAll
    static void runEveryDesignsScriptsOnce() throws Exception {
        mongosh = new MongoshScripts(Files.createDirectories(shared.resolve("mongosh")));
        StringBuilder nodeParts = new StringBuilder();
        for (Arguments design : designs().toList()) {
            String workload = (String) design.get()[0];
            String designName = (String) design.get()[1];
            String key = workload + " / " + designName;
            Prepared p = prepare(workload, designName);
            prepared.put(key, p);
            if (p.runs().isEmpty()) continue;
            mongosh.add(key, p.db().getName(), QueryLanguage.MONGOSH.render(p.project().name(), p.templates()) + "\n" + calls(p, false));
            Path queries = Files.writeString(shared.resolve("queries" + prepared.size() + ".node.js"),
                    QueryLanguage.NODE.render(p.project().name(), p.templates()));
            nodeParts.append(MongoshScripts.guarded(key, "  const q = require(" + Identifiers.jsString(queries.toString())
                    + ");\n  const db = client.db(" + Identifiers.jsString(p.db().getName()) + ");\n" + calls(p, true)));
        }
        mongosh.run(runner.address() + "/admin" + WireServer.PATIENT);
        Path run = Files.writeString(shared.resolve("run.js"), "const { MongoClient, BSON } = require('mongodb');\nconst EJSON = BSON.EJSON;\n"
                + "const print = s => console.log(s);\n(async () => {\n"
                + "  const client = new MongoClient(" + Identifiers.jsString(runner.address() + "/admin" + WireServer.PATIENT) + ");\n"
                + nodeParts + "  await client.close();\n})().catch(e => { console.error(e); process.exit(1); });\n");
        node = NodeTools.run(List.of("node", run.toString()), shared);
        assertEquals(0, node.exitCode(), () -> "node: " + node.output());
    }

    /** The design's sample loaded and the count runs worked out: each count template on a few of its owners' ids. */
    private static Prepared prepare(String workload, String designName) throws Exception {
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
            if (t.write() || t.operations().stream().noneMatch(Operation::counts)) continue;
            ReadPattern read = (ReadPattern) model.pattern(t.patternId()).orElseThrow();
            String owner = read.byParent() == null ? read.entity() : model.requireRelationship(read.byParent()).otherEnd(read.entity());
            long step = Math.max(1, sample.instances(owner) / ROOTS);
            for (long i = 0; i < Math.min(sample.instances(owner), step * ROOTS); i += step) {
                Document input = TemplateRunner.input(model, read).append("id", new ObjectId(SampleGenerator.idOf(owner, i).hex()));
                runs.add(new Run(t, input));
            }
        }
        return new Prepared(project, sample, links, db, templates, runs);
    }

    @ParameterizedTest(name = "{0} / {1}")
    @MethodSource("designs")
    void everyLanguagesCountReturnsTheSamplesNumberPerKey(String workload, String designName) throws Exception {
        String part = workload + " / " + designName;
        Prepared design = prepared.get(part);
        Project project = design.project();
        DataModel model = project.model();
        SampleGenerator sample = design.sample();
        SampleLinks links = design.links();
        List<QueryTemplate> templates = design.templates();
        List<Run> runs = design.runs();
        Assumptions.assumeFalse(runs.isEmpty(), "every count of this design is kept in the documents: none is sent");

        Map<String, List<Document>> results = new LinkedHashMap<>();
        results.put("java", java(project, templates, runs, design.db()));
        results.put("mongosh", printed(mongosh.output(part)));
        results.put("node", printed(MongoshScripts.outputOf(node, part)));

        Map<String, Map<String, Long>> indexes = new HashMap<>();
        List<String> wrong = new ArrayList<>();
        long linked = 0;
        for (Map.Entry<String, List<Document>> language : results.entrySet()) {
            assertEquals(runs.size(), language.getValue().size(), language.getKey() + ": every run answered");
            for (int r = 0; r < runs.size(); r++) {
                Run run = runs.get(r);
                Document steps = language.getValue().get(r);
                for (Operation op : run.template.operations()) {
                    if (!op.counts()) continue;
                    Intent intent = op.request().intent();
                    String inHand = intent.via();
                    boolean ofParent = model.requireRelationship(intent.relationship()).parent().equals(inHand);
                    Map<String, Long> index = indexes.computeIfAbsent(inHand, e -> CountValuesTest.indexOf(sample, e));
                    Map<String, Long> returned = groups(steps.get("step" + op.step()));
                    ReadPattern read = (ReadPattern) model.pattern(run.template.patternId()).orElseThrow();
                    Include first = IncludedFirst.of(model, read, inHand, intent.relationship());
                    Set<String> asked = first == null ? asked(model, run, op, steps) : firstInHand(op, steps, first.limit());
                    if (first != null) {
                        long root = indexes.computeIfAbsent(read.entity(), e -> CountValuesTest.indexOf(sample, e)).get(key(run.input.get("id")));
                        for (String w : IncludedFirst.wrong(model, first, root, asked, index, links)) {
                            wrong.add(language.getKey() + " / " + run.template.patternName() + " step " + op.step() + ": " + w);
                        }
                    }
                    for (String key : asked) {
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
     * The calls of a design's JavaScript templates, run by mongosh or by Node with the MongoDB driver, printing each
     * run's results as Extended JSON, one run a line.
     */
    private static String calls(Prepared p, boolean node) {
        Map<String, String> names = names(p.templates(), Identifiers.JAVASCRIPT_RESERVED);
        StringBuilder calls = new StringBuilder();
        for (Run run : p.runs()) {
            String input = Identifiers.jsString(run.input.toJson(EXTENDED));
            String call = names.get(run.template.patternId()) + "(db, EJSON.parse(" + input + "))";
            calls.append("  print(EJSON.stringify({ r: ").append(node ? "await q." + call : call).append(" }, { relaxed: false }));\n");
        }
        return calls.toString();
    }

    /** Each run's results, from the lines a part printed. */
    private static List<Document> printed(List<String> lines) {
        List<Document> results = new ArrayList<>();
        for (String line : lines) {
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

    /**
     * The instances a count must answer for: the one the application asked about, where the pattern counts the
     * related instances of its root read by id (a track with how many playlists hold it: that track, not the others of
     * the document found holding a copy of it, decision 0461); else the instances the read returned, whose ids the
     * earlier steps' results hold.
     */
    private static Set<String> asked(DataModel model, Run run, Operation op, Document steps) {
        ReadPattern read = (ReadPattern) model.pattern(run.template.patternId()).orElseThrow();
        return countsTheRoot(read, op.request().intent()) ? Set.of(key(run.input.get("id"))) : keysInHand(op, run.input, steps);
    }

    /** True for a count of the related instances of the pattern's root, read by the id the application passes. */
    static boolean countsTheRoot(ReadPattern read, Intent intent) {
        return read.selection() == Selection.BY_ID && read.entity().equals(intent.via()) && read.counts().contains(intent.relationship());
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

    /**
     * The instances an include took the first {@code first} of from its one root: the first that many of each document
     * the step before the count returned, as the application keeps them (decision 0478), whatever the count asks about.
     */
    private static Set<String> firstInHand(Operation op, Document steps, int first) {
        Expr.Doc match = (Expr.Doc) ((Expr.Doc) ((Expr.Arr) op.body()).items().get(0)).fields().get("$match");
        Set<String> keys = new LinkedHashSet<>();
        for (Expr v : match.fields().values()) {
            if (!(v instanceof Expr.Doc in && in.fields().get("$in") instanceof Expr.Collected c)) continue;
            Object results = steps.get("step" + c.step());
            for (Object doc : results instanceof List<?> list ? list : List.of(results)) {
                List<Object> found = new ArrayList<>();
                collect(doc, c.path(), 0, found);
                for (Object k : found.subList(0, Math.min(first, found.size()))) keys.add(key(k));
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
