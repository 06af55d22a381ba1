package dev.docshape.storage.mongodb;

import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.Sorts;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.measure.PatternRuns;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.store.CollectionSpec;
import dev.docshape.storage.testing.WireServer;
import org.bson.RawBsonDocument;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "A seller's 20 listings by price" measured on a MongoDB server gets back what the server returns for the seller's 20
 * cheapest listings, asked of it directly with the driver (a find on the seller's id, sorted by price, limited, naming
 * the title and the price): the same documents and bytes, whether the listing holds the seller's id, a copy of the
 * seller, or sits in one container with it (decision 0496).
 */
class MongoFirstOfOneParentMeasureTest {
    private static final String PATTERN = "search-seller";

    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @Test
    void aSellersListingsByPriceAreTheCheapestTheServerHolds() throws Exception {
        Project marketplace = ProjectFiles.load(Path.of(getClass().getResource("/workloads/unseen/marketplace.docshape").toURI()));
        AccessPattern bySeller = marketplace.model().pattern(PATTERN).orElseThrow();
        Project project = marketplace.withModel(marketplace.model().withPatterns(List.of(bySeller)));
        int limit = ((ReadPattern) bySeller).limit();
        for (String name : List.of("referenced", "orders-embedded", "seller-co-located")) {
            Design design = project.design(name).orElseThrow();
            try (PushedSample pushed = new PushedSample(server, dir, project, design, "first_", 0.001)) {
                PatternMeasure m = pushed.measure(project, design);
                String context = name + ": " + m + "\n" + pushed.text;
                Projection projection = Projector.project(project.model(), design);
                SampleGenerator sample = SampleGenerator.of(project.model(), design, projection, pushed.source.options());
                long[] sellers = new PatternRuns(project, design, projection, Profile.mongodb()).rootIndexes(bySeller, sample, PushedSample.SAMPLES);
                CollectionShape listings = projection.collections().stream().filter(c -> "listing".equals(c.rootEntity())).findFirst().orElseThrow();
                CollectionSpec typed = CoLocatedCollections.of(sample.layout()).spec(listings.name());
                double docs = 0, bytes = 0;
                int sellersWithMore = 0;
                for (long seller : sellers) {
                    List<RawBsonDocument> cheapest = cheapest(pushed, listings, typed, SampleGenerator.idOf("seller", seller).hex(), limit + 1);
                    if (cheapest.size() > limit) sellersWithMore++;
                    List<RawBsonDocument> returned = cheapest.subList(0, Math.min(limit, cheapest.size()));
                    docs += returned.size();
                    bytes += returned.stream().mapToLong(d -> d.getByteBuffer().remaining()).sum();
                }
                assertTrue(sellersWithMore > 0, "some sellers have more listings than the read takes: " + context);
                assertEquals(docs / sellers.length, m.docsRead(), 1e-9, "the first " + limit + " of each seller: " + context);
                assertEquals(bytes / sellers.length, m.bytesReturned(), 1e-9, "the title and price of the cheapest: " + context);
            }
        }
    }

    /** The seller's first {@code n} listings by price (ties by id), their title and price, as the server returns them. */
    private static List<RawBsonDocument> cheapest(PushedSample pushed, CollectionShape listings, CollectionSpec typed, String sellerId, int n) {
        ShapeField link = listings.document().fields().stream().filter(f -> "seller-listings".equals(f.relationship())).findFirst().orElseThrow();
        Bson ofSeller = Filters.eq(link.name() + (link.role() == ShapeField.Role.REFERENCE ? "" : ".id"), BsonDocuments.idValue(sellerId));
        Bson filter = typed == null ? ofSeller : Filters.and(Filters.eq(typed.typeField(), typed.typeValue()), ofSeller);
        return server.client().getDatabase(pushed.database).getCollection(typed == null ? listings.name() : typed.container(), RawBsonDocument.class)
                .find(filter).sort(Sorts.orderBy(Sorts.ascending("price"), Sorts.ascending("_id")))
                .projection(Projections.include("title", "price")).limit(n).into(new ArrayList<>());
    }
}
