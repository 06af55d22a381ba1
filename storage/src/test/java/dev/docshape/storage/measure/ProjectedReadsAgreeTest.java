package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.Shop;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Reads that name their fields, of every shape (a point read, a filter, references followed by the source's id or by
 * ids in the source, joining documents, buckets, co-located documents): the store reader sends back only those fields,
 * bucket documents whole as the templates read them, and the bytes it returns agree with the estimate's within 10 %
 * (docs/counting-rules.md "Projections and counts on includes", "Bucket documents read").
 */
class ProjectedReadsAgreeTest {
    @TempDir
    Path dir;

    /** Enough publishers, books and customers for the averages to hold. */
    private static final double SCALE = 0.1;

    private static final List<AccessPattern> READS = List.of(
            byId("book-card", "a book's title with its publisher's and authors' names and its ratings", "book", "title",
                    List.of(new Include("publisher-books", List.of("name"), 0, List.of()),
                            new Include("author-books", List.of("name"), 0, List.of()),
                            new Include("book-reviews", List.of("rating"), 0, List.of()))),
            byId("publisher-titles", "a publisher's book titles", "publisher", "name",
                    List.of(new Include("publisher-books", List.of("title"), 0, List.of()))),
            byId("customer-cities", "a customer's cities", "customer", "name",
                    List.of(new Include("customer-addresses", List.of("city"), 0, List.of()))),
            new ReadPattern("ratings", "the ratings of a book", 5, "review", Selection.FILTER, "book-reviews", 10, 0,
                    List.of("rating"), List.of(), List.of()));

    private static ReadPattern byId(String id, String name, String entity, String field, List<Include> includes) {
        return new ReadPattern(id, name, 5, entity, Selection.BY_ID, null, 1, 1, List.of(field), includes, List.of());
    }

    private static Design bucketed() {
        Map<String, Mapping> m = new LinkedHashMap<>(Shop.normalized().mappings());
        m.put("book-reviews", new Mapping(new Bucket(10), false));
        return new Design("bucketed", m, Set.of());
    }

    private static boolean inBuckets(Strategy s) {
        return s instanceof Bucket || (s instanceof Subset sub && sub.rest() == Subset.Rest.BUCKETED);
    }

    private static Design coLocated() {
        Map<String, Mapping> m = new LinkedHashMap<>(Shop.normalized().mappings());
        m.put("book-reviews", new Mapping(Reference.coLocatedWithParent(), false));
        m.put("customer-addresses", new Mapping(Reference.coLocatedWithParent(), false));
        m.put("publisher-books", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID));
        return new Design("co-located", m, Set.of());
    }

    @Test
    void bytesReturnedAreMeasuredAsEstimatedForEveryReadShape() {
        Project project = new Project("shop", "", Shop.model().withPatterns(READS),
                List.of(Shop.normalized(), Shop.hybrid(), bucketed(), coLocated()), "normalized");
        List<String> off = new ArrayList<>();
        Map<String, Map<String, PatternMeasure>> byDesign = new HashMap<>();
        for (Design design : project.designs()) {
            Path store = dir.resolve(design.name() + ".db");
            SampleData.materialize(project, design.name(), store, SampleOptions.of(3, SCALE), Progress.NONE);
            for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
                MeasureReport report = Measurer.measure(project, store, profile, 20, Progress.NONE);
                Map<String, PatternMeasure> patterns = new HashMap<>();
                for (PatternMeasure p : report.patterns()) {
                    String where = design.name() + " / " + profile.name() + " / " + p.name();
                    assertEquals(p.estRoundTrips(), p.roundTrips(), where + "\n" + report.text());
                    if (!AgreementRuns.within(p.bytesReturned(), p.estBytesReturned())) {
                        off.add(where + ": " + Math.round(p.bytesReturned()) + " returned, " + Math.round(p.estBytesReturned()) + " estimated");
                    }
                    assertTrue(p.bytesReturned() <= p.bytesRead() + 1e-9, "never more returned than read: " + where);
                    // a Cosmos DB point read returns the whole item: a customer with the addresses embedded in it
                    boolean wholeItem = profile.equals(Profile.cosmos()) && design.name().equals("hybrid") && p.patternId().equals("customer-cities");
                    // a book's reviews in buckets (its own, or a subset's rest) come back in whole buckets, as the templates read them
                    wholeItem |= p.patternId().equals("ratings") && inBuckets(design.mappings().get("book-reviews").strategy());
                    // and a Cosmos DB point read of a book whose reviews are in its subset and in buckets: whole item, whole buckets
                    wholeItem |= profile.equals(Profile.cosmos()) && design.name().equals("hybrid") && p.patternId().equals("book-card");
                    if (wholeItem) assertEquals(p.estBytesRead(), p.estBytesReturned(), 1e-6, where);
                    else assertTrue(p.estBytesReturned() < p.estBytesRead(), where + ": a read of a few fields returns less than it reads ("
                            + p.estBytesReturned() + " of " + p.estBytesRead() + ")");
                    patterns.put(p.patternId(), p);
                }
                byDesign.put(design.name(), patterns);
            }
        }
        assertTrue(off.isEmpty(), String.join("\n", off));
        PatternMeasure ratings = byDesign.get("bucketed").get("ratings");
        assertEquals(ratings.bytesRead(), ratings.bytesReturned(), 1e-9, "bucketed reviews come back whole, texts and all: " + ratings);
        PatternMeasure together = byDesign.get("co-located").get("book-card");
        assertTrue(together.bytesReturned() < together.bytesRead() / 2, "the co-located reviews' ratings, not their texts: " + together);
    }
}
