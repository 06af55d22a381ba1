package dev.docshape.storage.sample;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.projection.ShapeField;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Ordered subsets and buckets in the sample hold their children sorted (docs/counting-rules.md "Ordering and feeds"). */
class OrderedSampleTest {
    private static final Ordering BEST = Ordering.descending("rating");

    private static SampleGenerator sample(Design design) {
        DataModel model = Shop.model();
        return SampleGenerator.of(model, design, Projector.project(model, design), SampleOptions.of(7, 0.05));
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> items(Map<String, Object> doc, String field) {
        return (List<Map<String, Object>>) doc.get(field);
    }

    private static String field(CollectionShape c, ShapeField.Role role) {
        return c.document().fields().stream().filter(f -> f.role() == role).findFirst().orElseThrow().name();
    }

    private static Comparator<Map<String, Object>> byRating() {
        return Comparator.comparingLong((Map<String, Object> m) -> ((Number) m.get("rating")).longValue()).reversed();
    }

    @Test
    void anOrderedSubsetHoldsTheBestRatedReviewsOfEachBook() {
        Design design = Shop.normalized().withMapping("book-reviews", new Mapping(new Subset(3, Subset.Rest.REFERENCED, 0, BEST), false));
        SampleGenerator g = sample(design);
        Map<Object, List<Map<String, Object>>> reviewsByBook = new HashMap<>();
        g.generate("Review", (id, doc) -> reviewsByBook.computeIfAbsent(doc.get("bookId"), k -> new ArrayList<>()).add(doc));
        int checked = 0;
        String subset = field(g.projection().collections().stream().filter(x -> x.name().equals("Book")).findFirst().orElseThrow(),
                ShapeField.Role.SUBSET);
        List<Map<String, Object>> books = new ArrayList<>();
        g.generate("Book", (id, doc) -> books.add(doc));
        for (Map<String, Object> book : books) {
            List<Map<String, Object>> kept = items(book, subset);
            List<Map<String, Object>> all = new ArrayList<>(reviewsByBook.getOrDefault(book.get("_id"), List.of()));
            all.sort(byRating());
            assertEquals(Math.min(3, all.size()), kept.size());
            List<Map<String, Object>> sorted = new ArrayList<>(kept);
            sorted.sort(byRating());
            assertEquals(sorted.stream().map(m -> m.get("rating")).toList(), kept.stream().map(m -> m.get("rating")).toList(),
                    "kept sorted, best first");
            assertEquals(all.subList(0, kept.size()).stream().map(m -> m.get("rating")).toList(),
                    kept.stream().map(m -> m.get("rating")).toList(), "the best rated of the book's reviews");
            checked++;
        }
        assertTrue(checked > 10, "books checked: " + checked);
    }

    @Test
    void orderedBucketsAreSortedAndTheNewestHoldsTheBest() {
        Design design = Shop.normalized().withMapping("book-reviews", new Mapping(new Bucket(4, BEST), false));
        SampleGenerator g = sample(design);
        CollectionShape c = g.projection().collections().stream().filter(x -> x.kind() == CollectionKind.BUCKET).findFirst().orElseThrow();
        String parent = field(c, ShapeField.Role.REFERENCE);
        String reviews = field(c, ShapeField.Role.EMBEDDED);
        Map<Object, List<List<Map<String, Object>>>> bucketsByBook = new HashMap<>();
        g.generate(c.name(), (id, doc) -> bucketsByBook.computeIfAbsent(doc.get(parent), k -> new ArrayList<>()).add(items(doc, reviews)));
        assertTrue(bucketsByBook.size() > 10);
        for (List<List<Map<String, Object>>> buckets : bucketsByBook.values()) {
            long previousBest = Long.MIN_VALUE;
            for (List<Map<String, Object>> bucket : buckets) {
                List<Map<String, Object>> sorted = new ArrayList<>(bucket);
                sorted.sort(byRating());
                assertEquals(sorted, bucket, "each bucket sorted, best first");
                long worst = ((Number) bucket.get(bucket.size() - 1).get("rating")).longValue();
                assertTrue(worst >= previousBest, "later buckets hold better ratings");
                previousBest = ((Number) bucket.get(0).get("rating")).longValue();
            }
        }
    }
}
