package dev.docshape.storage.file;

import dev.docshape.model.Project;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.SizeStatus;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The example files reproduce the table of docs/counting-rules.md#seed-scenarios: each row's numbers, from the estimator
 * (MongoDB profile, batched accounting), for the design and pattern the row names. Counts the
 * table states in words (H portfolios, the books of an author, ...) are read from the file.
 */
class SeedScenarioNumbersTest {

    private static final double EPS = 1e-9;

    private static Project load(String file) throws ProjectFileException {
        return ProjectFiles.load(RepositoryFiles.example(file));
    }

    private static Estimate estimate(Project project, String design) {
        Estimate e = Estimator.estimate(project.model(), project.design(design).orElseThrow(
                () -> new AssertionError(project.name() + " has no design '" + design + "'")), Profile.mongodb());
        assertEquals(List.of(), e.problems(), project.name() + " / " + design);
        return e;
    }

    private static PatternEstimate pattern(Project project, String design, String pattern) {
        return estimate(project, design).pattern(pattern)
                .orElseThrow(() -> new AssertionError(project.name() + " has no pattern '" + pattern + "'"));
    }

    private static CollectionEstimate collection(Project project, String design, String collection) {
        return estimate(project, design).collection(collection)
                .orElseThrow(() -> new AssertionError(design + " has no collection '" + collection + "'"));
    }

    @Test
    void s1PersonWithContactDetailsAndAddresses() throws ProjectFileException {
        Project s1 = load("s1-person-contacts.docshape");
        PatternEstimate embeddedRead = pattern(s1, "embedded", "read-person");
        assertEquals(1, embeddedRead.roundTrips(), "all embedded: 1 round trip");
        assertEquals(1, embeddedRead.docsRead(), EPS, "1 document read");

        PatternEstimate referencedRead = pattern(s1, "referenced", "read-person");
        assertEquals(3, referencedRead.roundTrips(), "referenced: 1 + 1 + 1");
        assertEquals(2, referencedRead.depth(), "the two lookups are independent (depth 2)");

        PatternEstimate embeddedUpdate = pattern(s1, "embedded", "update-person");
        assertEquals(1, embeddedUpdate.roundTrips(), "update person with contacts and addresses: 1 write");
        assertEquals(1, embeddedUpdate.docsWritten(), EPS);
        int referencedWrites = pattern(s1, "referenced", "update-person").roundTrips();
        assertTrue(referencedWrites > 1 && referencedWrites <= 3, "up to 3 when referenced, was " + referencedWrites);
    }

    @Test
    void s2PostWithUnboundedComments() throws ProjectFileException {
        Project s2 = load("s2-post-comments.docshape");
        CollectionEstimate embeddedPost = collection(s2, "embedded", "Post");
        assertTrue(embeddedPost.unbounded(), "unbounded embedded array");
        assertNull(embeddedPost.maxBytes(), "no maximum document size");
        assertEquals(SizeStatus.OVER, embeddedPost.status(), "the maximum size exceeds the limit");

        PatternEstimate recent = pattern(s2, "subset-bucket", "read-post");
        assertEquals(1, recent.roundTrips(), "read post with recent comments: 1");
        PatternEstimate next = pattern(s2, "subset-bucket", "next-comments");
        assertEquals(1, next.roundTrips(), "load the next 100 comments: 1");
        // the first 100 over the buckets: the newest, half full on average, and the one before it while the newest
        // holds fewer than 100, in one aggregate (decision 0524); a post with few comments has one bucket (0445)
        assertEquals(1.79, next.docsRead(), 0.01, "the newest bucket, and the one before it for most posts");
        PatternEstimate add = pattern(s2, "subset-bucket", "add-comment");
        assertEquals(2, add.roundTrips(), "add a comment: 2 writes");
        assertEquals(2, add.docsWritten(), EPS, "the recent array and the open bucket");
        assertEquals(SizeStatus.OK, collection(s2, "subset-bucket", "Post").status());
    }

