package dev.docshape.storage.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.sample.Shop;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Cosmos DB SQL names the composite index each ordered query needs (decision 0332): an ORDER BY on several
 * properties (the first N lines of a co-located order folded into the order's read) cannot run without one; the first
 * N of one parent's children sorts by the parent's id first, so the same index charges it less. Each named index is a valid {@code compositeIndexes} entry.
 */
class CosmosCompositeIndexTest {
    private static final Pattern NOTE = Pattern.compile("-- (needs) this composite index in its container's "
            + "indexing policy \\(\"compositeIndexes\"\\): (\\[.*])");

    static List<String[]> notes(String sql) {
        List<String[]> found = new ArrayList<>();
        Matcher m = NOTE.matcher(sql);
        while (m.find()) {
            assertEquals(List.of(), CosmosPolicySchema.compositeIndexProblems(m.group(2)), m.group(2));
            found.add(new String[]{m.group(1), m.group(2)});
        }
        return found;
    }

    private static String sql(DataModel model, Design design) {
        var estimate = Estimator.estimate(model, design, Profile.cosmos());
        return QueryLanguage.COSMOS_SQL.render("t", QueryTemplates.of(model, design, Projector.project(model, design), estimate));
    }

    /**
     * Every sort ends with the id (decision 0510), so each ordered query needs a composite index; the first N of one
     * parent's children sorts by the parent's id first, so the same index also charges it less (decision 0331).
     */
    @Test
    void theFirstNOfOneParentNeedsTheParentIdThenTheOrderThenTheId() {
        DataModel model = newestReviewsAndCheapestBooks();
        String sql = sql(model, Shop.normalized());
        List<String[]> notes = notes(sql);
        assertEquals(2, notes.size(), sql);
        assertTrue(sql.contains("SELECT * FROM c WHERE c[\"bookId\"] = @id ORDER BY c[\"bookId\"] ASC, c[\"createdAt\"] DESC, c[\"id\"] ASC"), sql);
        assertEquals("needs", notes.get(0)[0]);
        assertEquals("[{\"path\":\"/bookId\",\"order\":\"ascending\"},{\"path\":\"/createdAt\",\"order\":\"descending\"},"
                + "{\"path\":\"/id\",\"order\":\"ascending\"}]", notes.get(0)[1]);
        assertEquals("[{\"path\":\"/price\",\"order\":\"ascending\"},{\"path\":\"/id\",\"order\":\"ascending\"}]", notes.get(1)[1],
                "the cheapest books filter by nothing: their price, then the id");
    }

    /**
     * The order has no {@code orderId}, and Cosmos DB may leave a document missing a property of a several-property
     * ORDER BY out (docs/exports.md "Cosmos DB indexing policy"): the read sorts by the type field every document of
     * the container carries, "Order" before "OrderLine", then the id, so the order comes first, then its first 3 lines.
     */
    @Test
    void aFoldedFirstNOfCoLocatedLinesSortsByTheTypeEveryDocumentHasThenTheId() throws Exception {
        String sql = sql(CoLocatedShopFirstLines.project());
        String read = sql.lines().filter(l -> l.startsWith("SELECT") && l.contains(" OR ") && l.contains("ORDER BY")).findFirst().orElseThrow(() -> new AssertionError(sql));
        assertEquals("SELECT * FROM c WHERE ((c[\"id\"] = @id AND c[\"type\"] = \"Order\") OR (c[\"orderId\"] = @id AND c[\"type\"] = \"OrderLine\"))"
                + " ORDER BY c[\"type\"] ASC, c[\"id\"] ASC OFFSET 0 LIMIT 4", read);
        assertTrue(notes(sql).stream().anyMatch(n -> n[0].equals("needs")
                && n[1].equals("[{\"path\":\"/type\",\"order\":\"ascending\"},{\"path\":\"/id\",\"order\":\"ascending\"}]")), sql);
    }

    private static String sql(Project project) {
        return sql(project.model(), project.design("co-located").orElseThrow());
    }

    @Test
    void aNameWithOtherCharactersIsQuotedInThePath() {
        assertEquals("/\"na-me\"/id", CosmosCompositeIndexes.path("na-me._id"));
        assertEquals("/\"a\\\"b\"", CosmosCompositeIndexes.path("a\"b"));
    }

    /** The shop reading the newest reviews of one book and the cheapest books of all. */
    static DataModel newestReviewsAndCheapestBooks() {
        DataModel m = Shop.model();
        return new DataModel(m.entities(), m.relationships(), List.of(
                new ReadPattern("newest-reviews", "newest reviews of a book", 5, "review", Selection.FILTER, "book-reviews",
                        10, 3, List.of(), List.of(), List.of(), Ordering.descending("createdAt")),
                new ReadPattern("best-books", "the cheapest books", 1, "book", Selection.FILTER, null, 2000, 20,
                        List.of(), List.of(), List.of(), Ordering.ascending("price"))));
    }
}
