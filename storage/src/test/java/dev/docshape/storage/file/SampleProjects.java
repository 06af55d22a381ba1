package dev.docshape.storage.file;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Partitioning;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Projects for storage tests; {@link #everything()} uses every feature the file format has. */
final class SampleProjects {
    private SampleProjects() {
    }

    static Project everything() {
        Entity author = new Entity("author", "Author", List.of(
                new Field("name", FieldType.STRING, 24, true, null, 0, List.of()),
                Field.string("thumbnailUrl", 80).withUpdatesPerDay(0.001),
                Field.array("tags", FieldType.STRING, 2.5),
                Field.object("address", List.of(Field.string("city", 12),
                        Field.object("geo", List.of(Field.of("lat", FieldType.DOUBLE), Field.of("lon", FieldType.DOUBLE)))))),
                50_000, 0.02, new Position(40.5, 80));
        Entity book = new Entity("book", "Book", List.of(
                Field.string("title", 40), Field.of("published", FieldType.DATE), Field.of("price", FieldType.DECIMAL),
                Field.of("isbn", FieldType.UUID), Field.of("cover", FieldType.BINARY).withAvgSize(20_000)),
                400_000, 0, new Position(320, 80));
        Entity review = Entity.of("review", "Review", List.of(Field.of("stars", FieldType.INTEGER),
                Field.of("helpful", FieldType.BOOLEAN), Field.of("views", FieldType.LONG), Field.of("_id", FieldType.OBJECT_ID)), 3_000_000);
        Entity sale = Entity.of("sale", "Sale", List.of(Field.of("amount", FieldType.DECIMAL)), 10_000_000);
        Entity page = Entity.of("page", "Page", List.of(), 1);

        Relationship authorBooks = new Relationship("author-books", "author", "book", "books", "authors",
                Cardinality.MANY_TO_MANY, 8, null, 2, false, Volatility.OCCASIONAL);
        Relationship bookReviews = new Relationship("book-reviews", "book", "review", "reviews", null,
                Cardinality.ONE_TO_MANY, 7.5, 10_000, 1, true, Volatility.STABLE);
        Relationship bookSales = new Relationship("book-sales", "book", "sale", "sales", "book",
                Cardinality.ONE_TO_MANY, 25, null, 1, false, Volatility.FREQUENT);
        Relationship bookPages = new Relationship("book-pages", "book", "page", "pages", null,
                Cardinality.ONE_TO_FEW, 3, 5, 0.5, true, Volatility.STABLE, 1);

        ReadPattern bookList = new ReadPattern("list-books", "list books with author names", 120.5, "book",
                Selection.FILTER, null, 500, 20, List.of("title", "price"),
                List.of(new Include("author-books", List.of("name"), 0,
                        List.of(new Include("author-books", List.of(), 3, List.of())))), List.of("book-reviews"));
        ReadPattern reviewsOfBook = new ReadPattern("reviews-of-book", "next reviews", 3, "review",
                Selection.FILTER, "book-reviews", 100, 0, List.of(), List.of(), List.of());
        ReadPattern readBook = ReadPattern.byId("read-book", "read a book", 40, "book",
                List.of(Include.of("book-reviews"), Include.of("book-pages")));
        WritePattern addBook = new WritePattern("add-book", "publish a book", 0.01, WriteKind.INSERT, "book",
                "author-books", List.of(), List.of());
        WritePattern rename = new WritePattern("rename-author", "rename an author", 0.001, WriteKind.UPDATE, "author",
                null, List.of("name"), List.of(Include.of("author-books")));
        WritePattern link = new WritePattern("link", "co-author", 0.0001, WriteKind.LINK, "author",
                "author-books", List.of(), List.of());

        DataModel model = new DataModel(List.of(author, book, review, sale, page),
                List.of(authorBooks, bookReviews, bookSales, bookPages),
                List.of(bookList, reviewsOfBook, readBook, addBook, rename, link));

        Map<String, Mapping> hybrid = new LinkedHashMap<>();
        hybrid.put("book-sales", new Mapping(new Bucket(200), false));
        hybrid.put("author-books", new Mapping(new ExtendedReference(Holder.CHILD, List.of("name", "thumbnailUrl")), true));
        hybrid.put("book-reviews", new Mapping(new Subset(3, Subset.Rest.BUCKETED, 100), false));
        hybrid.put("book-pages", Mapping.embed());
        Design plain = new Design("plain", Map.of(
                "author-books", Mapping.reference(Placement.JOINING_DOCUMENTS),
                "book-reviews", new Mapping(new Subset(5, Subset.Rest.REFERENCED, 0), true),
                "book-sales", Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS)), Set.of("page"),
                new Partitioning(Map.of("author", "id"), 6),
                Duplicates.of(List.of(new Duplicates.Duplicate("author", "id"), new Duplicates.Duplicate("book", null),
                        Duplicates.Duplicate.feed("book", 50, Ordering.descending("published")))));
        Design empty = Design.named("defaults only");
        Design parentHolder = Design.named("parent copies").withMapping("author-books",
                new Mapping(new ExtendedReference(Holder.PARENT, List.of()), false))
                .withMapping("book-reviews", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID))
                .withMapping("book-sales", Mapping.reference(Placement.IDS_ON_BOTH_SIDES));
        return new Project("Bookshop \"deluxe\" – ünïcode", "A test project\nwith two lines.", model,
                List.of(new Design("hybrid", hybrid, Set.of("author", "book")), plain, empty, parentHolder), "plain");
    }
}
