package dev.docshape.storage.sample;

import dev.docshape.model.Design;
import dev.docshape.model.projection.Projector;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SampleGeneratorTest {

    private static SampleGenerator generator(Design design, long seed, double scale) {
        return SampleGenerator.of(Shop.model(), Projector.project(Shop.model(), design), SampleOptions.of(seed, scale));
    }

    private static Map<String, List<String>> json(SampleGenerator g) throws Exception {
        Map<String, List<String>> docs = new HashMap<>();
        g.producer().produce((c, id, doc) -> docs.computeIfAbsent(c, k -> new ArrayList<>()).add(doc));
        return docs;
    }

    private static List<Map<String, Object>> docs(SampleGenerator g, String collection) {
        List<Map<String, Object>> docs = new ArrayList<>();
        g.generate(collection, (id, doc) -> docs.add(doc));
        return docs;
    }

    @Test
    void theSameSeedGivesTheSameDocuments() throws Exception {
        assertEquals(json(generator(Shop.hybrid(), 7, 0.1)), json(generator(Shop.hybrid(), 7, 0.1)));
        assertNotEquals(json(generator(Shop.hybrid(), 7, 0.1)), json(generator(Shop.hybrid(), 8, 0.1)));
    }

    @Test
    void countsFollowTheModelAndTheScale() throws Exception {
        SampleGenerator g = generator(Shop.normalized(), 1, 0.5);
        Map<String, List<String>> docs = json(g);
        assertEquals(500, docs.get("Customer").size());
        assertEquals(250, docs.get("Author").size());
        // Books are created by their publishers (25 of them, 40 books each on average), not by Book's count.
        assertEquals(1000, docs.get("Book").size(), 100);
        assertEquals(25, docs.get("Publisher").size());
        for (var e : docs.entrySet()) assertEquals(g.documentCount(e.getKey()), e.getValue().size(), e.getKey());
        assertEquals(g.documentCount(), docs.values().stream().mapToLong(List::size).sum());
    }

    @Test
    void childrenPerParentFollowTheRelationshipAverageAndMaximum() {
        SampleGenerator g = generator(Shop.normalized(), 3, 1);
        Map<Object, Integer> reviewsPerBook = new HashMap<>();
        g.generate("Review", (id, doc) -> reviewsPerBook.merge(doc.get("bookId"), 1, Integer::sum));
        long books = g.instances("book");
        double average = reviewsPerBook.values().stream().mapToInt(Integer::intValue).sum() / (double) books;
        assertEquals(10, average, 0.3);
        assertTrue(reviewsPerBook.values().stream().allMatch(n -> n <= 60));
        Map<Object, Integer> addressesPerCustomer = new HashMap<>();
        g.generate("Address", (id, doc) -> addressesPerCustomer.merge(doc.get("customerId"), 1, Integer::sum));
        assertTrue(addressesPerCustomer.values().stream().allMatch(n -> n <= 5));
    }

    @Test
    void referencesPointToDocumentsThatExist() {
        SampleGenerator g = generator(Shop.normalized(), 5, 0.2);
        Set<Object> books = ids(g, "Book");
        Set<Object> authors = ids(g, "Author");
        for (Map<String, Object> join : docs(g, "authorBooks")) {
            assertTrue(authors.contains(join.get("authorId")));
            assertTrue(books.contains(join.get("bookId")));
        }
        for (Map<String, Object> publisher : docs(g, "Publisher")) {
            for (Object bookId : (List<?>) publisher.get("books")) assertTrue(books.contains(bookId));
        }
        for (Map<String, Object> review : docs(g, "Review")) assertTrue(books.contains(review.get("bookId")));
    }

    @Test
    void copiesAndCountsAgreeWithTheirOriginals() {
        SampleGenerator g = generator(Shop.hybrid(), 9, 0.2);
        Map<Object, Object> authorNames = new HashMap<>();
        Map<Object, Object> counts = new HashMap<>();
        for (Map<String, Object> a : docs(g, "Author")) {
            authorNames.put(a.get("_id"), a.get("name"));
            counts.put(a.get("_id"), a.get("countOfBooks"));
        }
        Map<Object, Integer> booksPerAuthor = new HashMap<>();
        for (Map<String, Object> book : docs(g, "Book")) {
            for (Object copy : (List<?>) book.get("authors")) {
                Map<?, ?> author = (Map<?, ?>) copy;
                assertEquals(authorNames.get(author.get("id")), author.get("name"));
                booksPerAuthor.merge(author.get("id"), 1, Integer::sum);
            }
        }
        for (var e : counts.entrySet()) assertEquals(e.getValue(), booksPerAuthor.getOrDefault(e.getKey(), 0));
    }

    @Test
    void subsetHoldsTheMostRecentChildrenAndBucketsHoldThemAll() {
        SampleGenerator g = generator(Shop.hybrid(), 11, 0.1);
        Map<Object, List<Object>> bucketed = new HashMap<>();
        for (Map<String, Object> bucket : docs(g, "bookReviewBuckets")) {
            List<?> items = (List<?>) bucket.get("reviews");
            assertTrue(items.size() <= 10);
            assertEquals(items.size(), bucket.get("count"));
            for (Object item : items) bucketed.computeIfAbsent(bucket.get("bookId"), k -> new ArrayList<>()).add(((Map<?, ?>) item).get("id"));
        }
        for (Map<String, Object> book : docs(g, "Book")) {
            List<Object> all = bucketed.getOrDefault(book.get("_id"), List.of());
            List<Object> recent = ((List<?>) book.get("recentReviews")).stream().map(r -> (Object) ((Map<?, ?>) r).get("id")).toList();
            assertEquals(all.subList(Math.max(0, all.size() - 3), all.size()), recent);
        }
    }

    @Test
    void layoutIndexesTheFieldsReferencesAreFollowedBy() {
        Map<String, List<String>> indexes = new HashMap<>();
        generator(Shop.hybrid(), 1, 0.01).layout().forEach(c -> indexes.put(c.name(), c.indexes().stream().map(Object::toString).toList()));
        assertEquals(Set.of("publisherId", "authors[].id", "recentReviews[].id"), Set.copyOf(indexes.get("Book")));
        assertEquals(List.of("addresses[].id"), indexes.get("Customer"));
        assertEquals(List.of("bookId", "reviews[].id"), indexes.get("bookReviewBuckets"));
    }

    private static Set<Object> ids(SampleGenerator g, String collection) {
        Set<Object> ids = new HashSet<>();
        g.generate(collection, (id, doc) -> ids.add(id));
        return ids;
    }
}
