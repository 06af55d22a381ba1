package dev.docshape.storage.query;

import dev.docshape.storage.testing.WireServer;
import com.mongodb.client.MongoDatabase;
import dev.docshape.model.DataModel;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.Command;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.file.ProjectFiles;
import org.bson.json.JsonMode;
import org.bson.json.JsonWriterSettings;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every example design's mongosh templates, run by mongosh (tools/node) against a MongoDB
 * wire-protocol server on the design's sample data: the server serves, per pattern, exactly the
 * estimated round trips of reads and writes. Patterns are separated by a {@code ping}.
 */
class MongoshTemplatesRunTest {
    private static final Set<String> CRUD = Set.of("find", "aggregate", "insert", "update", "delete", "count");
    private static final Path MONGOSH = Path.of("..", "tools", "node", "node_modules", ".bin", "mongosh");
    private static final CommandLog log = new CommandLog();
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner(log);

    @BeforeAll
    static void needsMongosh() {
        boolean ci = "true".equals(System.getenv("CI"));
        if (!ci) Assumptions.assumeTrue(Files.isExecutable(MONGOSH), "mongosh is not installed: npm ci --prefix tools/node");
        assertTrue(Files.isExecutable(MONGOSH), "mongosh in tools/node (CI installs it)");
    }

    static Stream<Arguments> designs() throws Exception {
        return JavaTemplatesRunTest.designs();
    }

    @ParameterizedTest(name = "{0} / {1}")
    @MethodSource("designs")
    void everyPatternSendsTheEstimatedRoundTrips(String file, String designName) throws Exception {
        run(ProjectFiles.load(Path.of("..", "examples", file)), designName);
    }

    /** Posts kept twice (docs/counting-rules.md "Duplicate collections"): every write of a post goes to both collections. */
    @Test
    void aDuplicateCollectionIsWrittenAndReadByTheTemplates() throws Exception {
        Project project = ProjectFiles.load(Path.of(MongoshTemplatesRunTest.class.getResource("/workloads/blog-duplicated.docshape").toURI()));
        List<QueryTemplate> templates = run(project, "duplicated");
        Map<String, QueryTemplate> byId = new HashMap<>();
        for (QueryTemplate t : templates) byId.put(t.patternId(), t);
        assertEquals(List.of("Post", "PostByUserId"), collections(byId.get("create-post"), Command.INSERT_ONE));
        assertEquals(List.of("Post", "PostByUserId"), collections(byId.get("edit-post"), Command.UPDATE_ONE));
        assertEquals(List.of("Post", "PostByUserId"), collections(byId.get("delete-post"), Command.DELETE_ONE));
        assertEquals("PostByUserId", byId.get("user-posts-with-name").operations().get(0).collection(),
                "a user's posts are read from the copy partitioned by the user");
    }

    /** A feed of the 15 latest posts (docs/counting-rules.md "Ordering and feeds"): a new post is inserted into it and trims it; the latest posts are read from it. */
    @Test
    void aFeedIsWrittenTrimmedAndReadByTheTemplates() throws Exception {
        Project project = ProjectFiles.load(Path.of(MongoshTemplatesRunTest.class.getResource("/workloads/blog-feed.docshape").toURI()));
        Map<String, QueryTemplate> byId = new HashMap<>();
        for (QueryTemplate t : run(project, "feed")) byId.put(t.patternId(), t);
        assertEquals(List.of("Post", "PostFeed"), collections(byId.get("create-post"), Command.INSERT_ONE));
        assertEquals(List.of("PostFeed"), collections(byId.get("create-post"), Command.DELETE_MANY));
        String trim = byId.get("create-post").operations().stream().filter(o -> o.command() == Command.DELETE_MANY)
                .findFirst().orElseThrow().filter().toString();
        assertTrue(trim.contains("publishedAt") && trim.contains("$lt"), trim);
        Operation latest = byId.get("latest-posts").operations().get(0);
        assertEquals("PostFeed", latest.collection());
        assertEquals(10, latest.limit());
        assertEquals("Post", byId.get("read-post").operations().get(0).collection(), "a post by id is read from the posts");
        for (QueryLanguage language : QueryLanguage.values()) {
            String text = language.render(project.name(), List.of(byId.get("create-post")));
            assertTrue(text.contains("PostFeed") && text.contains("publishedAt"), language + ":\n" + text);
        }
    }

    /**
     * Comments and likes stored beside their post, and posts beside their user (docs/counting-rules.md
     * "Co-location"): every operation goes to the container with the member's type, and a post read with
     * its comments is one find that returns both.
     */
    @Test
    void coLocatedChildrenAreReadWithTheirParentByTheSharedKeyAndType() throws Exception {
        Project project = ProjectFiles.load(Path.of(MongoshTemplatesRunTest.class.getResource("/workloads/blog-co-located.docshape").toURI()));
        for (Design design : project.designs()) run(project, design.name());
        Map<String, QueryTemplate> byId = new HashMap<>();
        for (QueryTemplate t : run(project, "co-located")) byId.put(t.patternId(), t);
        Operation read = byId.get("read-post").operations().get(0);
        assertEquals(1, byId.get("read-post").operations().size());
        assertEquals("Post", read.collection());
        assertEquals(Command.FIND, read.command());
        String filter = read.filter().toString();
        assertTrue(filter.contains("$or") && filter.contains("postId") && filter.contains("Comment") && filter.contains("Post"), filter);
        Operation insert = byId.get("add-comment").operations().get(0);
        assertEquals("Post", insert.collection(), "a comment is inserted into its post's collection");
        String cosmos = QueryLanguage.COSMOS_SQL.render(project.name(), List.of(byId.get("read-post")));
        assertTrue(cosmos.contains("c[\"type\"] = \"Comment\"") && cosmos.contains(" OR "), cosmos);
    }

