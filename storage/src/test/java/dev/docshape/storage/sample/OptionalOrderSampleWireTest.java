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

    /** The shop, 40 % of its reviews rated. */
    private static DataModel partlyRated() {
        DataModel shop = Shop.model();
        List<Entity> entities = new ArrayList<>();
        for (Entity e : shop.entities()) {
            if (!e.id().equals("review")) entities.add(e);
            else {
                List<Field> fields = new ArrayList<>(e.fields());
                fields.replaceAll(f -> f.name().equals("rating") ? f.withPresence(0.4) : f);
                entities.add(e.withFields(fields));
            }
        }
        return shop.withEntities(entities);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void theFirstReviewsOfEachBookAreTheOnesMongoDbSortsFirst(boolean descending) {
        DataModel model = partlyRated();
        Ordering order = descending ? Ordering.descending("rating") : Ordering.ascending("rating");
        Design design = Shop.normalized().withMapping("book-reviews", new Mapping(new Subset(3, Subset.Rest.REFERENCED, 0, order), false));
        SampleGenerator g = SampleGenerator.of(model, design, Projector.project(model, design), SampleOptions.of(7, 0.05));
        MongoCollection<Document> reviews = SERVER.client().getDatabase("optional-order").getCollection("reviews-" + descending);
        List<Document> all = new ArrayList<>();
        g.generate("Review", (id, doc) -> all.add(new Document(doc)));
        reviews.insertMany(all);
        String subset = g.projection().collection("Book").orElseThrow().document().fields().stream()
                .filter(f -> f.role() == ShapeField.Role.SUBSET).findFirst().orElseThrow().name();
        List<Map<String, Object>> books = new ArrayList<>();
        g.generate("Book", (id, doc) -> books.add(doc));

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
