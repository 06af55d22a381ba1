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
import dev.docshape.storage.export.NodeTools;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.bson.json.JsonMode;
import org.bson.json.JsonWriterSettings;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code $lookup} alternative the mongosh templates print, run by mongosh on a MongoDB wire-protocol server with
 * the design's sample: it joins the documents the step-by-step calls read, a follow-up's sort and limit kept (a
 * device's newest bucket, not all of them: docs/exports.md "The $lookup alternative").
 */
class LookupTemplatesRunTest {
    private static final JsonWriterSettings EXTENDED = JsonWriterSettings.builder().outputMode(JsonMode.EXTENDED).build();
    private static final int ROOTS = 4;
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();

    @Test
    void theJoinReturnsWhatTheStepsReadKeepingTheirSortAndLimit() throws Exception {
        List<String> wrong = new ArrayList<>();
        int limited = 0;
        for (String file : List.of("workloads/unseen/iot-fleet.docshape", "workloads/blog-ordered.docshape", "s2-post-comments.docshape")) {
            Project project = ProjectFiles.load(file.startsWith("workloads/")
                    ? Path.of(getClass().getResource("/" + file).toURI()) : Path.of("..", "examples", file));
            for (Design design : project.designs()) limited += check(project, design, wrong);
        }
        assertTrue(limited > 0, "a follow-up with a sort or a limit was joined");
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /** Runs each template with a join from a few roots; returns how many joins kept a follow-up's sort or limit. */
    private int check(Project project, Design design, List<String> wrong) throws Exception {
        DataModel model = project.model();
        Projection projection = Projector.project(model, design);
        MongoDatabase db = runner.load(model, design, projection);
        List<QueryTemplate> templates = QueryTemplates.of(model, design, projection, Estimator.estimate(model, design, Profile.mongodb()));
        JsRenderer js = new JsRenderer(false);
        StringBuilder script = new StringBuilder(QueryLanguage.MONGOSH.render(project.name(), templates));
        FunctionNames names = new FunctionNames(Identifiers.JAVASCRIPT_RESERVED);
        List<QueryTemplate> joined = new ArrayList<>();
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
                joined.add(t);
            }
        }
        if (joined.isEmpty()) return 0;
        List<Document> answers = run(script.toString(), runner.address() + "/" + db.getName() + WireServer.PATIENT);
        assertEquals(joined.size(), answers.size(), "every join answered");
        int limited = 0;
        for (int i = 0; i < answers.size(); i++) {
            QueryTemplate t = joined.get(i);
            Document steps = answers.get(i).get("steps", Document.class);
            List<?> roots = answers.get(i).getList("joined", Object.class);
            String where = project.name() + " / " + design.name() + " / " + t.patternName();
            same(where + " step 1", ids(steps.get("step1")), ids(roots), false, wrong);
            for (Operation op : t.operations().subList(1, t.operations().size())) {
                List<Object> viaJoin = new ArrayList<>();
                for (Object root : roots) viaJoin.addAll(ids(((Document) root).get("step" + op.step())));
                boolean kept = !op.sort().isEmpty() || op.limit() > 0;
                if (kept) limited++;
                same(where + " step " + op.step(), ids(steps.get("step" + op.step())), viaJoin, kept, wrong);
            }
        }
        return limited;
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

    private static List<Document> run(String script, String uri) throws Exception {
        Path dir = Files.createTempDirectory("lookup-templates");
        Path js = dir.resolve("run.js");
        Files.writeString(js, script);
        NodeTools.Run run = NodeTools.run(List.of(NodeTools.mongosh().toString(), "--quiet", "--norc", uri, js.toString()), dir);
        assertEquals(0, run.exitCode(), () -> "mongosh: " + run.output() + "\n" + script);
        List<Document> answers = new ArrayList<>();
        for (String line : run.output().split("\n")) if (line.startsWith("{\"steps\":")) answers.add(Document.parse(line));
        return answers;
    }
}
