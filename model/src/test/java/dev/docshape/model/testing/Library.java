package dev.docshape.model.testing;

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
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A small library project (S5/S6 of docs/counting-rules.md#seed-scenarios, plus a publisher): authors and books many-to-many,
 * a publisher with its books, two designs, and patterns that follow every relationship.
 */
public final class Library {
    private Library() {
    }

    public static Project project() {
        Entity author = new Entity("author", "Author", List.of(Field.string("name", 30), Field.string("thumbnailUrl", 60),
                Field.of("born", FieldType.DATE)), 10_000, 0.01, null);
        Entity book = new Entity("book", "Book", List.of(Field.string("title", 40), Field.of("isbn", FieldType.STRING),
                Field.array("tags", FieldType.STRING, 4)), 200_000, 0.001, null);
        Entity publisher = Entity.of("publisher", "Publisher", List.of(Field.string("name", 30)), 500);
        Relationship authorBooks = new Relationship("author-books", "author", "book", "books", "authors",
                Cardinality.MANY_TO_MANY, 20, null, 1.5, false, Volatility.OCCASIONAL);
        Relationship publisherBooks = new Relationship("publisher-books", "publisher", "book", "books", "publisher",
                Cardinality.ONE_TO_MANY, 400, null, 1, false, Volatility.STABLE);
        ReadPattern listBooks = new ReadPattern("list-books", "list books with author names", 50, "book", Selection.FILTER,
                null, 1000, 20, List.of("title"), List.of(new Include("author-books", List.of("name", "thumbnailUrl"), 0,
                List.of())), List.of());
        ReadPattern authorWithBooks = ReadPattern.byId("author-with-books", "read an author with their books", 5, "author",
                List.of(new Include("author-books", List.of("title"), 0,
                        List.of(new Include("publisher-books", List.of("name"), 0, List.of())))));
        WritePattern renameAuthor = new WritePattern("rename-author", "rename an author", 0.01, WriteKind.UPDATE, "author",
                null, List.of("name"), List.of());
        WritePattern publishBook = new WritePattern("publish-book", "publish a book", 0.1, WriteKind.INSERT, "book",
                "publisher-books", List.of(), List.of());
        WritePattern linkAuthor = new WritePattern("link-author", "add an author to a book", 0.05, WriteKind.LINK, "book",
                "author-books", List.of(), List.of());
        DataModel model = new DataModel(List.of(author, book, publisher), List.of(authorBooks, publisherBooks),
                List.of(listBooks, authorWithBooks, renameAuthor, publishBook, linkAuthor));
        Design hybrid = new Design("hybrid", Map.of(
                "author-books", new Mapping(new ExtendedReference(Holder.CHILD, List.of("name", "thumbnailUrl")), true)),
                Set.of("author"));
        Map<String, Mapping> plainMappings = new LinkedHashMap<>();
        plainMappings.put("author-books", Mapping.reference(Placement.JOINING_DOCUMENTS));
        plainMappings.put("publisher-books", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID));
        Design plain = new Design("plain", plainMappings, Set.of());
        return new Project("library", "", model, List.of(hybrid, plain), "hybrid");
    }
}
