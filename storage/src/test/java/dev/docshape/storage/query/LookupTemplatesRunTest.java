package dev.docshape.storage.query;

import com.mongodb.client.MongoDatabase;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.export.MongoshScripts;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.bson.json.JsonMode;
import org.bson.json.JsonWriterSettings;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code $lookup} alternative the mongosh templates print, run by mongosh on a MongoDB wire-protocol server with
 * the design's sample: it joins the documents the step-by-step calls read, a follow-up's sort and limit kept (a
 * device's newest bucket, not all of them: docs/exports.md "The $lookup alternative"). Every design's calls are a part
 * of one mongosh run before the tests ({@link MongoshScripts}, decisions 0453, 0462); each test asserts its design's part.
 */
class LookupTemplatesRunTest {
    private static final JsonWriterSettings EXTENDED = JsonWriterSettings.builder().outputMode(JsonMode.EXTENDED).build();
    private static final int ROOTS = 4;
    private static final List<String> FILES = List.of("workloads/unseen/iot-fleet.docshape", "workloads/blog-ordered.docshape",
            "s2-post-comments.docshape");
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();
    @TempDir
    static Path shared;
    private static MongoshScripts mongosh;
    /** The templates each design's part joins, one entry per call, in the order it prints them. */
    private static final Map<String, List<QueryTemplate>> joined = new HashMap<>();

    static Stream<Arguments> designs() throws Exception {
        List<Arguments> all = new ArrayList<>();
        for (String file : FILES) for (Design d : load(file).designs()) all.add(Arguments.of(file, d.name()));
        return all.stream();
    }

    private static Project load(String file) throws Exception {
        return ProjectFiles.load(file.startsWith("workloads/")
                ? Path.of(LookupTemplatesRunTest.class.getResource("/" + file).toURI()) : Path.of("..", "examples", file));
    }

    @BeforeAll
    static void runEveryDesignsJoinsInOneMongosh() throws Exception {
        mongosh = new MongoshScripts(Files.createDirectories(shared.resolve("mongosh")));
        for (Arguments design : designs().toList()) {
            String file = (String) design.get()[0];
            String designName = (String) design.get()[1];
            Project project = load(file);
            add(file + " / " + designName, project, project.design(designName).orElseThrow());
        }
        mongosh.run(runner.address() + "/admin" + WireServer.PATIENT);
    }

    /** The design's sample loaded and a part calling each template with a join, from a few roots. */
    private static void add(String part, Project project, Design design) throws Exception {
        DataModel model = project.model();
        Projection projection = Projector.project(model, design);
        MongoDatabase db = runner.load(model, design, projection);
        List<QueryTemplate> templates = QueryTemplates.of(model, design, projection, Estimator.estimate(model, design, Profile.mongodb()));
        JsRenderer js = new JsRenderer(false);
        StringBuilder script = new StringBuilder(QueryLanguage.MONGOSH.render(project.name(), templates));
        FunctionNames names = new FunctionNames(Identifiers.JAVASCRIPT_RESERVED);
        List<QueryTemplate> calls = new ArrayList<>();
        for (QueryTemplate t : templates) {
            String name = names.next(t.patternName());
            if (t.lookup() == null) continue;
            ReadPattern read = (ReadPattern) model.pattern(t.patternId()).orElseThrow();
            String owner = read.byParent() == null ? read.entity() : model.requireRelationship(read.byParent()).otherEnd(read.entity());
            for (long i = 0; i < ROOTS; i++) {
                Document input = TemplateRunner.input(model, read).append("id", new ObjectId(SampleGenerator.idOf(owner, i).hex()));
                script.append("{\n  const input = EJSON.parse(").append(Identifiers.jsString(input.toJson(EXTENDED))).append(");\n")
                        .append("  print(EJSON.stringify({ steps: ").append(name).append("(db, input), joined: ")
                        .append(js.call(t.lookup())).append(" }, { relaxed: false }));\n}\n");
                calls.add(t);
            }
        }
        joined.put(part, calls);
        if (!calls.isEmpty()) mongosh.add(part, db.getName(), script.toString());
    }

    @ParameterizedTest(name = "{0} / {1}")
    @MethodSource("designs")
    void theJoinReturnsWhatTheStepsReadKeepingTheirSortAndLimit(String file, String designName) {
        String part = file + " / " + designName;
        List<QueryTemplate> calls = joined.get(part);
        Assumptions.assumeFalse(calls.isEmpty(), "no template of this design prints a join");
        List<Document> answers = new ArrayList<>();
        for (String line : mongosh.output(part)) if (line.startsWith("{\"steps\":")) answers.add(Document.parse(line));
        assertEquals(calls.size(), answers.size(), "every join answered");
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            QueryTemplate t = calls.get(i);
            Document steps = answers.get(i).get("steps", Document.class);
            List<?> roots = answers.get(i).getList("joined", Object.class);
            String where = part + " / " + t.patternName();
            same(where + " step 1", ids(steps.get("step1")), ids(roots), false, wrong);
            for (Operation op : t.operations().subList(1, t.operations().size())) {
                List<Object> viaJoin = new ArrayList<>();
                for (Object root : roots) viaJoin.addAll(ids(((Document) root).get("step" + op.step())));
                boolean kept = !op.sort().isEmpty() || op.limit() > 0;
                same(where + " step " + op.step(), ids(steps.get("step" + op.step())), viaJoin, kept, wrong);
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /** Some join of the workloads keeps a follow-up's sort or limit (a device's newest bucket), so the order is checked. */
    @Test
    void someJoinKeepsAFollowUpsSortOrLimit() {
        boolean limited = joined.values().stream().flatMap(List::stream).flatMap(t -> t.operations().stream().skip(1))
                .anyMatch(op -> !op.sort().isEmpty() || op.limit() > 0);
        assertTrue(limited, "a follow-up with a sort or a limit was joined");
    }

    /** The same documents, in the same order where a sort or a limit decides which and how. */
    private static void same(String where, List<Object> read, List<Object> joined, boolean ordered, List<String> wrong) {
        boolean equal = ordered ? read.equals(joined) : new HashSet<>(read).equals(new HashSet<>(joined));
        if (!equal) wrong.add(where + ": the steps read " + read + ", the join returned " + joined);
    }

    private static List<Object> ids(Object result) {
        List<Object> out = new ArrayList<>();
        if (result instanceof Document d) out.add(d.get("_id"));
        if (result instanceof List<?> list) for (Object o : list) out.add(((Document) o).get("_id"));
        return out;
    }
}
