package dev.docshape.model.estimate;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.testing.Blog;
import dev.docshape.model.validate.ModelValidator;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Counts and projected fields on included relationships, not only the root (docs/counting-rules.md
 * "Projections and counts on includes"): a user's page lists the titles of their posts, each with its comment count.
 */
class IncludeCountsAndProjectionsTest {
    private static final double EPS = 1e-6;

    private static Project blog(Include posts) {
        Project p = Blog.project();
        List<AccessPattern> patterns = new ArrayList<>(p.model().patterns());
        patterns.add(ReadPattern.byId("user-page", "a user's page: post titles with comment counts", 100, "user", List.of(posts)));
        return p.withModel(p.model().withPatterns(patterns));
    }

    private static PatternEstimate page(Include posts, String design, Profile profile) {
        Project p = blog(posts);
        Estimate e = Estimator.estimate(p.model(), design(p, design), profile);
        assertTrue(e.problems().isEmpty(), e.problems().toString());
        return e.pattern("user-page").orElseThrow();
    }

    private static Design design(Project p, String name) {
        return p.designs().stream().filter(d -> d.name().equals(name)).findFirst().orElseThrow();
    }

    private static Request posts(PatternEstimate e) {
        return e.requests().stream().filter(r -> r.collection().equals("Post")).findFirst().orElseThrow();
    }

    @Test
    void anIncludedRelationshipIsCountedForEachInstanceItReaches() {
        Include titles = new Include("user-posts", List.of("title"), 0, List.of(), List.of("post-comments"));
        PatternEstimate referenced = page(titles, "referenced", Profile.cosmos());
        assertEquals(3, referenced.roundTrips(), "the user, their posts, one count query for all their posts' comments");
        Request count = referenced.requests().get(2);
        assertEquals(Request.Operation.COUNT, count.operation());
        assertEquals("Comment", count.collection());
        assertEquals(0, count.docs(), EPS, "a count returns no document");
        assertEquals(3, count.level(), "it needs the posts' ids");

        PatternEstimate kept = page(titles, "denormalized", Profile.cosmos());
        assertEquals(2, kept.roundTrips(), "the count kept on each post comes with the post");
        assertTrue(kept.requests().stream().noneMatch(r -> r.operation() == Request.Operation.COUNT));
    }

    @Test
    void aReadOfSomeFieldsIsPricedByWhatItReturnsWhereTheDatabaseChargesThatWay() {
        Include all = new Include("user-posts", List.of(), 0, List.of());
        Include titles = new Include("user-posts", List.of("title"), 0, List.of());
        for (Profile profile : List.of(Profile.cosmos(), Profile.mongodb())) {
            Request whole = posts(page(all, "referenced", profile));
            Request projected = posts(page(titles, "referenced", profile));
            assertEquals(whole.docs(), projected.docs(), EPS, "the same posts");
            assertEquals(whole.bytes(), projected.bytes(), EPS, "the server reads whole documents either way");
            assertEquals(whole.bytes(), whole.bytesReturned(), EPS, "all fields: whole documents come back");
            assertTrue(projected.bytesReturned() < whole.bytesReturned() / 4,
                    profile.name() + ": the titles are a small part of a post (" + projected.bytesReturned() + " of " + whole.bytesReturned() + ")");
            assertTrue(projected.ru() < whole.ru(), profile.name() + ": a query is charged per KB returned");
        }
        PatternEstimate page = page(titles, "referenced", Profile.mongodb());
        assertEquals(page.requests().stream().mapToDouble(Request::bytesReturned).sum(), page.bytesReturned(), EPS);
        assertTrue(page.bytesReturned() < page.bytesRead());
    }

    @Test
    void aProjectionKeepsTheCountsAndLinksTheReadNeeds() {
        Include titles = new Include("user-posts", List.of("title"), 0, List.of());
        Include titlesAndCounts = titles.withCounts(List.of("post-comments"));
        double without = posts(page(titles, "denormalized", Profile.mongodb())).bytesReturned();
        double with = posts(page(titlesAndCounts, "denormalized", Profile.mongodb())).bytesReturned();
        assertTrue(with > without, "the kept comment count is returned when the read counts comments: " + with + " > " + without);
    }

    @Test
    void aCountOfARelationshipThatDoesNotTouchTheIncludedEntityIsReported() {
        Include wrong = new Include("user-posts", List.of(), 0, List.of(), List.of("user-likes"));
        String problems = ModelValidator.validate(blog(wrong)).toString();
        assertTrue(problems.contains("counts relationship 'user-likes', which does not touch Post"), problems);
    }
}
