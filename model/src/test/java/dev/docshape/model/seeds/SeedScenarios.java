package dev.docshape.model.seeds;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The seed scenarios S1-S8 of docs/counting-rules.md#seed-scenarios as projects: one model, the designs the table
 * compares, and the access patterns that tell them apart. Shared by the projection, estimator and
 * advisor tests.
 */
public final class SeedScenarios {
    private SeedScenarios() {
    }

    // S1 -------------------------------------------------------------------------------------------------

    /** Person with contact details (each with its type) and addresses. Designs "embedded", "referenced". */
    public static Project s1PersonContactsAddresses() {
        DataModel model = new DataModel(
                List.of(entity("person", "Person", 100_000, Field.string("name", 20), Field.string("email", 24)),
                        entity("contact", "ContactDetail", 300_000, Field.string("value", 20)),
                        entity("contactType", "ContactDetailType", 5, Field.string("name", 8)),
                        entity("address", "Address", 200_000, Field.string("street", 24), Field.string("city", 12),
                                Field.string("zip", 8))),
                List.of(rel("person-contacts", "person", "contact", "contactDetails", Cardinality.ONE_TO_FEW, 3, 10, 1),
                        rel("contact-type", "contact", "contactType", "type", Cardinality.ONE_TO_ONE, 1, 1, 1),
                        rel("person-addresses", "person", "address", "addresses", Cardinality.ONE_TO_FEW, 2, 5, 1)),
                List.of(ReadPattern.byId("read-person", "read person with addresses and contact details", 50, "person",
                                List.of(Include.of("person-addresses"),
                                        new Include("person-contacts", List.of(), 0, List.of(Include.of("contact-type"))))),
                        new WritePattern("update-person", "update person with contacts and addresses", 2, WriteKind.UPDATE,
                                "person", null, List.of(), List.of(Include.of("person-addresses"), Include.of("person-contacts")))));
        Design embedded = design("embedded", Map.of("person-contacts", Mapping.embed(), "contact-type", Mapping.embed(),
                "person-addresses", Mapping.embed()));
        Design referenced = design("referenced", Map.of("person-contacts", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID),
                "contact-type", Mapping.embed(), "person-addresses", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)));
        return project("S1", model, embedded, referenced);
    }

    // S2 -------------------------------------------------------------------------------------------------

    public static final int S2_SUBSET_SIZE = 3;
    public static final int S2_BUCKET_SIZE = 100;

    /** Post with unbounded comments. Designs "embedded", "subset" (3 most recent + buckets of 100). */
    public static Project s2PostComments() {
        DataModel model = new DataModel(
                List.of(entity("post", "Post", 10_000, Field.string("title", 60), Field.string("body", 2000)),
                        entity("comment", "Comment", 5_000_000, Field.string("author", 20), Field.string("text", 300),
                                Field.of("createdAt", FieldType.DATE))),
                List.of(rel("post-comments", "post", "comment", "comments", Cardinality.ONE_TO_MANY, 500, null, 1)),
                List.of(ReadPattern.byId("read-post", "read post with recent comments", 100, "post",
                                List.of(new Include("post-comments", List.of(), S2_SUBSET_SIZE, List.of()))),
                        new ReadPattern("next-comments", "load the next 100 comments", 10, "comment", Selection.FILTER,
                                "post-comments", 100, 100, List.of(), List.of(), List.of()),
                        new WritePattern("add-comment", "add a comment", 5, WriteKind.INSERT, "comment", "post-comments",
                                List.of(), List.of())));
        Design embedded = design("embedded", Map.of("post-comments", Mapping.embed()));
        Design subset = design("subset", Map.of("post-comments",
                new Mapping(new Subset(S2_SUBSET_SIZE, Subset.Rest.BUCKETED, S2_BUCKET_SIZE), false)));
        return project("S2", model, embedded, subset);
    }

    // S3 -------------------------------------------------------------------------------------------------

    /** Portfolios holding a stock. */
    public static final int S3_HOLDERS_PER_STOCK = 2000;
    /** Holdings per portfolio. */
    public static final int S3_HOLDINGS_PER_PERSON = 20;

    /** Portfolio, holdings, volatile shared stock. Designs "embedded", "embedded-standalone", "referenced". */
    public static Project s3Portfolio() {
        Relationship holdingStock = new Relationship("holding-stock", "holding", "stock", "stock", null,
                Cardinality.ONE_TO_ONE, 1, 1, S3_HOLDERS_PER_STOCK, false, Volatility.FREQUENT);
        DataModel model = new DataModel(
                List.of(entity("person", "Person", 50_000, Field.string("name", 20)),
                        entity("holding", "Holding", 1_000_000, Field.of("shares", FieldType.INTEGER),
                                Field.of("purchasedAt", FieldType.DATE)),
                        entity("stock", "Stock", 500, Field.string("symbol", 4), Field.string("name", 24),
                                Field.of("price", FieldType.DECIMAL))),
                List.of(rel("person-holdings", "person", "holding", "holdings", Cardinality.ONE_TO_MANY,
                                S3_HOLDINGS_PER_PERSON, 200, 1), holdingStock),
                List.of(new WritePattern("update-price", "update one stock's price", 200, WriteKind.UPDATE, "stock", null,
                                List.of("price"), List.of()),
                        ReadPattern.byId("read-portfolio", "read a portfolio with each stock's price", 20, "person",
                                List.of(new Include("person-holdings", List.of(), 0,
                                        List.of(new Include("holding-stock", List.of("price"), 0, List.of())))))));
        Map<String, Mapping> embeddedMappings = Map.of("person-holdings", Mapping.embed(), "holding-stock", Mapping.embed());
        Design embedded = design("embedded", embeddedMappings);
        Design standalone = new Design("embedded-standalone", embeddedMappings, Set.of("stock"));
        Design referenced = design("referenced", Map.of("person-holdings", Mapping.embed(),
                "holding-stock", Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS)));
        return project("S3", model, embedded, standalone, referenced);
    }

    // S4 -------------------------------------------------------------------------------------------------

    /** Publisher with an unbounded number of books. Designs "publisher-holds-ids", "book-holds-publisher". */
    public static Project s4PublisherBooks() {
        DataModel model = new DataModel(
                List.of(entity("publisher", "Publisher", 2_000, Field.string("name", 30)),
                        entity("book", "Book", 2_000_000, Field.string("title", 40), Field.string("isbn", 17))),
                List.of(rel("publisher-books", "publisher", "book", "books", Cardinality.ONE_TO_MANY, 1000, null, 1)),
                List.of(new WritePattern("add-book", "add a book", 3, WriteKind.INSERT, "book", "publisher-books",
                                List.of(), List.of()),
                        ReadPattern.byId("read-publisher", "read publisher with books", 5, "publisher",
                                List.of(Include.of("publisher-books")))));
        return project("S4", model,
                design("publisher-holds-ids", Map.of("publisher-books", Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS))),
                design("book-holds-publisher", Map.of("publisher-books", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID))));
    }

    // S5 -------------------------------------------------------------------------------------------------

    /** Authors and books, many-to-many. Designs "joining-documents", "ids-on-both-sides". */
    public static Project s5AuthorsBooks() {
        DataModel model = new DataModel(
                List.of(entity("author", "Author", 100_000, Field.string("name", 20), Field.string("bio", 400)),
                        entity("book", "Book", 400_000, Field.string("title", 40))),
                List.of(rel("author-books", "author", "book", "books", Cardinality.MANY_TO_MANY, 5, 50, 2)),
                List.of(ReadPattern.byId("read-author", "read an author with their books", 30, "author",
                        List.of(Include.of("author-books")))));
        return project("S5", model,
                design("joining-documents", Map.of("author-books", Mapping.reference(Placement.JOINING_DOCUMENTS))),
                design("ids-on-both-sides", Map.of("author-books", Mapping.reference(Placement.IDS_ON_BOTH_SIDES))));
    }

    // S6 -------------------------------------------------------------------------------------------------

    public static final int S6_BOOKS_PER_AUTHOR = 8;
    public static final int S6_AUTHORS_PER_BOOK = 2;

    /**
     * Authors and books, hybrid: books keep {id, name, thumbnailUrl} of their authors, authors keep
     * countOfBooks. Designs "hybrid", "plain" (ids on both sides).
     */
    public static Project s6HybridAuthorsBooks() {
        DataModel model = new DataModel(
                List.of(entity("author", "Author", 100_000, Field.string("name", 20), Field.string("thumbnailUrl", 60),
                                Field.string("bio", 500)),
                        entity("book", "Book", 400_000, Field.string("title", 40), Field.string("isbn", 17),
                                Field.string("summary", 600))),
                List.of(rel("author-books", "author", "book", "books", Cardinality.MANY_TO_MANY, S6_BOOKS_PER_AUTHOR, 100,
                        S6_AUTHORS_PER_BOOK)),
                List.of(new ReadPattern("list-books", "list books with author names", 40, "book", Selection.FILTER, null,
                                20, 20, List.of(), List.of(new Include("author-books", List.of("name"), 0, List.of())), List.of()),
                        new WritePattern("rename-author", "rename an author", 0.01, WriteKind.UPDATE, "author", null,
                                List.of("name"), List.of()),
                        new WritePattern("publish-book", "publish a new book", 1, WriteKind.INSERT, "book", "author-books",
                                List.of(), List.of())));
        Design hybrid = design("hybrid", Map.of("author-books",
                new Mapping(new ExtendedReference(Holder.CHILD, List.of("name", "thumbnailUrl")), true)));
        Design plain = design("plain", Map.of("author-books", Mapping.reference(Placement.IDS_ON_BOTH_SIDES)));
        return project("S6", model, hybrid, plain);
    }

    // S7 -------------------------------------------------------------------------------------------------

    /** Patron with one address. Designs "embedded", "referenced". */
    public static Project s7PatronAddress() {
        DataModel model = new DataModel(
                List.of(entity("patron", "Patron", 20_000, Field.string("name", 20)),
                        entity("address", "Address", 20_000, Field.string("street", 24), Field.string("city", 12),
                                Field.string("zip", 8))),
                List.of(rel("patron-address", "patron", "address", "address", Cardinality.ONE_TO_ONE, 1, 1, 1)),
                List.of(ReadPattern.byId("read-patron", "read patron with address", 20, "patron",
                        List.of(Include.of("patron-address")))));
        return project("S7", model,
                design("embedded", Map.of("patron-address", Mapping.embed())),
                design("referenced", Map.of("patron-address", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID))));
    }

    // S8 -------------------------------------------------------------------------------------------------

    /** Movie with large, rarely read details. Designs "split" (details referenced), "unsplit" (embedded). */
    public static Project s8MovieDetails() {
        DataModel model = new DataModel(
                List.of(entity("movie", "Movie", 50_000, Field.string("title", 30), Field.of("year", FieldType.INTEGER),
                                Field.string("posterUrl", 60), Field.array("genres", FieldType.STRING, 3)),
                        entity("details", "MovieDetails", 50_000, Field.string("fullPlot", 4000),
                                Field.array("cast", FieldType.STRING, 40), Field.of("imdbRating", FieldType.DOUBLE),
                                Field.of("imdbVotes", FieldType.INTEGER), Field.string("awards", 200))),
                List.of(rel("movie-details", "movie", "details", "details", Cardinality.ONE_TO_ONE, 1, 1, 1)),
                List.of(ReadPattern.byId("list-movie", "read movie for a list", 100, "movie", List.of()),
                        ReadPattern.byId("read-movie-full", "read movie with full details", 5, "movie",
                                List.of(Include.of("movie-details")))));
        return project("S8", model,
                design("split", Map.of("movie-details", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID))),
                design("unsplit", Map.of("movie-details", Mapping.embed())));
    }

    /** Every scenario, S1 to S8. */
    public static List<Project> all() {
        return List.of(s1PersonContactsAddresses(), s2PostComments(), s3Portfolio(), s4PublisherBooks(),
                s5AuthorsBooks(), s6HybridAuthorsBooks(), s7PatronAddress(), s8MovieDetails());
    }

    // helpers --------------------------------------------------------------------------------------------

    public static Design design(Project project, String name) {
        return project.design(name).orElseThrow(() -> new IllegalArgumentException("no design " + name));
    }

    private static Entity entity(String id, String name, long count, Field... fields) {
        return Entity.of(id, name, List.of(fields), count);
    }

    private static Relationship rel(String id, String parent, String child, String name, Cardinality c,
                                    double avg, Integer max, double sharedBy) {
        return new Relationship(id, parent, child, name, null, c, avg, max, sharedBy, false, Volatility.STABLE);
    }

    private static Design design(String name, Map<String, Mapping> mappings) {
        return new Design(name, mappings, Set.of());
    }

    private static Project project(String name, DataModel model, Design... designs) {
        return new Project(name, "", model, List.of(designs), designs[0].name());
    }
}
