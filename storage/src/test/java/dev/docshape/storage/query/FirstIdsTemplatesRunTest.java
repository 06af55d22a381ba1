package dev.docshape.storage.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.Intent;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.Expr;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleGenerator;
import com.mongodb.client.MongoDatabase;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Posts keeping their comments' ids, read with their first 5 comments, alone or as a user's posts: the exported Java
 * templates, compiled and run on a MongoDB wire-protocol server loaded with the sample, read the first 5 ids of each
 * post's array with one {@code $in} (the {@code $slice} an application takes), as the estimate counts and {@code measure}
 * reads (decision 0420, docs/counting-rules.md "Children taken under a limit").
 */
class FirstIdsTemplatesRunTest {
    private static final int FIRST = 5;
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"comment-ids-in-post", "ids-both-sides"})
    void theTemplatesReadTheFirstIdsOfEachPost(String designName) throws Exception {
        Compiled run = compiled("blog-subset-reads", designName);
        MongoDatabase db = run.db();
        List<QueryTemplate> templates = run.templates();
        Class<?> compiled = run.code();
        Map<String, String> methods = run.methods();

        int read = 0;
        for (QueryTemplate t : templates) {
            if (!List.of("post-first-comments", "user-posts-first-comments").contains(t.patternId())) continue;
            Operation comments = byIdsInPosts(t);
            Expr.Collected ids = (Expr.Collected) ((Expr.Doc) comments.filter().fields().get("_id")).fields().get("$in");
            assertEquals(FIRST, ids.first(), t.patternId() + ": the first ids of each post");
            String owner = t.patternId().startsWith("user") ? "user" : "post";
            Method method = compiled.getMethod(methods.get(t.patternId()), MongoDatabase.class, Document.class,
                    com.mongodb.client.ClientSession.class);
            for (long i = 0; i < 6; i++) {
                Document input = new Document("id", new ObjectId(SampleGenerator.idOf(owner, i).hex()));
                @SuppressWarnings("unchecked")
                Map<String, Object> steps = (Map<String, Object>) method.invoke(null, db, input, null);
                Set<Object> expected = new LinkedHashSet<>();
                for (Document post : docs(steps.get("step" + ids.step()))) {
                    List<?> held = post.getList(ids.path().get(0), Object.class, List.of());
                    expected.addAll(held.subList(0, Math.min(FIRST, held.size())));
                }
                Set<Object> returned = new LinkedHashSet<>();
                for (Document c : docs(steps.get("step" + comments.step()))) returned.add(c.get("_id"));
                assertEquals(expected, returned, t.patternId() + " from " + owner + " " + i + ": the first 5 of each post");
                read += returned.size();
            }
        }
        assertTrue(read > 0, "some comments read");
    }

    /**
     * A post's 5 newest and 3 oldest comments by the ids the post keeps (or its copies of the comments): the templates
     * send one {@code $in} on every id, sorted by the comments' date and limited, and the server returns the first of
     * them by that date, the comments {@code measure} reads (decision 0407).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"comment-ids-in-post", "comment-copies-in-post"})
    void theTemplatesReadTheFirstOfOnePostsIdsByTheirDate(String designName) throws Exception {
        Compiled loaded = compiled("blog-newest-comment-ids", designName);
        MongoDatabase db = loaded.db();
        int read = 0;
        for (QueryTemplate t : loaded.templates()) {
            String method = loaded.methods().get(t.patternId());
            int limit = t.patternId().equals("newest-comments") ? 5 : t.patternId().equals("oldest-comments") ? 3 : 0;
            if (limit == 0) continue;
            Operation comments = byIdsInPosts(t);
            assertEquals(limit, comments.limit(), t.patternId() + ": the query's limit");
            Map.Entry<String, Expr> sort = comments.sort().fields().entrySet().iterator().next();
            assertEquals("createdAt", sort.getKey(), t.patternId() + ": sorted by the comments' date");
            int sign = (int) ((Expr.Num) sort.getValue()).value();
            Method run = loaded.code().getMethod(method, MongoDatabase.class, Document.class, com.mongodb.client.ClientSession.class);
            for (long i = 0; i < 8; i++) {
                Document input = new Document("id", new ObjectId(SampleGenerator.idOf("post", i).hex()));
                @SuppressWarnings("unchecked")
                Map<String, Object> steps = (Map<String, Object>) run.invoke(null, db, input, null);
                List<Object> held = new ArrayList<>();
                for (Document post : docs(steps.get("step1"))) {
                    for (Object id : post.getList("comments", Object.class, List.of())) held.add(id instanceof Document copy ? copy.get("id") : id);
                }
                List<Document> all = db.getCollection("Comment").find(new Document("_id", new Document("$in", held))).into(new ArrayList<>());
                all.sort((a, b) -> sign * dated(a).compareTo(dated(b)));
                Set<Object> expected = new LinkedHashSet<>();
                for (Document c : all.subList(0, Math.min(limit, all.size()))) expected.add(c.get("_id"));
                Set<Object> returned = new LinkedHashSet<>();
                for (Document c : docs(steps.get("step" + comments.step()))) returned.add(c.get("_id"));
                assertEquals(expected, returned, t.patternId() + " of post " + i + ": the first " + limit + " of its comments by date");
                read += returned.size();
            }
        }
        assertTrue(read > 0, "some comments read");
    }

    /** The sample of a design of a workload loaded in the server, its templates, and their Java class compiled, with each pattern's method. */
    private record Compiled(MongoDatabase db, List<QueryTemplate> templates, Class<?> code, Map<String, String> methods) {
    }

    private Compiled compiled(String workload, String designName) throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/" + workload + ".docshape").toURI()));
        DataModel model = project.model();
        Design design = project.design(designName).orElseThrow();
        Projection projection = Projector.project(model, design);
        MongoDatabase db = runner.load(model, design, projection);
        List<QueryTemplate> templates = QueryTemplates.of(model, design, projection, Estimator.estimate(model, design, Profile.mongodb()));
        Class<?> code = TemplateRunner.compile(QueryLanguage.JAVA.render(project.name(), templates));
        FunctionNames names = new FunctionNames(Identifiers.JAVA_RESERVED);
        Map<String, String> methods = new HashMap<>();
        for (QueryTemplate t : templates) methods.put(t.patternId(), names.next(t.patternName()));
        return new Compiled(db, templates, code, methods);
    }

    @SuppressWarnings("unchecked")
    private static Comparable<Object> dated(Document comment) {
        return (Comparable<Object>) comment.get("createdAt");
    }

    /** The step reading comments by the ids the posts hold. */
    private static Operation byIdsInPosts(QueryTemplate t) {
        for (Operation op : t.operations()) {
            Intent intent = op.request().intent();
            if (intent.action() == Intent.Action.READ_BY_IDS_IN_SOURCE && "post-comments".equals(intent.relationship())) return op;
        }
        throw new AssertionError(t.patternId() + ": no read of comments by the ids in the posts");
    }

    private static List<Document> docs(Object step) {
        List<Document> out = new ArrayList<>();
        if (step instanceof List<?> list) for (Object d : list) out.add((Document) d);
        else if (step instanceof Document d) out.add(d);
        return out;
    }
}
