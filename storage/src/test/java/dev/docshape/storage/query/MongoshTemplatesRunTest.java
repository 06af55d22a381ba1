package dev.docshape.storage.query;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.query.Command;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every example design's mongosh templates, run by mongosh (tools/node) against a MongoDB
 * wire-protocol server on the design's sample data: the server serves, per pattern, exactly the
 * estimated round trips of reads and writes. Patterns are separated by a {@code ping}; every design the class checks
 * runs in the one mongosh of {@link MongoshBatch}.
 */
class MongoshTemplatesRunTest {
    /** The designs of the test workloads the tests below read. */
    private static final Map<String, List<String>> WORKLOADS = Map.of(
            "blog-duplicated", List.of("duplicated"),
            "blog-feed", List.of("feed"),
            "blog-co-located", List.of("referenced", "co-located", "all-in-user"),
            "shop-co-located", List.of("referenced", "co-located"),
            "blog-ordered", List.of("referenced", "ordered", "unordered", "ordered-buckets", "unordered-buckets"),
            "blog-newest-comment-ids", List.of("comment-ids-in-post", "ids-both-sides", "comment-copies-in-post"));
    private static final CommandLog log = new CommandLog();
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner(log);
    private static final MongoshBatch batch = new MongoshBatch(runner, log);

    /** Every design the tests check, the examples' and the workloads', run by one mongosh (decision 0443). */
    @BeforeAll
    static void runEveryDesignInOneMongosh() throws Exception {
        for (Path example : RepositoryFiles.examples()) {
            Project project = ProjectFiles.load(example);
            for (Design design : project.designs()) batch.add(example.getFileName().toString(), project, design.name());
        }
        for (String file : JavaTemplatesRunTest.WORKLOADS) {
            Project project = ProjectFiles.load(RepositoryFiles.example(file));
            for (Design design : project.designs()) batch.add(file, project, design.name());
        }
        for (Map.Entry<String, List<String>> workload : WORKLOADS.entrySet()) {
            Project project = workload(workload.getKey());
            for (String design : workload.getValue()) batch.add(workload.getKey(), project, design);
        }
        batch.run();
    }

    static Stream<Arguments> designs() throws Exception {
        return JavaTemplatesRunTest.designs();
    }

    @ParameterizedTest(name = "{0} / {1}")
    @MethodSource("designs")
    void everyPatternSendsTheEstimatedRoundTrips(String file, String designName) throws Exception {
        run(file, designName);
    }

    /** Posts kept twice (docs/counting-rules.md "Duplicate collections"): every write of a post goes to both collections. */
    @Test
    void aDuplicateCollectionIsWrittenAndReadByTheTemplates() throws Exception {
        List<QueryTemplate> templates = run("blog-duplicated", "duplicated");
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
        Project project = workload("blog-feed");
        Map<String, QueryTemplate> byId = new HashMap<>();
        for (QueryTemplate t : run("blog-feed", "feed")) byId.put(t.patternId(), t);
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
        Project project = workload("blog-co-located");
        for (Design design : project.designs()) run("blog-co-located", design.name());
        Map<String, QueryTemplate> byId = new HashMap<>();
        for (QueryTemplate t : run("blog-co-located", "co-located")) byId.put(t.patternId(), t);
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
        run("shop-co-located", "referenced");
        Map<String, QueryTemplate> byId = new HashMap<>();
        for (QueryTemplate t : run("shop-co-located", "co-located")) byId.put(t.patternId(), t);
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
        return WORKLOADS.get("blog-ordered").stream().map(Arguments::of);
    }

    /** Reads of the first N by an order sort and limit; ordered subsets and buckets push with $sort (docs/counting-rules.md "Ordering and feeds"). */
    @ParameterizedTest(name = "blog-ordered / {0}")
    @MethodSource("orderedDesigns")
    void orderedPatternsRunAndSendTheEstimatedRoundTrips(String designName) throws Exception {
        run("blog-ordered", designName);
    }

    /** A post's newest comments by the ids the post keeps: one find with $in, sort and limit (decision 0407). */
    @ParameterizedTest(name = "blog-newest-comment-ids / {0}")
    @MethodSource("newestCommentIdsDesigns")
    void theFirstOfOneParentsIdsRunAsOneSortedFind(String designName) {
        run("blog-newest-comment-ids", designName);
    }

    static Stream<Arguments> newestCommentIdsDesigns() {
        return WORKLOADS.get("blog-newest-comment-ids").stream().map(Arguments::of);
    }

    /** The design's run in the batch: every pattern sent the estimated round trips (asserted); its templates. */
    private static List<QueryTemplate> run(String label, String designName) {
        return batch.assertRoundTrips(label, designName).templates();
    }

    private static Project workload(String name) throws Exception {
        return ProjectFiles.load(Path.of(MongoshTemplatesRunTest.class.getResource("/workloads/" + name + ".docshape").toURI()));
    }
}
