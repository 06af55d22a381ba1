package dev.docshape.storage.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.sample.Shop;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reads of the first N by an order sort, ties by id (decision 0510), and limit; ordered subsets push with $sort and $slice (docs/counting-rules.md "Ordering and feeds"). */
class OrderingTemplatesTest {
    private static final Ordering NEWEST = Ordering.descending("createdAt");

    private static String render(QueryLanguage language, Design design, Profile profile) {
        DataModel m = Shop.model();
        DataModel model = new DataModel(m.entities(), m.relationships(), List.of(
                new ReadPattern("newest-reviews", "newest reviews of a book", 5, "review", Selection.FILTER, "book-reviews",
                        10, 3, List.of(), List.of(), List.of(), NEWEST),
                new ReadPattern("best-books", "the cheapest books", 1, "book", Selection.FILTER, null, 2000, 20,
                        List.of(), List.of(), List.of(), Ordering.ascending("price")),
                new ReadPattern("newest-of-all", "the 5 newest reviews of all books", 1, "review", Selection.FILTER, null, 2000, 5,
                        List.of(), List.of(), List.of(), NEWEST),
                new WritePattern("add-review", "add a review", 2, WriteKind.INSERT, "review", "book-reviews", List.of(), List.of())));
        var estimate = Estimator.estimate(model, design, profile);
        return language.render("shop", QueryTemplates.of(model, design, Projector.project(model, design), estimate));
    }

    @Test
    void aReadOfTheFirstNSortsAndLimits() {
        String js = render(QueryLanguage.MONGOSH, Shop.normalized(), Profile.mongodb());
        assertTrue(js.contains(".find({ \"bookId\": input?.[\"id\"] }).sort({ \"createdAt\": -1, \"_id\": 1 }).limit(3)"), js);
        assertTrue(js.contains(".find({}).sort({ \"price\": 1, \"_id\": 1 }).limit(20)"), js);
        String java = render(QueryLanguage.JAVA, Shop.normalized(), Profile.mongodb());
        assertTrue(java.contains(".sort(") && java.contains(".limit(3)"), java);
        String sql = render(QueryLanguage.COSMOS_SQL, Shop.normalized(), Profile.cosmos());
        assertTrue(sql.contains("SELECT * FROM c WHERE c[\"bookId\"] = @id ORDER BY c[\"bookId\"] ASC, c[\"createdAt\"] DESC, c[\"id\"] ASC OFFSET 0 LIMIT 3"), sql);
        assertTrue(sql.contains("SELECT * FROM c ORDER BY c[\"price\"] ASC, c[\"id\"] ASC OFFSET 0 LIMIT 20"), sql);
    }

    /**
     * A bucket document holds no field of its items: the first 3 reviews by the buckets' own order are in the newest
     * ceil(3 / 2) = 2 buckets, newest id first (decision 0393); in another order every bucket is read.
     */
    @Test
    void theFirstNKeptInBucketsReadTheNewestBucketsTheyNeed() {
        Design kept = Shop.normalized().withMapping("book-reviews", new Mapping(new Bucket(2, NEWEST), false));
        String js = render(QueryLanguage.MONGOSH, kept, Profile.mongodb());
        // the first 3 items over the newest buckets, newest id first, grouped back into their buckets (decision 0524)
        assertTrue(js.contains(".aggregate([{ \"$match\": { \"bookId\": input?.[\"id\"] } }, { \"$sort\": { \"_id\": -1 } }, "
                + "{ \"$unwind\": \"$reviews\" }, { \"$limit\": 3 }, { \"$group\": { \"_id\": \"$_id\", \"bucket\": "
                + "{ \"$first\": \"$$ROOT\" }, \"reviews\": { \"$push\": \"$reviews\" } } }, { \"$replaceRoot\": { \"newRoot\": "
                + "{ \"$mergeObjects\": [\"$bucket\", { \"reviews\": \"$reviews\" }] } } }, { \"$sort\": { \"_id\": -1 } }]"), js);
        assertFalse(js.contains(".sort({ \"createdAt\": -1 })"), "a bucket document has no createdAt: " + js);
        String sql = render(QueryLanguage.COSMOS_SQL, kept, Profile.cosmos());
        assertTrue(sql.contains("SELECT * FROM c WHERE c[\"bookId\"] = @id ORDER BY c[\"bookId\"] ASC, c[\"id\"] DESC OFFSET 0 LIMIT 2"), sql);
        String other = render(QueryLanguage.MONGOSH, Shop.normalized().withMapping("book-reviews",
                new Mapping(new Bucket(2, Ordering.ascending("createdAt")), false)), Profile.mongodb());
        assertTrue(other.contains(".find({ \"bookId\": input?.[\"id\"] }).toArray()"), "another order reads every bucket: " + other);
    }

    /** Cosmos DB SQL cannot sort by a value inside an array: it reads every holder and says who takes the first N (decision 0393). */
    @Test
    void theFirstNOfAllEmbeddedItemsAreTakenByTheApplicationInCosmosDb() {
        Design embedded = Shop.normalized().withMapping("book-reviews", new Mapping(new Embed(), false));
        String sql = render(QueryLanguage.COSMOS_SQL, embedded, Profile.cosmos());
        assertFalse(sql.contains("ORDER BY c[\"reviews\"]"), sql);
        assertTrue(sql.contains("SELECT * FROM c WHERE EXISTS(SELECT VALUE x0 FROM x0 IN c[\"reviews\"])\n-- Cosmos DB SQL cannot sort by a value inside an array: this reads every document"
                + " holding the items, and the application takes the first 5 items by reviews.createdAt highest first, reviews.id lowest first"), sql);
        String js = render(QueryLanguage.MONGOSH, embedded, Profile.mongodb());
        assertTrue(js.contains(".sort({ \"reviews.createdAt\": -1, \"reviews.id\": 1 }).limit(5)"), js);
    }

    @Test
    void anOrderedSubsetPushesWithSortAndSliceAndServesTheRead() {
        Design ordered = Shop.normalized().withMapping("book-reviews",
                new Mapping(new Subset(5, Subset.Rest.REFERENCED, 0, NEWEST), false));
        String js = render(QueryLanguage.MONGOSH, ordered, Profile.mongodb());
        assertTrue(js.matches("(?s).*\\$push.*\\$each.*\\$sort.*createdAt.*-1.*\\$slice.*5.*"), js);
        String plain = render(QueryLanguage.MONGOSH, Shop.normalized().withMapping("book-reviews",
                new Mapping(new Subset(5, Subset.Rest.REFERENCED, 0), false)), Profile.mongodb());
        assertTrue(plain.matches("(?s).*\\$slice.*-5.*"), "without an order the newest are kept: " + plain);
        assertFalse(plain.contains("$sort"), plain);
    }
}
