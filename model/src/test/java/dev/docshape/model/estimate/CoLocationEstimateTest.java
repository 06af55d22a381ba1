package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.DatabaseKind;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.testing.Blog;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Comments stored beside their post in the post's container (docs/counting-rules.md "Co-location"). */
class CoLocationEstimateTest {
    private static final double EPS = 1e-6;

    private static DataModel blogWithPostAndComments() {
        DataModel model = Blog.project().model();
        List<dev.docshape.model.pattern.AccessPattern> patterns = new ArrayList<>(model.patterns());
        patterns.add(ReadPattern.byId("post-with-comments", "read a post with its comments", 100, "post",
                List.of(Include.of("post-comments"))));
        patterns.add(ReadPattern.byId("post-with-3-comments", "read a post with its first 3 comments", 100, "post",
                List.of(new Include("post-comments", List.of(), 3, List.of()))));
        return model.withPatterns(patterns);
    }

    private static Design coLocated() {
        return Design.named("co-located").withMapping("post-comments", new Mapping(Reference.coLocatedWithParent(), false));
    }

    @Test
    void aPostAndItsCommentsComeBackInOneQueryWithTheSameDocumentsAndBytes() {
        DataModel model = blogWithPostAndComments();
        Estimate referenced = Estimator.estimate(model, Design.named("referenced"), Profile.cosmos());
        Estimate together = Estimator.estimate(model, coLocated(), Profile.cosmos());
        assertTrue(together.problems().isEmpty(), together.problems().toString());
        PatternEstimate apart = referenced.pattern("post-with-comments").orElseThrow();
        PatternEstimate one = together.pattern("post-with-comments").orElseThrow();
        assertEquals(2, apart.roundTrips());
        assertEquals(1, one.roundTrips());
        assertEquals(1, one.depth());
        assertEquals(1 + Blog.COMMENTS_PER_POST, one.docsRead(), EPS);
        assertEquals(apart.docsRead(), one.docsRead(), EPS);
        // the same documents, each with its type field: "type":"Post", 14 characters and "type":"Comment", 17 (decision 0335)
        assertEquals(apart.bytesRead() + 14 + Blog.COMMENTS_PER_POST * 17, one.bytesRead(), EPS);
        assertTrue(one.ru() < apart.ru(), "one query (" + one.ru() + " RU) costs less than a point read and a query (" + apart.ru() + " RU)");
        Request query = one.requests().get(0);
        assertEquals(Request.Operation.QUERY, query.operation());
        assertTrue(query.description().contains("with its Comment documents"), query.description());
    }

    @Test
    void aLimitPerPostFoldsInOnlyTheFirstChildren() {
        PatternEstimate three = Estimator.estimate(blogWithPostAndComments(), coLocated(), Profile.cosmos())
                .pattern("post-with-3-comments").orElseThrow();
        assertEquals(1, three.roundTrips());
        // the post and its first 3 comments, 12.5 a post spread evenly over 0 to 25: fewer from posts with fewer than 3
        assertEquals(1 + (3 * 3 / 2.0 + 3 * (25 - 3)) / 25, three.docsRead(), EPS);
    }

    @Test
    void listingTheChildrenOfAPostStaysOneQueryAndWritesAreUnchanged() {
        DataModel model = blogWithPostAndComments();
        Estimate referenced = Estimator.estimate(model, Design.named("referenced"), Profile.cosmos());
        Estimate together = Estimator.estimate(model, coLocated(), Profile.cosmos());
        for (String id : List.of("list-post-comments", "create-comment", "read-post")) {
            PatternEstimate a = referenced.pattern(id).orElseThrow();
            PatternEstimate b = together.pattern(id).orElseThrow();
            assertEquals(a.roundTrips(), b.roundTrips(), id);
            assertEquals(a.docsRead() + a.docsWritten(), b.docsRead() + b.docsWritten(), EPS, id);
        }
    }

    /** Every document of a container carries the type field, host included; other collections do not (decision 0335). */
    @Test
    void theTypeFieldCountsInTheSizeOfEveryDocumentOfTheContainerOnly() {
        DataModel model = blogWithPostAndComments();
        for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
            Estimate referenced = Estimator.estimate(model, Design.named("referenced"), profile);
            Estimate together = Estimator.estimate(model, coLocated(), profile);
            // BSON: type byte, "type" and NUL, then length, the name and NUL; JSON: "type":"Post",
            boolean bson = profile.kind() == DatabaseKind.MONGODB;
            Map<String, Long> typeBytes = bson ? Map.of("Post", 6L + 4 + 4 + 1, "Comment", 6L + 4 + 7 + 1, "User", 0L)
                    : Map.of("Post", 8L + 6, "Comment", 8L + 9, "User", 0L);
            typeBytes.forEach((collection, bytes) -> {
                CollectionEstimate apart = referenced.collection(collection).orElseThrow();
                CollectionEstimate one = together.collection(collection).orElseThrow();
                assertEquals(apart.avgBytes() + bytes, one.avgBytes(), collection + " under " + profile.name());
                assertEquals(apart.maxBytes() + bytes, one.maxBytes(), collection + " under " + profile.name());
            });
            // a new comment is written with its type field
            assertEquals(referenced.pattern("create-comment").orElseThrow().bytesWritten() + typeBytes.get("Comment"),
                    together.pattern("create-comment").orElseThrow().bytesWritten(), EPS, profile.name());
        }
    }

    @Test
    void theContainerIsThePostsCollectionWithATypeField() {
        Project blog = Blog.project();
        Design design = coLocated();
        CoLocations all = CoLocations.of(blog.model(), design, Projector.project(blog.model(), design));
        assertEquals(1, all.groups().size());
        CoLocation group = all.groups().get(0);
        assertEquals("Post", group.container());
        assertEquals("type", group.typeField());
        assertEquals(List.of("Post", "Comment"), group.members().stream().map(CoLocation.Member::typeValue).toList());
        assertEquals("Post", all.containerOf("Comment"));
        assertTrue(all.holds("post-comments"));
    }

    @Test
    void aCoLocationThatCannotHoldIsNamedAndIgnored() {
        Project blog = Blog.project();
        // the posts are embedded in their user: they have no collection to hold comments
        Design design = coLocated().withMapping("user-posts", Mapping.embed());
        CoLocations all = CoLocations.of(blog.model(), design, Projector.project(blog.model(), design));
        assertTrue(all.groups().isEmpty());
        assertEquals(1, all.problems().size());
        assertTrue(all.problems().get(0).contains("'comments'") && all.problems().get(0).contains("Post has no collection"),
                all.problems().toString());
        Estimate estimate = Estimator.estimate(blogWithPostAndComments(), design, Profile.cosmos());
        assertEquals(all.problems(), estimate.problems());
        PatternEstimate apart = estimate.pattern("post-with-comments").orElseThrow();
        assertEquals(2, apart.roundTrips());
    }
}
