package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.estimate.Request.Operation;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Copies of an instance kept in the same collection as its own documents: each user's document holds copies (id and
 * handle) of the users it follows. Renaming or deleting a user writes its own document by its id and, in a second
 * request, the documents of its followers holding its copies (decision 0508). A co-located container holding the
 * posts beside their authors, each post with a copy of its last editor, is written the same way.
 */
class CopiesBesideOwnDocumentsTest {
    private static final double FOLLOWERS = 3;

    private static final Entity USER = new Entity("user", "User", List.of(Field.string("handle", 15), Field.string("bio", 160)),
            10_000, 0, null);
    private static final Relationship FOLLOWS = new Relationship("user-follows", "user", "user", "following", "followers",
            Cardinality.MANY_TO_MANY, FOLLOWERS, null, FOLLOWERS, false, Volatility.STABLE);
    private static final WritePattern RENAME = new WritePattern("rename", "a user changes handle", 1, WriteKind.UPDATE, "user",
            null, List.of("handle"), List.of());
    private static final WritePattern LEAVE = new WritePattern("leave", "delete a user", 1, WriteKind.DELETE, "user", null,
            List.of(), List.of());

    private static PatternEstimate socialNetwork(String pattern, Profile profile, Partitioning partitioning) {
        DataModel model = new DataModel(List.of(USER), List.of(FOLLOWS), List.of(RENAME, LEAVE));
        Design design = Design.named("co-located")
                .withMapping("user-follows", new Mapping(new ExtendedReference(Holder.PARENT, List.of("handle")), false))
                .withPartitioning(partitioning);
        return Estimator.estimate(model, design, profile).pattern(pattern).orElseThrow();
    }

    private static PatternEstimate socialNetwork(String pattern) {
        return socialNetwork(pattern, Profile.mongodb(), Partitioning.NONE);
    }

    @Test
    void renamingAUserSetsItsOwnHandleAndThenItsFollowersCopies() {
        PatternEstimate rename = socialNetwork("rename");
        assertEquals(2, rename.roundTrips(), "the user's document by id, then its copies");
        assertEquals(List.of(Operation.PATCH, Operation.PATCH_MANY), operations(rename));
        assertEquals(List.of(1.0, FOLLOWERS), docs(rename), "one own document, one copy in each follower's document");
        assertEquals(1 + FOLLOWERS, rename.docsWritten(), 1e-9);
    }

    @Test
    void deletingAUserDeletesItsDocumentAndPullsItsCopies() {
        PatternEstimate leave = socialNetwork("leave");
        assertEquals(2, leave.roundTrips());
        assertEquals(List.of(Operation.DELETE, Operation.PATCH_MANY), operations(leave),
                "the user's document deleted, its copies pulled from its followers' documents");
        assertEquals(List.of(1.0, FOLLOWERS), docs(leave));
        assertEquals(1 + FOLLOWERS, leave.docsWritten(), 1e-9);
    }

    @Test
    void theCopiesAreFoundInEveryPartitionTheOwnDocumentInOne() {
        PatternEstimate rename = socialNetwork("rename", Profile.cosmos(), new Partitioning(Map.of("user", "id"), 8));
        assertEquals(List.of(1, 8), rename.requests().stream().map(Request::partitions).toList(),
                "the own document by its id, its key; the copies by theirs, which is no partition key of their documents");
    }

    @Test
    void aCoLocatedContainerWritesTheAuthorAndThePostsCopiesOfIt() {
        Entity post = new Entity("post", "Post", List.of(Field.string("text", 200)), 100_000, 0, null);
        Relationship posts = new Relationship("user-posts", "user", "post", "posts", "author", Cardinality.ONE_TO_MANY, 10, null, 1,
                true, Volatility.STABLE);
        Relationship edited = new Relationship("user-edited", "user", "post", "edited", "editor", Cardinality.ONE_TO_MANY, 4, null, 1,
                false, Volatility.STABLE);
        DataModel model = new DataModel(List.of(USER, post), List.of(posts, edited), List.of(RENAME, LEAVE));
        Design design = Design.named("together")
                .withMapping("user-posts", new Mapping(Reference.coLocatedWithParent(), false))
                .withMapping("user-edited", new Mapping(new ExtendedReference(Holder.CHILD, List.of("handle")), false));
        Estimate e = Estimator.estimate(model, design, Profile.mongodb());
        PatternEstimate rename = e.pattern("rename").orElseThrow();
        assertEquals(List.of(Operation.PATCH, Operation.PATCH_MANY), operations(rename), "the user, then the posts it edited");
        assertEquals(List.of(1.0, 4.0), docs(rename));
        PatternEstimate leave = e.pattern("leave").orElseThrow();
        assertEquals(List.of(Operation.DELETE, Operation.PATCH_MANY), operations(leave));
        assertEquals(5, leave.docsWritten(), 1e-9);
    }

    /**
     * Orders keeping copies of their buyer and of their seller: each set of copies sits at a path of its own, so renaming
     * a user writes its document, its copies as buyer and its copies as seller, each by a request naming its
     * relationship (decision 0517); before, one request named the buyer's relationship alone.
     */
    @Test
    void copiesPutThereByTwoRelationshipsAreWrittenByARequestEach() {
        Entity order = new Entity("order", "Order", List.of(Field.string("total", 8)), 200_000, 0, null);
        Relationship bought = new Relationship("buyer-orders", "user", "order", "purchases", "buyer", Cardinality.ONE_TO_MANY, 10,
                null, 40, false, Volatility.STABLE);
        Relationship sold = new Relationship("seller-orders", "user", "order", "sales", "seller", Cardinality.ONE_TO_MANY, 6,
                null, 40, false, Volatility.STABLE);
        DataModel model = new DataModel(List.of(USER, order), List.of(bought, sold), List.of(RENAME, LEAVE));
        Design design = Design.named("copies")
                .withMapping("buyer-orders", new Mapping(new ExtendedReference(Holder.CHILD, List.of("handle")), false))
                .withMapping("seller-orders", new Mapping(new ExtendedReference(Holder.CHILD, List.of("handle")), false));
        Estimate e = Estimator.estimate(model, design, Profile.mongodb());
        for (String pattern : List.of("rename", "leave")) {
            PatternEstimate p = e.pattern(pattern).orElseThrow();
            assertEquals(3, p.roundTrips(), pattern + ": the user, its copies as buyer, its copies as seller");
            assertEquals(java.util.Arrays.asList(null, "buyer-orders", "seller-orders"),
                    p.requests().stream().map(r -> r.intent().relationship()).toList(), pattern);
            assertEquals(List.of(1.0, 10.0, 6.0), docs(p), pattern);
        }
    }

    private static List<Operation> operations(PatternEstimate p) {
        return p.requests().stream().map(Request::operation).toList();
    }

    private static List<Double> docs(PatternEstimate p) {
        return p.requests().stream().map(Request::docs).toList();
    }
}
