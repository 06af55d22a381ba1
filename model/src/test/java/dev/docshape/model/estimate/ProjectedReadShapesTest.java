package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Partitioning;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.testing.Blog;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every read shape that can return only some fields is priced by what it returns where the database charges that way
 * (docs/counting-rules.md "Projections and counts on includes"): a read by id, bucket documents, co-located documents.
 */
class ProjectedReadShapesTest {
    private static final double EPS = 1e-6;

    private static PatternEstimate read(Design design, Profile profile, List<String> postFields, List<String> commentFields) {
        DataModel model = Blog.project().model();
        List<AccessPattern> patterns = new ArrayList<>(model.patterns());
        patterns.add(new ReadPattern("post-page", "a post with its comments", 100, "post", Selection.BY_ID, null, 1, 1, postFields,
                List.of(new Include("post-comments", commentFields, 0, List.of())), List.of()));
        Estimate e = Estimator.estimate(model.withPatterns(patterns), design, profile);
        assertTrue(e.problems().isEmpty(), e.problems().toString());
        return e.pattern("post-page").orElseThrow();
    }

    private static Request on(PatternEstimate e, String collectionPart) {
        return e.requests().stream().filter(r -> r.collection().contains(collectionPart)).findFirst().orElseThrow();
    }

    @Test
    void aReadByIdReturnsTheFieldsItNamesOnMongoDbAndTheWholeItemOnCosmosDb() {
        Design referenced = Design.named("referenced");
        for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
            Request whole = on(read(referenced, profile, List.of(), List.of()), "Post");
            Request title = on(read(referenced, profile, List.of("title"), List.of()), "Post");
            assertEquals(Request.Operation.POINT_READ, title.operation());
            assertEquals(whole.bytes(), title.bytes(), EPS, "the server reads the whole post");
            assertEquals(whole.ru(), title.ru(), EPS, "a point read is charged by the document it reads");
            if (profile.kind().pointReadProjects()) {
                assertTrue(title.bytesReturned() < whole.bytesReturned() / 4, "find by _id with a projection: " + title.bytesReturned());
            } else {
                assertEquals(whole.bytesReturned(), title.bytesReturned(), EPS, "a Cosmos DB point read returns the whole item");
            }
        }
    }

    /**
     * The targets of ids held by several sources are one query, priced by the fields it returns, however many ids one
     * instance happens to hold: a user of one comment still has its post queried, as the templates send it and
     * {@code measure} runs it (decision 0463); only one target expected from one source is a point read, whole on Cosmos DB.
     */
    @Test
    void idsHeldBySeveralSourcesAreQueriedForTheFieldsNamedAndOneTargetOfOneSourceIsReadById() {
        Design referenced = Design.named("referenced");
        DataModel model = Blog.project().model();
        List<AccessPattern> patterns = new ArrayList<>(model.patterns());
        patterns.add(new ReadPattern("commented-posts", "a user with its comments and the titles of their posts", 100, "user",
                Selection.BY_ID, null, 1, 1, List.of(), List.of(new Include("user-comments", List.of(), 0,
                List.of(new Include("post-comments", List.of("title"), 0, List.of())))), List.of()));
        Estimate e = Estimator.estimate(model.withPatterns(patterns), referenced, Profile.cosmos());
        Request posts = e.pattern("commented-posts").orElseThrow().requests().stream()
                .filter(r -> r.intent().action() == Intent.Action.READ_BY_IDS_IN_SOURCE).findFirst().orElseThrow();
        assertTrue(posts.docs() > 1, posts.toString());
        assertEquals(Request.Operation.QUERY, posts.operation(), "one query for the posts of every comment");
        assertTrue(posts.bytesReturned() < posts.bytes() / 4, "the titles, not whole posts: " + posts);
        Request author = e.pattern("read-post").orElseThrow().requests().stream()
                .filter(r -> r.intent().action() == Intent.Action.READ_BY_IDS_IN_SOURCE).findFirst().orElseThrow();
        assertEquals(Request.Operation.POINT_READ, author.operation(), "a post's one author by id");
        assertEquals(author.bytes(), author.bytesReturned(), EPS, "a Cosmos DB point read returns the whole user");
    }

    /** The templates ask for whole bucket documents, so a read naming the items' fields gets them whole too (decision 0445). */
    @Test
    void bucketDocumentsComeBackWholeAsTheTemplatesReadThem() {
        Design bucketed = Design.named("bucketed").withMapping("post-comments", new Mapping(new Bucket(10), false));
        for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
            Request whole = on(read(bucketed, profile, List.of(), List.of()), "omment");
            Request dates = on(read(bucketed, profile, List.of(), List.of("creationDate")), "omment");
            assertEquals(whole.docs(), dates.docs(), EPS, "the same buckets");
            assertEquals(whole.bytes(), dates.bytes(), EPS, "read whole");
            assertEquals(dates.bytes(), dates.bytesReturned(), EPS, profile.name() + ": returned whole");
            assertEquals(whole.ru(), dates.ru(), EPS, profile.name() + ": charged for the whole buckets");
        }
    }

    @Test
    void coLocatedDocumentsReturnTheFieldsTheIncludeNamesAndKeepTheReadsPartitions() {
        Design together = Design.named("co-located").withMapping("post-comments", new Mapping(Reference.coLocatedWithParent(), false))
                .withPartitioning(new Partitioning(Map.of("post", "creationDate"), 8));
        Profile cosmos = Profile.cosmos();
        PatternEstimate whole = read(together, cosmos, List.of(), List.of());
        PatternEstimate dates = read(together, cosmos, List.of(), List.of("creationDate"));
        assertEquals(1, whole.roundTrips(), "the post and its comments in one query");
        Request all = whole.requests().get(0);
        Request some = dates.requests().get(0);
        assertEquals(all.bytes(), some.bytes(), EPS);
        assertTrue(some.bytesReturned() < all.bytesReturned() * 0.6, some.bytesReturned() + " of " + all.bytesReturned());
        assertTrue(some.ru() < all.ru());
        // read by its id, the post is not found by its key (creationDate): the query goes to every partition and pays for them
        assertEquals(8, all.partitions(), all.toString());
        double oneAnswer = cosmos.costs().queryRu(all.docs(), all.bytesReturned() / all.docs());
        assertEquals(oneAnswer + cosmos.costs().fanOutRu(8), all.ru(), EPS);
    }

    @Test
    void aCosmosPointReadFoldedWithCoLocatedChildrenBecomesAQueryReturningTheParentsFieldsNamed() {
        Design together = Design.named("co-located").withMapping("post-comments", new Mapping(Reference.coLocatedWithParent(), false));
        Profile cosmos = Profile.cosmos();
        Request whole = read(together, cosmos, List.of(), List.of()).requests().get(0);
        Request title = read(together, cosmos, List.of("title"), List.of()).requests().get(0);
        assertEquals(Request.Operation.QUERY, title.operation(), "one query for the post and its comments");
        // the same post found by a query: whole, and its title only
        double post = onePost(together, List.of());
        double postTitle = onePost(together, List.of("title"));
        assertTrue(postTitle < post / 4, postTitle + " of " + post);
        double comments = whole.bytesReturned() - post;
        assertEquals(postTitle + comments, title.bytesReturned(), EPS, "the post's title and the comments whole, not the whole post");
        assertEquals(cosmos.costs().queryRu(title.docs(), title.bytesReturned() / title.docs()), title.ru(), EPS, "charged by what it returns");
        assertEquals(whole.bytes(), title.bytes(), EPS, "the server reads the whole post all the same");
    }

    /** The bytes a query for one post returns under Cosmos DB asking for {@code fields} (none: the whole post). */
    private static double onePost(Design design, List<String> fields) {
        DataModel model = Blog.project().model();
        List<AccessPattern> patterns = new ArrayList<>(model.patterns());
        patterns.add(new ReadPattern("one-post", "one post", 1, "post", Selection.FILTER, null, 1, 1, fields, List.of(), List.of()));
        PatternEstimate e = Estimator.estimate(model.withPatterns(patterns), design, Profile.cosmos()).pattern("one-post").orElseThrow();
        assertEquals(1, e.docsRead(), EPS);
        return e.bytesReturned();
    }
}
