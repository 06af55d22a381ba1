package dev.docshape.model.search;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The search sizes buckets by the objective the user chose: its metric and its weights of reads and writes (decision
 * 0452, {@link BalancedBucket}).
 */
class BalancedBucketTest {
    private static final SearchSettings SETTINGS = new SearchSettings(5, Duration.ofMinutes(5), 20_000, 4);
    private static final String COMMENTS = "post-comments";
    private static final Objective REQUEST_UNITS = Objective.defaults();
    private static final Objective WRITES_FOUR_TIMES = new Objective(Objective.Metric.REQUEST_UNITS, 1, 4);
    private static final Objective BYTES = new Objective(Objective.Metric.BYTES, 1, 1);

    /**
     * Posts with about 200 comments of some 140 bytes each, read with all of them {@code reads} times a second; a
     * comment is added 100 times a second.
     */
    private static DataModel comments(double reads) {
        return new DataModel(
                List.of(Entity.of("post", "Post", List.of(Field.string("title", 60)), 100_000),
                        Entity.of("comment", "Comment", List.of(Field.string("text", 60)), 20_000_000)),
                List.of(new Relationship(COMMENTS, "post", "comment", "comments", null, Cardinality.ONE_TO_MANY,
                        200, 1_000, 1, false, Volatility.STABLE)),
                List.of(ReadPattern.byId("post-with-comments", "a post with all its comments", reads, "post",
                                List.of(Include.of(COMMENTS))),
                        new WritePattern("add-comment", "add a comment", 100, WriteKind.INSERT, "comment", COMMENTS,
                                List.of(), List.of())));
    }

    private static final Design REFERENCED =
            new Design("referenced", Map.of(COMMENTS, Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of());

    /** The size of the buckets the search's best design under {@code objective} keeps the comments in. */
    private static int bucketChosen(DataModel model, Objective objective) {
        SearchResult result = new DesignSearch(model, Profile.cosmos(), objective, SearchConstraints.none(), SETTINGS)
                .run(REFERENCED, p -> { }, () -> false);
        Strategy chosen = result.best().design().mappings().get(COMMENTS).strategy();
        assertTrue(chosen instanceof Bucket, "under " + objective + " the comments should go to buckets: " + chosen);
        return ((Bucket) chosen).size();
    }

    /** The score under {@code objective} of the comments in buckets of {@code size}. */
    private static double score(DataModel model, Objective objective, int size) {
        return new CandidatePricer(model, Profile.cosmos(), objective, SearchConstraints.none())
                .price(REFERENCED.withMapping(COMMENTS, new Mapping(new Bucket(size), false))).figures().score();
    }

    /** Each objective's size costs less by that objective than the other's: the objective is why the size differs. */
    private static void assertEachSizeWinsItsObjective(DataModel model, Objective one, Objective other) {
        int oneSize = bucketChosen(model, one);
        int otherSize = bucketChosen(model, other);
        assertNotEquals(oneSize, otherSize, one + " and " + other + " should size the buckets differently");
        assertTrue(score(model, one, oneSize) < score(model, one, otherSize),
                "under " + one + ": buckets of " + oneSize + " against " + otherSize);
        assertTrue(score(model, other, otherSize) < score(model, other, oneSize),
                "under " + other + ": buckets of " + otherSize + " against " + oneSize);
    }

    @Test
    void writesWeightedMoreMakeSmallerBuckets() {
        DataModel model = comments(50);
        assertEachSizeWinsItsObjective(model, REQUEST_UNITS, WRITES_FOUR_TIMES);
        assertTrue(bucketChosen(model, WRITES_FOUR_TIMES) < bucketChosen(model, REQUEST_UNITS));
    }

    /** Under bytes a bucket costs its own fields once per read, and a write rewrites all its items, whatever their KB. */
    @Test
    void bytesSizeTheBucketsOtherwiseThanRequestUnits() {
        assertEachSizeWinsItsObjective(comments(50), REQUEST_UNITS, BYTES);
    }

    /**
     * Read 10 times a second, the comments balance below what fits in the first KB, which a write rewrites at no extra
     * charge: weighting the writes four times over leaves the size as it is.
     */
    @Test
    void writesWeightedMoreKeepTheBucketThatFitsTheFirstKb() {
        DataModel model = comments(10);
        int size = bucketChosen(model, REQUEST_UNITS);
        assertEquals(size, bucketChosen(model, WRITES_FOUR_TIMES));
        assertTrue(score(model, WRITES_FOUR_TIMES, size) < score(model, WRITES_FOUR_TIMES, size * 2),
                "buckets of " + size + " against " + size * 2);
    }
}
