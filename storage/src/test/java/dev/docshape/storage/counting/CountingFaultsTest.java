package dev.docshape.storage.counting;

import dev.docshape.model.Project;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.Measurer;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.SampleStore;
import dev.docshape.storage.store.StoredCollection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The four counting faults of issue 11, each on a shop or blog model like the one that showed it. */
class CountingFaultsTest {
    @TempDir
    Path dir;

    private final Project shop = Workloads.load("shop");
    private final Project blog = Workloads.load("blog");

    @ParameterizedTest
    @ValueSource(strings = {"lines-embedded-extref", "lines-embedded-ref"})
    void orderLinesEmbeddedInTheOrderGetNoCollectionOfTheirOwn(String design) {
        List<String> names = collections(shop, design);
        assertEquals(List.of("Customer", "Order", "Product"), names);
        // in the store too: no stray lines without an order id
        Path store = dir.resolve(design + ".db");
        SampleData.materialize(shop, design, store, SampleOptions.of(3, 0.001), Progress.NONE);
        try (SampleStore s = SampleData.openStore(store, shop)) {
            assertEquals(names, s.collections().stream().map(StoredCollection::name).toList());
        }
    }

    @Test
    void renamingAProductWritesItAndTheOrdersHoldingItsCopies() {
        PatternEstimate rename = Workloads.estimate(shop, "lines-embedded-extref", "rename-product");
        // the product and the orders holding its 250 copies, no stray line documents (which made it 501): an order with
        // two lines of the same product is written once, so the orders are the distinct ones of 250 draws (decision 0476)
        assertTrue(rename.docsWritten() > 250 && rename.docsWritten() <= 251, rename.requests().toString());
        assertEquals(2, rename.roundTrips());
    }

    @Test
    void acceptingTheAdvisorsEmbedTheLinesSuggestionLeavesNoLineCollection() {
        Project p = shop.withActiveDesign("referenced");
        Finding embedLines = Advisor.advise(p.model(), p.active(), Profile.mongodb()).stream()
                .filter(f -> f.suggestion().isPresent() && f.suggestion().get().relationshipId().equals("order-lines")
                        && f.suggestion().get().mapping().strategy() instanceof Embed)
                .findFirst().orElseThrow(() -> new AssertionError("the advisor no longer suggests embedding the lines"));
        Project after = embedLines.suggestedEdit(p).orElseThrow().apply(p);
        assertEquals(List.of("Customer", "Order", "Product"), collections(after, "referenced"));
    }

    @Test
    void readingTheAuthorBackFromTheirPostsReadsOneAuthor() {
        PatternEstimate e = Workloads.estimate(blog, "referenced", "user-posts-with-name");
        assertEquals(27 + 1, e.docsRead(), 1e-9, e.requests().toString());
        Path store = dir.resolve("blog.db");
        SampleData.materialize(blog, "referenced", store, SampleOptions.of(5, 0.01), Progress.NONE);
        PatternMeasure m = measured(blog, store, "user-posts-with-name");
        // every run reads one user's posts and that one user: posts per user plus exactly one
        assertTrue(m.parents() >= 20, "distinct users sampled: " + m.parents());
        double postsPerUser = postsPerUser(store);
        assertEquals(postsPerUser + 1, m.docsRead(), 0.15 * postsPerUser, "measured " + m);
    }

    @Test
    void aCommentUpdatesTheCountOnThePostAndOnItsCopyInTheAuthor() {
        PatternEstimate e = Workloads.estimate(blog, "posts-in-author", "add-comment");
        assertEquals(3, e.docsWritten(), 1e-9, e.requests().toString());
        assertEquals(3, e.roundTrips());
        Path store = dir.resolve("blog-embedded.db");
        SampleData.materialize(blog, "posts-in-author", store, SampleOptions.of(5, 0.001), Progress.NONE);
        PatternMeasure m = measured(blog, store, "add-comment");
        assertEquals(3, m.docsWritten(), 1e-9, m.toString());
        assertEquals(3, m.roundTrips());
    }

    @Test
    void aNewUserIsSizedWithoutThePostsItWillCollect() {
        PatternEstimate embedded = Workloads.estimate(blog, "posts-in-author", "create-user");
        PatternEstimate referenced = Workloads.estimate(blog, "referenced", "create-user");
        double userWithPosts = Estimator.estimate(blog.model(), blog.design("posts-in-author").orElseThrow(), Profile.mongodb())
                .collection("User").orElseThrow().avgBytes();
        assertTrue(userWithPosts > 27 * 3000, "the user document embeds its posts: " + userWithPosts);
        // a new user document holds its own fields only: the same bytes as the referenced design's user
        assertEquals(referenced.bytesWritten(), embedded.bytesWritten(), 1e-9);
        assertTrue(embedded.bytesWritten() < 200, "new user: " + embedded.bytesWritten());
    }

    @Test
    void aNewOrderIsSizedWithTheLinesItIsPlacedWith() {
        PatternEstimate place = Workloads.estimate(shop, "lines-embedded-extref", "place-order");
        long avgOrder = Estimator.estimate(shop.model(), shop.design("lines-embedded-extref").orElseThrow(), Profile.mongodb())
                .collection("Order").orElseThrow().avgBytes();
        assertEquals(avgOrder, place.bytesWritten(), 1.0, "bounded embedded lines come with the order");
    }

    private static List<String> collections(Project p, String design) {
        return Projector.project(p.model(), p.design(design).orElseThrow()).collections().stream().map(CollectionShape::name).toList();
    }

    private static PatternMeasure measured(Project p, Path store, String pattern) {
        MeasureReport r = Measurer.measure(p, store, Profile.mongodb(), 20, Progress.NONE);
        assertFalse(r.patterns().isEmpty());
        return r.patterns().stream().filter(m -> m.patternId().equals(pattern)).findFirst().orElseThrow();
    }

    private double postsPerUser(Path store) {
        try (SampleStore s = SampleData.openStore(store, blog)) {
            return s.read(snap -> (double) snap.count("Post") / snap.count("User"));
        }
    }
}