    @Test
    void s3PortfolioWithVolatileSharedStock() throws ProjectFileException {
        Project s3 = load("s3-portfolio-stocks.docshape");
        double holders = s3.model().requireRelationship("holding-stock").sharedBy();
        boolean stockKeepsOwnCollection = s3.design("stock-embedded").orElseThrow().standalone().contains("stock");
        PatternEstimate embeddedUpdate = pattern(s3, "stock-embedded", "update-stock-price");
        assertEquals(holders + (stockKeepsOwnCollection ? 1 : 0), embeddedUpdate.docsWritten(), EPS,
                "H documents written (1 + H when stocks keep a collection of their own)");

        PatternEstimate read = pattern(s3, "stock-referenced", "read-portfolio");
        double holdingsPerPortfolio = s3.model().requireRelationship("person-holdings").avgCount();
        assertEquals(2, read.roundTrips(), "read a portfolio with each stock's price: 2");
        assertEquals(1 + holdingsPerPortfolio, read.roundTripsNaive(), EPS, "naive: 1 + k");
        PatternEstimate referencedUpdate = pattern(s3, "stock-referenced", "update-stock-price");
        assertEquals(1, referencedUpdate.docsWritten(), EPS, "update stock price: 1 document");
    }

    @Test
    void s4PublisherWithUnboundedBooks() throws ProjectFileException {
        Project s4 = load("s4-publisher-books.docshape");
        PatternEstimate parentHolds = pattern(s4, "publisher-holds-ids", "add-book");
        assertEquals(2, parentHolds.roundTrips(), "publisher holds an array of book ids: 2 writes");
        assertEquals(2, parentHolds.docsWritten(), EPS);
        CollectionEstimate publisher = collection(s4, "publisher-holds-ids", "Publisher");
        assertTrue(publisher.unbounded(), "finding: unbounded growing id array");

        PatternEstimate childHolds = pattern(s4, "book-holds-publisher", "add-book");
        assertEquals(1, childHolds.roundTrips(), "book holds publisher id: 1 write");
        assertEquals(1, childHolds.docsWritten(), EPS);
        for (String design : List.of("publisher-holds-ids", "book-holds-publisher")) {
            assertEquals(2, pattern(s4, design, "read-publisher-with-books").roundTrips(),
                    "read publisher with books: 2 round trips either way (" + design + ")");
        }
    }

    @Test
    void s5AuthorsAndBooksManyToMany() throws ProjectFileException {
        Project s5 = load("s5-authors-books-join.docshape");
        PatternEstimate joining = pattern(s5, "joining-documents", "read-author-with-books");
        assertEquals(3, joining.roundTrips(), "joining documents: 3");
        assertEquals(3, joining.depth(), "author, join docs, books: each waits for the one before");
        assertEquals(2, pattern(s5, "ids-on-both-sides", "read-author-with-books").roundTrips(), "id arrays on both sides: 2");
    }

    @Test
    void s6HybridAuthorsAndBooks() throws ProjectFileException {
        Project s6 = load("s6-authors-books-hybrid.docshape");
        assertEquals(1, pattern(s6, "hybrid", "list-books-with-authors").roundTrips(), "list books with author names: 1");
        assertEquals(2, pattern(s6, "plain-reference", "list-books-with-authors").roundTrips(), "vs 2 with a plain reference");

        double booksOfAnAuthor = s6.model().requireRelationship("author-books").avgCount();
        double authorsOfABook = s6.model().requireRelationship("author-books").sharedBy();
        assertEquals(1 + booksOfAnAuthor, pattern(s6, "hybrid", "rename-author").docsWritten(), EPS,
                "rename an author: 1 + (books of that author) documents written");
        assertEquals(1 + authorsOfABook, pattern(s6, "hybrid", "publish-book").docsWritten(), EPS,
                "publish a new book: 1 + (number of its authors) writes, the count on each author");
    }

    @Test
    void s7PatronAndAddressOneToOne() throws ProjectFileException {
        Project s7 = load("s7-patron-address.docshape");
        assertEquals(1, pattern(s7, "embedded", "read-patron-with-address").roundTrips(), "address embedded: 1");
        assertEquals(2, pattern(s7, "referenced", "read-patron-with-address").roundTrips(), "2 when referenced");
    }

    @Test
    void s8MovieSplitVertically() throws ProjectFileException {
        Project s8 = load("s8-movie-details.docshape");
        PatternEstimate list = pattern(s8, "split", "read-movie-for-list");
        assertEquals(1, list.roundTrips(), "read movie for a list: 1");
        long splitMovie = collection(s8, "split", "Movie").avgBytes();
        long wholeMovie = collection(s8, "unsplit", "Movie").avgBytes();
        assertTrue(splitMovie * 10 < wholeMovie, "a much smaller document than the unsplit movie: " + splitMovie + " vs " + wholeMovie);
        assertTrue(list.bytesRead() * 10 < pattern(s8, "unsplit", "read-movie-for-list").bytesRead(), "and so far fewer bytes read");
        assertEquals(2, pattern(s8, "split", "read-movie-with-details").roundTrips(), "read movie with full details: 2");
    }
}
