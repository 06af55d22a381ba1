package dev.docshape.storage.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Partitioning;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.sample.Shop;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Cosmos DB templates of a partitioned design: reads that give the key stay in one partition, the others say they fan out. */
class CosmosPartitionTemplatesTest {

    private static String sql(Design design) {
        DataModel m = Shop.model();
        DataModel model = new DataModel(m.entities(), m.relationships(), List.of(
                ReadPattern.byId("read-book", "read a book", 10, "book", List.of()),
                new ReadPattern("book-reviews", "reviews of a book", 5, "review", Selection.FILTER, "book-reviews", 10, 0,
                        List.of(), List.of(), List.of())));
        var estimate = Estimator.estimate(model, design, Profile.cosmos());
        return QueryLanguage.COSMOS_SQL.render("shop", QueryTemplates.of(model, design, Projector.project(model, design), estimate));
    }

    @Test
    void aReadByIdOfDocumentsKeyedByAnotherFieldIsACrossPartitionQuery() {
        Design keyed = Shop.normalized().withPartitioning(new Partitioning(Map.of("book", "title", "review", "bookId"), 8));
        String sql = sql(keyed);
        assertTrue(sql.contains("find Book by id [container \"Book\", cross-partition: fans out to 8 partitions]\nSELECT TOP 1 * FROM c WHERE c[\"id\"] = @id"), sql);
        assertTrue(sql.contains("[container \"Review\"]\nSELECT * FROM c WHERE c[\"bookId\"] = @id"), "the key's value is given: " + sql);

        String plain = sql(Shop.normalized());
        assertTrue(plain.contains("-- point read: ReadItem(id = @id, partition key = the same)"), plain);
        assertFalse(plain.contains("cross-partition"), plain);
    }
}
