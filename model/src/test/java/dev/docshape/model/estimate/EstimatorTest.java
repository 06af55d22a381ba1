package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.seeds.SeedScenarios;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.docshape.model.seeds.SeedScenarios.design;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EstimatorTest {
    private static final double EPS = 1e-9;

    private static DataModel withPatterns(Project p, AccessPattern... extra) {
        List<AccessPattern> patterns = new ArrayList<>(p.model().patterns());
        patterns.addAll(List.of(extra));
        return p.model().withPatterns(patterns);
    }

    private static PatternEstimate only(DataModel model, Design design, String patternId) {
        Estimate e = Estimator.estimate(model, design, Profile.cosmos());
        assertTrue(e.problems().isEmpty(), e.problems().toString());
        return e.pattern(patternId).orElseThrow();
    }

    @Test
    void statusWarnsAtHalfTheLimitAndFailsBeyondIt() {
        Project s2 = SeedScenarios.s2PostComments();
        Design embedded = design(s2, "embedded");
        SizeStatus[] expected = {SizeStatus.OK, SizeStatus.WARN, SizeStatus.OVER};
        int[] maxComments = {1_000, 3_000, 6_000};
        for (int i = 0; i < maxComments.length; i++) {
            int max = maxComments[i];
            DataModel bounded = s2.model().updateRelationship("post-comments", r -> r.withCounts(500, max));
            CollectionEstimate post = Estimator.estimate(bounded, embedded, Profile.cosmos()).collection("Post").orElseThrow();
            assertEquals(expected[i], post.status(), max + " comments of at most " + post.maxBytes() + " bytes");
        }
    }

    @Test
    void patternNamingAnUnknownRelationshipIsReportedAndTheOthersStillCount() {
        Project s7 = SeedScenarios.s7PatronAddress();
        DataModel model = withPatterns(s7, ReadPattern.byId("broken", "read patron with cars", 1, "patron",
                List.of(Include.of("patron-cars"))));
        Estimate e = Estimator.estimate(model, design(s7, "embedded"), Profile.cosmos());
        assertEquals(List.of("pattern 'broken': no relationship 'patron-cars'"), e.problems());
        assertTrue(e.pattern("read-patron").isPresent());
        assertTrue(e.pattern("broken").isEmpty());
    }

    @Test
    void includeThatDoesNotTouchTheEntityIsReported() {
        Project s1 = SeedScenarios.s1PersonContactsAddresses();
        DataModel model = withPatterns(s1, ReadPattern.byId("wrong", "read address with type", 1, "address",
                List.of(Include.of("contact-type"))));
        Estimate e = Estimator.estimate(model, design(s1, "referenced"), Profile.cosmos());
        assertEquals(List.of("pattern 'wrong': relationship 'contact-type' does not touch entity 'address'"), e.problems());
    }

    @Test
    void totalsAreWeightedByFrequency() {
        Project s7 = SeedScenarios.s7PatronAddress();
        Estimate e = Estimator.estimate(s7.model(), design(s7, "referenced"), Profile.cosmos());
        PatternEstimate read = e.pattern("read-patron").orElseThrow();
        double frequency = s7.model().patterns().get(0).frequency();
        assertEquals(frequency * read.roundTrips(), e.totals().roundTripsPerSecond(), EPS);
        assertEquals(frequency * read.ru(), e.totals().ruPerSecond(), EPS);
        assertEquals(frequency * read.bytesRead(), e.totals().bytesReadPerSecond(), EPS);
    }

    @Test
    void countIsFreeWhenPrecomputedOtherwiseOneCountQuery() {
        Project s6 = SeedScenarios.s6HybridAuthorsBooks();
        ReadPattern authorWithCount = new ReadPattern("author-count", "show an author with the number of books", 1,
                "author", Selection.BY_ID, null, 1, 1, List.of(), List.of(), List.of("author-books"));
        DataModel model = withPatterns(s6, authorWithCount);
        assertEquals(1, only(model, design(s6, "hybrid"), "author-count").roundTrips());

        Design joining = design(s6, "plain").withMapping("author-books",
                Mapping.reference(dev.docshape.model.mapping.Placement.JOINING_DOCUMENTS));
        PatternEstimate counted = only(model, joining, "author-count");
        assertEquals(2, counted.roundTrips());
        assertEquals(Request.Operation.COUNT, counted.requests().get(1).operation());
        assertEquals(0, counted.requests().get(1).docs(), EPS, "a count reads the index, not documents");
        assertEquals(2, counted.depth());
    }

    @Test
    void childReadWithinItsContainerReachesTheParentForFree() {
        Project s3 = SeedScenarios.s3Portfolio();
        ReadPattern stockWithHolding = ReadPattern.byId("stock-holding", "read a stock with its holding", 1, "stock",
                List.of(new Include("holding-stock", List.of(), 0, List.of(Include.of("person-holdings")))));
        PatternEstimate e = only(withPatterns(s3, stockWithHolding), design(s3, "embedded"), "stock-holding");
        assertEquals(1, e.roundTrips(), "the stock is read from inside the person that holds it");
        assertEquals("Person", e.requests().get(0).collection());
    }

    @Test
    void filteredChildrenOfAnEmbeddingParentComeWithTheParent() {
        Project s2 = SeedScenarios.s2PostComments();
        PatternEstimate next = only(s2.model(), design(s2, "embedded"), "next-comments");
        assertEquals(1, next.roundTrips());
        assertEquals(Request.Operation.POINT_READ, next.requests().get(0).operation());
        assertEquals("Post", next.requests().get(0).collection());
    }

    @Test
    void linkingManyToManyWritesWhereTheLinksLive() {
        Project s5 = SeedScenarios.s5AuthorsBooks();
        WritePattern link = new WritePattern("link", "add an author to a book", 1, WriteKind.LINK, "book", "author-books",
                List.of(), List.of());
        DataModel model = withPatterns(s5, link);
        PatternEstimate both = only(model, design(s5, "ids-on-both-sides"), "link");
        assertEquals(2, both.roundTrips());
        assertEquals(2, both.docsWritten(), EPS);
        PatternEstimate joining = only(model, design(s5, "joining-documents"), "link");
        assertEquals(1, joining.roundTrips());
        assertEquals(Request.Operation.INSERT, joining.requests().get(0).operation());
        assertEquals("authorBooks", joining.requests().get(0).collection());
    }

    @Test
    void deletingAnEmbeddedSharedStockPullsItFromEveryPortfolio() {
        Project s3 = SeedScenarios.s3Portfolio();
        WritePattern delete = new WritePattern("delist", "delist a stock", 1, WriteKind.DELETE, "stock", null,
                List.of(), List.of());
        DataModel model = withPatterns(s3, delete);
        PatternEstimate standalone = only(model, design(s3, "embedded-standalone"), "delist");
        assertEquals(2, standalone.roundTrips());
        assertEquals(1 + SeedScenarios.S3_HOLDERS_PER_STOCK, standalone.docsWritten(), EPS);
        assertTrue(standalone.requests().stream().anyMatch(r -> r.operation() == Request.Operation.DELETE));
    }

    @Test
    void everySeedDesignEstimatesWithoutProblemsOnBothProfiles() {
        for (Project p : SeedScenarios.all()) {
            for (Design d : p.designs()) {
                for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
                    Estimate e = Estimator.estimate(p.model(), d, profile);
                    String where = p.name() + "/" + d.name() + "/" + profile.name();
                    assertTrue(e.problems().isEmpty(), where + ": " + e.problems());
                    assertEquals(p.model().patterns().size(), e.patterns().size(), where);
                    for (PatternEstimate pe : e.patterns()) {
                        assertEquals(pe.roundTrips(), pe.requests().size(), where);
                        assertTrue(pe.ru() > 0 && pe.depth() >= 1 && pe.depth() <= pe.roundTrips(), where + " " + pe);
                    }
                    assertEquals(e, Estimator.estimate(p.model(), d, profile), "deterministic: " + where);
                }
            }
        }
    }
}
