package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.TiedPlaces;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The first N of all comments by an order with few values (a rating from 1 to 5, a boolean) tie, and a store returns
 * tied items in its own order, following the posts holding them: the estimate reads them as consecutive comments
 * (docs/counting-rules.md "Ties in an order"); an order by a price keeps the spread draws, a date its own rule (decision 0449).
 */
class TiedOrderTest {

    /** 1,000 posts of exactly 60 comments, rated 1 to 5, flagged or not, dated, priced. */
    private static DataModel blog(int limit) {
        Entity post = Entity.of("post", "Post", List.of(Field.string("title", 60)), 1000);
        Entity comment = Entity.of("comment", "Comment", List.of(Field.string("text", 200), Field.of("rating", FieldType.INTEGER),
                Field.of("flagged", FieldType.BOOLEAN), Field.of("createdAt", FieldType.DATE), Field.of("tip", FieldType.DOUBLE)), 60_000);
        Relationship comments = new Relationship("post-comments", "post", "comment", "comments", "post", Cardinality.ONE_TO_MANY,
                60, 60, 1, true, Volatility.STABLE, 60);
        List<AccessPattern> reads = List.of(
                first("best", "rating", limit), first("flagged", "flagged", limit), first("newest", "createdAt", limit), first("tipped", "tip", limit));
        return new DataModel(List.of(post, comment), List.of(comments), reads);
    }

    private static ReadPattern first(String id, String field, int limit) {
        return new ReadPattern(id, "the first " + limit + " comments by " + field, 1, "comment", Selection.FILTER, null, 60_000, limit,
                List.of(), List.of(), List.of(), Ordering.descending(field));
    }

    private static Estimate estimate(DataModel blog, Mapping comments) {
        return Estimator.estimate(blog, Design.named("d").withMapping("post-comments", comments), Profile.mongodb());
    }

    @Test
    void theBestRatedAreConsecutiveCommentsOfFewPosts() {
        Estimate embedded = estimate(blog(50), new Mapping(new Embed(), false));
        PatternEstimate best = embedded.pattern("best").orElseThrow();
        // a fifth rated 5: the first 50 of them lie in the first 250 or so comments in the store's order, which starts at
        // the first post's first comment; a post before the last holds one unless none of its 60 is rated 5 (decision 0564)
        assertEquals(TiedPlaces.documents(50, 0.2, 60, 1000), best.docsRead(), 1e-6);
        assertTrue(best.requests().get(0).description().contains("rating has 5 values: the first tie"), best.requests().get(0).description());
        // a boolean: half of the comments flagged, the first 50 in 100 or so consecutive comments: 2 posts, rarely 1 or 3
        assertEquals(TiedPlaces.documents(50, 0.5, 60, 1000), embedded.pattern("flagged").orElseThrow().docsRead(), 1e-6);
        // a price has no declared few values: spread draws, as before
        PatternEstimate tipped = embedded.pattern("tipped").orElseThrow();
        assertEquals(1000 * (1 - Math.pow(1 - 60 / (60_000 - 24.5), 50)), tipped.docsRead(), 1e-9);
        assertTrue(tipped.requests().get(0).description().contains("the order taken as unrelated to the document"));
        // a date of the comment's own dates it after its post (undated posts: all at the start), by its place: every
        // post's last comment lies in the newest sixtieth, so the newest 50 are the last comments of 50 posts (decision 0449)
        PatternEstimate newest = embedded.pattern("newest").orElseThrow();
        assertEquals(50, newest.docsRead(), 1e-6);
        assertTrue(newest.requests().get(0).description().contains("the newest sit in few containers"));
        // every post holds 60 comments: the posts read are as large as any post
        assertEquals(best.bytesRead() / best.docsRead(), tipped.bytesRead() / tipped.docsRead(), 1e-6);
    }

    @Test
    void bucketsOfATieAreSizedAtTheFillsTheStretchReads() {
        Estimate buckets = estimate(blog(50), new Mapping(new Bucket(50, Ordering.descending("createdAt")), false));
        PatternEstimate best = buckets.pattern("best").orElseThrow();
        PatternEstimate tipped = buckets.pattern("tipped").orElseThrow();
        // buckets of 50 and 10: a spread draw lands in a bucket of 50 five times in six, the stretch reads both alike
        assertTrue(best.bytesRead() / best.docsRead() < 0.85 * tipped.bytesRead() / tipped.docsRead(),
                best.bytesRead() / best.docsRead() + " per bucket of the stretch, " + tipped.bytesRead() / tipped.docsRead() + " spread");
        assertTrue(best.docsRead() < 9 && best.docsRead() > 7, "about 250 comments' buckets: " + best.docsRead());
    }

    @Test
    void beyondTheTopValueWholeValuesAreSpreadAndTheRestConsecutive() {
        // 15,000 comments: 12,000 rated 5 are taken whole (spread over every post), the 3,000 more crowd among the 4s
        Estimate embedded = estimate(blog(15_000), new Mapping(new Embed(), false));
        assertEquals(1000, embedded.pattern("best").orElseThrow().docsRead(), 0.01, "12,000 spread draws hit every post");
    }
}
