package dev.docshape.storage.query;

import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.Shop;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Cosmos DB SQL names the composite index each ordered query needs (decision 0332): an ORDER BY on several
 * properties (the first N lines of a co-located order folded into the order's read) cannot run without one; the first
 * N of one parent's children is charged less with one. Each named index is a valid {@code compositeIndexes} entry.
 */
class CosmosCompositeIndexTest {
    private static final Pattern NOTE = Pattern.compile("-- (needs|is charged less with) this composite index in its container's "
            + "indexing policy \\(\"compositeIndexes\"\\): (\\[.*])");

    private static List<String[]> notes(String sql) throws IOException {
        Schema schema;
        try (InputStream in = CosmosCompositeIndexTest.class.getResourceAsStream("/cosmos/composite-index.schema.json")) {
            schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(new String(in.readAllBytes(), StandardCharsets.UTF_8), InputFormat.JSON);
        }
        List<String[]> found = new ArrayList<>();
        Matcher m = NOTE.matcher(sql);
        while (m.find()) {
            assertEquals(List.of(), schema.validate(m.group(2), InputFormat.JSON).stream().map(Object::toString).toList(), m.group(2));
            found.add(new String[]{m.group(1), m.group(2)});
        }
        return found;
    }

    private static String sql(DataModel model, Design design) {
        var estimate = Estimator.estimate(model, design, Profile.cosmos());
        return QueryLanguage.COSMOS_SQL.render("t", QueryTemplates.of(model, design, Projector.project(model, design), estimate));
    }

    @Test
    void theFirstNOfOneParentIsChargedLessWithTheParentIdThenTheOrder() throws IOException {
        DataModel m = Shop.model();
        DataModel model = new DataModel(m.entities(), m.relationships(), List.of(
                new ReadPattern("newest-reviews", "newest reviews of a book", 5, "review", Selection.FILTER, "book-reviews",
                        10, 3, List.of(), List.of(), List.of(), Ordering.descending("createdAt")),
                new ReadPattern("best-books", "the cheapest books", 1, "book", Selection.FILTER, null, 2000, 20,
                        List.of(), List.of(), List.of(), Ordering.ascending("price"))));
        String sql = sql(model, Shop.normalized());
        List<String[]> notes = notes(sql);
        assertEquals(1, notes.size(), "the cheapest books filter by nothing: one property needs no composite index\n" + sql);
        assertEquals("is charged less with", notes.get(0)[0]);
        assertEquals("[{\"path\":\"/bookId\",\"order\":\"ascending\"},{\"path\":\"/createdAt\",\"order\":\"descending\"}]", notes.get(0)[1]);
    }

    @Test
    void aFoldedFirstNOfCoLocatedLinesNeedsTheParentIdThenTheId() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/shop-co-located.docshape").toURI()));
        List<AccessPattern> patterns = new ArrayList<>(project.model().patterns());
        patterns.add(new ReadPattern("order-first-lines", "an order with its first 3 lines", 10, "order", Selection.BY_ID, null, 1, 1,
                List.of(), List.of(new Include("order-lines", List.of(), 3, List.of(), List.of())), List.of()));
        String sql = sql(project.model().withPatterns(patterns), project.design("co-located").orElseThrow());
        assertTrue(sql.contains("ORDER BY c[\"orderId\"] ASC, c[\"id\"] ASC"), sql);
        assertTrue(notes(sql).stream().anyMatch(n -> n[0].equals("needs")
                && n[1].equals("[{\"path\":\"/orderId\",\"order\":\"ascending\"},{\"path\":\"/id\",\"order\":\"ascending\"}]")), sql);
    }

    @Test
    void aNameWithOtherCharactersIsQuotedInThePath() {
        assertEquals("/\"na-me\"/id", CosmosCompositeIndexes.path("na-me._id"));
        assertEquals("/\"a\\\"b\"", CosmosCompositeIndexes.path("a\"b"));
    }
}