    /** An order read with its lines is the one find with $or the estimate counts (decision 0335), run by mongosh. */
    @Test
    void anOrderAndItsCoLocatedLinesAreOneFind() throws Exception {
        Project project = ProjectFiles.load(Path.of(MongoshTemplatesRunTest.class.getResource("/workloads/shop-co-located.docshape").toURI()));
        run(project, "referenced");
        Map<String, QueryTemplate> byId = new HashMap<>();
        for (QueryTemplate t : run(project, "co-located")) byId.put(t.patternId(), t);
        List<Operation> readOrder = byId.get("read-order").operations();
        assertEquals(1, readOrder.size(), readOrder.toString());
        assertEquals("Order", readOrder.get(0).collection());
        assertEquals(Command.FIND, readOrder.get(0).command());
        String filter = readOrder.get(0).filter().toString();
        assertTrue(filter.contains("$or") && filter.contains("orderId") && filter.contains("OrderLine"), filter);
    }

    private static List<String> collections(QueryTemplate t, Command command) {
        return t.operations().stream().filter(o -> o.command() == command).map(Operation::collection).toList();
    }

    static Stream<Arguments> orderedDesigns() {
        return Stream.of("referenced", "ordered", "unordered", "ordered-buckets", "unordered-buckets").map(Arguments::of);
    }

    /** Reads of the first N by an order sort and limit; ordered subsets and buckets push with $sort (docs/counting-rules.md "Ordering and feeds"). */
    @ParameterizedTest(name = "blog-ordered / {0}")
    @MethodSource("orderedDesigns")
    void orderedPatternsRunAndSendTheEstimatedRoundTrips(String designName) throws Exception {
        run(ProjectFiles.load(Path.of(MongoshTemplatesRunTest.class.getResource("/workloads/blog-ordered.docshape").toURI())), designName);
    }

    /** A post's newest comments by the ids the post keeps: one find with $in, sort and limit (decision 0407). */
    @ParameterizedTest(name = "blog-newest-comment-ids / {0}")
    @ValueSource(strings = {"comment-ids-in-post", "ids-both-sides", "comment-copies-in-post"})
    void theFirstOfOneParentsIdsRunAsOneSortedFind(String designName) throws Exception {
        run(ProjectFiles.load(Path.of(MongoshTemplatesRunTest.class.getResource("/workloads/blog-newest-comment-ids.docshape").toURI())),
                designName);
    }

    /** Runs every template of the design against its sample data and checks the commands served per pattern. */
    private static List<QueryTemplate> run(Project project, String designName) throws Exception {
        DataModel model = project.model();
        Design design = project.design(designName).orElseThrow();
        Projection projection = Projector.project(model, design);
        MongoDatabase db = runner.load(model, design, projection);
        Estimate estimate = Estimator.estimate(model, design, Profile.mongodb());
        List<QueryTemplate> templates = QueryTemplates.of(model, design, projection, estimate);

        StringBuilder script = new StringBuilder(QueryLanguage.MONGOSH.render(project.name(), templates));
        FunctionNames names = new FunctionNames(Identifiers.JAVASCRIPT_RESERVED);
        JsonWriterSettings extended = JsonWriterSettings.builder().outputMode(JsonMode.EXTENDED).build();
        for (QueryTemplate t : templates) {
            String input = TemplateRunner.input(model, model.pattern(t.patternId()).orElseThrow()).toJson(extended);
            script.append("\ndb.runCommand({ ping: 1 });\n").append(names.next(t.patternName()))
                    .append("(db, EJSON.parse(").append(Identifiers.jsString(input)).append("));\n");
        }
        script.append("db.runCommand({ ping: 1 });\n");
        Path js = Files.createTempFile("templates", ".js");
        Files.writeString(js, script);

        Process p = new ProcessBuilder(MONGOSH.toString(), "--quiet", "--norc", runner.address() + "/" + db.getName() + WireServer.PATIENT, js.toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "mongosh finished");
        assertEquals(0, p.exitValue(), () -> "mongosh: " + out + "\n" + script);

        List<Integer> perPattern = perPattern(log.commands(db.getName()));
        for (int i = 0; i < templates.size(); i++) {
            QueryTemplate t = templates.get(i);
            int estimated = estimate.pattern(t.patternId()).orElseThrow().roundTrips();
            assertEquals(estimated, perPattern.get(i), t.patternName() + ": commands the server served");
        }
        return templates;
    }

    /** The reads and writes between consecutive pings. */
    private static List<Integer> perPattern(List<String> commands) {
        List<Integer> counts = new ArrayList<>();
        int current = -1;
        for (String c : commands) {
            if (c.equals("ping")) {
                if (current >= 0) counts.add(current);
                current = 0;
            } else if (current >= 0 && CRUD.contains(c)) {
                current++;
            }
        }
        return counts;
    }
}
