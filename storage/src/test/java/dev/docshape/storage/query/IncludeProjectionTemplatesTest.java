package dev.docshape.storage.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.sample.Shop;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reads of some fields of an include come back projected; counts on an include are one grouped count. */
class IncludeProjectionTemplatesTest {

    private static String render(QueryLanguage language, Profile profile) {
        DataModel m = Shop.model();
        DataModel model = new DataModel(m.entities(), m.relationships(), List.of(
                ReadPattern.byId("book-ratings", "a book with its reviews' ratings", 10, "book",
                        List.of(new Include("book-reviews", List.of("rating"), 0, List.of()))),
                ReadPattern.byId("publisher-titles", "a publisher's book titles with review counts", 5, "publisher",
                        List.of(new Include("publisher-books", List.of("title"), 0, List.of(), List.of("book-reviews"))))));
        Design design = Shop.normalized();
        var estimate = Estimator.estimate(model, design, profile);
        return language.render("shop", QueryTemplates.of(model, design, Projector.project(model, design), estimate));
    }

    @Test
    void projectedIncludesReturnOnlyTheirFieldsAndCountsAreGrouped() {
        String mongosh = render(QueryLanguage.MONGOSH, Profile.mongodb());
        assertTrue(mongosh.contains("{ \"bookId\": 1, \"rating\": 1 }"), "the reviews' ratings and the link the read follows: " + mongosh);
        assertTrue(mongosh.contains("}, { \"title\": 1 }).toArray()"), "the books' titles: " + mongosh);
        assertTrue(mongosh.contains("$group"), "the review counts of the books: " + mongosh);

        String cosmos = render(QueryLanguage.COSMOS_SQL, Profile.cosmos());
        assertTrue(cosmos.contains("SELECT c[\"id\"], c[\"bookId\"], c[\"rating\"] FROM c WHERE ARRAY_CONTAINS(@step1_id, c[\"bookId\"])"), cosmos);
        assertTrue(cosmos.contains("COUNT(1) AS count FROM c"), cosmos);

        String java = render(QueryLanguage.JAVA, Profile.mongodb());
        assertTrue(java.contains(".projection(new Document()"), java);
    }
}
