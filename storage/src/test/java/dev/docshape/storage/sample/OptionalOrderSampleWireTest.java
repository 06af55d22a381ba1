package dev.docshape.storage.sample;

import com.mongodb.client.MongoCollection;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An order on a field only some instances hold (decision 0534, 0544): the sample's first children by it are the ones
 * MongoDB returns for a sort with a limit over the same documents, a review without a rating sorting as null, first
 * ascending and last descending.
 */
class OptionalOrderSampleWireTest {
    @RegisterExtension
    static final WireServer SERVER = new WireServer();

    /** The shop, 40 % of its reviews holding {@code field}. */
    private static DataModel partly(DataModel shop, String field) {
        List<Entity> entities = new ArrayList<>();
        for (Entity e : shop.entities()) {
            if (!e.id().equals("review")) entities.add(e);
            else {
                List<Field> fields = new ArrayList<>(e.fields());
                fields.replaceAll(f -> f.name().equals(field) ? f.withPresence(0.4) : f);
                entities.add(e.withFields(fields));
            }
        }
        return shop.withEntities(entities);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void theFirstReviewsOfEachBookAreTheOnesMongoDbSortsFirst(boolean descending) {
        Ordering order = descending ? Ordering.descending("rating") : Ordering.ascending("rating");
        Loaded loaded = loaded("rating", order, "reviews-" + descending);
        MongoCollection<Document> reviews = loaded.reviews();
        String subset = loaded.subset();
        List<Map<String, Object>> books = loaded.books();

        int withMissing = 0;
        int checked = 0;
        for (Map<String, Object> book : books) {
            List<Object> kept = ratings(items(book, subset));
            List<Object> mongo = new ArrayList<>();
            reviews.find(new Document("bookId", book.get("_id"))).sort(new Document("rating", descending ? -1 : 1)).limit(3)
                    .forEach(d -> mongo.add(d.get("rating")));
            assertEquals(mongo, kept, "book " + book.get("_id") + ": the sample's first 3 by rating are MongoDB's");
            if (kept.contains(null)) withMissing++;
            checked++;
        }
        assertTrue(checked > 10, "books checked: " + checked);
        assertTrue(withMissing > 0, "some books keep a review without a rating");
    }

    /**
     * "The 3 most recent reviews" when 40 % of reviews carry their date: a review without one sorts as null, before every
     * date, so a book keeps its dated reviews, the latest 3 of them, as MongoDB's sort by date and id keeps them (the
     * order the migration's {@code $push} with {@code $sort} and {@code $slice} writes); a review without a date is kept
     * only where fewer than 3 hold one (decision 0564).
     */
    @Test
    void theMostRecentReviewsKeptAreTheOnesMongoDbSortsLastTheUndatedOldest() {
        Loaded loaded = loaded("createdAt", null, "reviews-recent");
        MongoCollection<Document> reviews = loaded.reviews();
        String subset = loaded.subset();
        List<Map<String, Object>> books = loaded.books();

        int withUndated = 0;
        for (Map<String, Object> book : books) {
            List<Object> kept = new ArrayList<>();
            for (Map<String, Object> item : items(book, subset)) kept.add(hex(item.get("id")));
            List<Object> mongo = new ArrayList<>();
            reviews.find(new Document("bookId", book.get("_id"))).sort(new Document("createdAt", -1).append("_id", -1)).limit(3)
                    .forEach(d -> mongo.add(0, hex(d.get("_id"))));
            assertEquals(mongo, kept, "book " + book.get("_id") + ": the sample's 3 most recent reviews are MongoDB's last 3 by date");
            long dated = reviews.countDocuments(new Document("bookId", book.get("_id")).append("createdAt", new Document("$exists", true)));
            long keptDated = items(book, subset).stream().filter(item -> item.containsKey("createdAt")).count();
            assertEquals(Math.min(3, dated), keptDated, "book " + book.get("_id") + ": its dated reviews come first among the most recent");
            if (keptDated < kept.size()) withUndated++;
        }
        assertTrue(books.size() > 10, "books checked: " + books.size());
        assertTrue(withUndated > 0, "some books have fewer than 3 dated reviews and keep an undated one");
    }

    /** The reviews loaded into the server, the name of a book's subset of 3 of them, and the books as the sample writes them. */
    private record Loaded(MongoCollection<Document> reviews, String subset, List<Map<String, Object>> books) {
    }

    /** The shop's sample with 40 % of reviews holding {@code optional}, each book keeping 3 reviews by {@code order} (null: the most recent). */
    private static Loaded loaded(String optional, Ordering order, String collection) {
        DataModel model = partly(Shop.model(), optional);
        Design design = Shop.normalized().withMapping("book-reviews", new Mapping(new Subset(3, Subset.Rest.REFERENCED, 0, order), false));
        SampleGenerator g = SampleGenerator.of(model, design, Projector.project(model, design), SampleOptions.of(7, 0.05));
        MongoCollection<Document> reviews = SERVER.client().getDatabase("optional-order").getCollection(collection);
        List<Document> all = new ArrayList<>();
        g.generate("Review", (id, doc) -> all.add(new Document(doc)));
        reviews.insertMany(all);
        String subset = g.projection().collection("Book").orElseThrow().document().fields().stream()
                .filter(f -> f.role() == ShapeField.Role.SUBSET).findFirst().orElseThrow().name();
        List<Map<String, Object>> books = new ArrayList<>();
        g.generate("Book", (id, doc) -> books.add(doc));
        return new Loaded(reviews, subset, books);
    }

    /** An id as the sample writes it or as the driver reads it back, as its hex digits. */
    private static String hex(Object id) {
        if (id instanceof ObjectId sample) return sample.hex();
        if (id instanceof org.bson.types.ObjectId read) return read.toHexString();
        if (id instanceof Document written) return written.getString("hex");
        return String.valueOf(id);
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> items(Map<String, Object> doc, String field) {
        return (List<Map<String, Object>>) doc.getOrDefault(field, List.of());
    }

    /** The ratings in order, null for a review that holds none. */
    private static List<Object> ratings(List<Map<String, Object>> items) {
        List<Object> out = new ArrayList<>();
        for (Map<String, Object> item : items) out.add(item.get("rating"));
        return out;
    }
}
