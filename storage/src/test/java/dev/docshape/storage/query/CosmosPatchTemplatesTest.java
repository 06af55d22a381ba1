package dev.docshape.storage.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.estimate.Estimator;
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

/** Cosmos DB updates are written as Cosmos DB patch operations, not in MongoDB's update language. */
class CosmosPatchTemplatesTest {

    private static String sql(Design design) {
        DataModel m = Shop.model();
        DataModel model = new DataModel(m.entities(), m.relationships(), List.of(
                new WritePattern("rename-author", "rename an author", 1, WriteKind.UPDATE, "author", null, List.of("name"), List.of()),
                new WritePattern("add-review", "add a review", 5, WriteKind.INSERT, "review", "book-reviews", List.of(), List.of()),
                new WritePattern("add-address", "add an address", 1, WriteKind.INSERT, "address", "customer-addresses", List.of(), List.of()),
                new WritePattern("remove-address", "remove an address", 1, WriteKind.DELETE, "address", "customer-addresses", List.of(), List.of()),
                new WritePattern("add-book", "add a book", 1, WriteKind.INSERT, "book", "publisher-books", List.of(), List.of())));
        var estimate = Estimator.estimate(model, design, Profile.cosmos());
        return QueryLanguage.COSMOS_SQL.render("shop", QueryTemplates.of(model, design, Projector.project(model, design), estimate));
    }

    @Test
    void updatesShowCosmosPatchOperationsWithJsonPaths() {
        String hybrid = sql(Shop.hybrid());
        String normalized = sql(Shop.normalized());
        for (String sql : List.of(hybrid, normalized)) {
            for (String mongo : List.of("$set", "$inc", "$push", "$pull", "$unset", "$addToSet", "$[", "$each", "$slice")) {
                assertFalse(sql.contains(mongo), "no MongoDB update syntax " + mongo + " in:\n" + sql);
            }
        }
        assertTrue(hybrid.contains("operations: [{\"op\": \"set\", \"path\": \"/name\", \"value\": @setName}]"), hybrid);
        assertTrue(hybrid.contains("{\"op\": \"remove\", \"path\": \"/recentReviews/0\"}"), "the subset keeps its 3 most recent: " + hybrid);
        assertTrue(hybrid.contains("{\"op\": \"set\", \"path\": \"/authors/{e0}/name\""), "the copies inside books: " + hybrid);
        assertTrue(hybrid.contains("where {e0} = the index of the item whose id = @id"), hybrid);
        assertTrue(hybrid.contains("{\"op\": \"add\", \"path\": \"/addresses/-\", \"value\": @doc}"), "push an embedded address: " + hybrid);
        assertTrue(hybrid.contains("{\"op\": \"incr\", \"path\": \""), "the bucket's count: " + hybrid);
        assertTrue(hybrid.contains("{\"op\": \"remove\", \"path\": \"/addresses/{i}\"}"), "pull an address: " + hybrid);
    }
}
