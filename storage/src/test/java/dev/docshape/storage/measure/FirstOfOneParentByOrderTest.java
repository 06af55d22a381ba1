package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.SampleScale;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.SampleStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "A seller's 20 listings by price" returns, on the sample store, the seller's 20 cheapest listings, cheapest first, in
 * every design of the marketplace: the query sorts by the pattern's order before it limits, whether the listing holds
 * the seller's id, a copy of the seller or sits beside it in one container (decision 0496).
 */
class FirstOfOneParentByOrderTest {
    private static final int SELLERS = 8;

    @TempDir
    Path dir;

    @Test
    void aSellersFirstListingsByPriceAreTheCheapestOfThatSeller() throws Exception {
        Project project = WorkloadReads.load("unseen/marketplace");
        ReadPattern bySeller = (ReadPattern) project.model().patterns().stream().filter(p -> p.id().equals("search-seller")).findFirst().orElseThrow();
        int sellersWithMore = 0;
        for (Design design : project.designs()) {
            Path file = dir.resolve(design.name() + ".db");
            SampleOptions options = SampleOptions.of(1, SampleScale.MIN);
            SampleData.materialize(project, design.name(), file, options, Progress.NONE);
            Projection projection = Projector.project(project.model(), design);
            SampleGenerator sample = SampleGenerator.of(project.model(), design, projection, options);
            CollectionShape listings = projection.collections().stream().filter(c -> "listing".equals(c.rootEntity())).findFirst().orElseThrow();
            EncodedSize sizes = new EncodedSize(projection, Profile.mongodb(), CoLocations.of(project.model(), design, projection));
            long sellers = sample.instances("seller");
            for (int run = 0; run < SELLERS; run++) {
                long seller = Measurer.spread(run, SELLERS, sellers);
                List<String> all = byPrice(file, listings, SampleGenerator.idOf("seller", seller).hex());
                List<String> cheapest = all.subList(0, Math.min(bySeller.limit(), all.size()));
                if (all.size() > bySeller.limit()) sellersWithMore++;
                List<String> read;
                try (SampleStore store = SampleData.openStore(file, project)) {
                    read = store.read(s -> new ReadRunner(project.model(), design, new StoreReads(s, new Locator(projection), sizes))
                            .run(bySeller, seller, sample).idsRead);
                }
                assertEquals(cheapest, read, design.name() + ", seller " + seller + " of " + all.size() + " listings");
            }
        }
        assertTrue(sellersWithMore > 0, "some sellers have more listings than the read takes");
    }

    /** The ids of the seller's listings, cheapest first (ties by id), asked of the store's SQLite tables directly. */
    private static List<String> byPrice(Path file, CollectionShape listings, String sellerId) throws SQLException {
        ShapeField link = listings.document().fields().stream().filter(f -> "seller-listings".equals(f.relationship())).findFirst().orElseThrow();
        String sellerPath = "$." + link.name() + (link.role() == ShapeField.Role.REFERENCE ? "" : ".id");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            String table;
            try (ResultSet rs = st.executeQuery("SELECT table_name FROM docshape_collections WHERE name = '" + listings.name() + "'")) {
                assertTrue(rs.next(), "the store holds " + listings.name());
                table = rs.getString(1);
            }
            try (PreparedStatement q = c.prepareStatement("SELECT id FROM \"" + table + "\" WHERE json_extract(doc, '" + sellerPath + "') = ?"
                    + " ORDER BY json_extract(doc, '$.price'), id")) {
                q.setString(1, sellerId);
                List<String> ids = new ArrayList<>();
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) ids.add(rs.getString(1));
                }
                return ids;
            }
        }
    }
}
