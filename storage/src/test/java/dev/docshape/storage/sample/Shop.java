package dev.docshape.storage.sample;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Subset;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** A small model that uses every kind of mapping the generator has to fill. */
public final class Shop {
    private Shop() {
    }

    public static DataModel model() {
        return new DataModel(
                List.of(entity("customer", "Customer", 1_000, List.of(Field.string("name", 20), Field.string("email", 24),
                                Field.object("preferences", List.of(Field.of("newsletter", FieldType.BOOLEAN))))),
                        entity("address", "Address", 2_000, List.of(Field.string("street", 24), Field.string("city", 12))),
                        entity("author", "Author", 500, List.of(Field.string("name", 20), Field.string("thumbnailUrl", 60))),
                        entity("book", "Book", 2_000, List.of(Field.string("title", 40), Field.of("price", FieldType.DECIMAL),
                                Field.array("tags", FieldType.STRING, 2))),
                        entity("publisher", "Publisher", 50, List.of(Field.string("name", 30))),
                        entity("review", "Review", 20_000, List.of(Field.string("text", 200), Field.of("rating", FieldType.INTEGER),
                                Field.of("createdAt", FieldType.DATE)))),
                List.of(rel("customer-addresses", "customer", "address", "addresses", Cardinality.ONE_TO_FEW, 2, 5, 1),
                        rel("author-books", "author", "book", "books", Cardinality.MANY_TO_MANY, 8, 40, 2),
                        rel("publisher-books", "publisher", "book", "books", Cardinality.ONE_TO_MANY, 40, null, 1),
                        rel("book-reviews", "book", "review", "reviews", Cardinality.ONE_TO_MANY, 10, 60, 1)),
                List.of());
    }

    /** Addresses embedded, books keep copies of their authors' names, publishers referenced, reviews subset + buckets. */
    public static Design hybrid() {
        return new Design("hybrid", Map.of(
                "customer-addresses", Mapping.embed(),
                "author-books", new Mapping(new ExtendedReference(Holder.CHILD, List.of("name")), true),
                "publisher-books", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID),
                "book-reviews", new Mapping(new Subset(3, Subset.Rest.BUCKETED, 10), false)), Set.of());
    }

    /** Addresses referenced, authors and books joined by joining documents, publishers hold book ids, reviews referenced. */
    public static Design normalized() {
        return new Design("normalized", Map.of(
                "customer-addresses", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID),
                "author-books", Mapping.reference(Placement.JOINING_DOCUMENTS),
                "publisher-books", Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS),
                "book-reviews", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of());
    }

    private static Entity entity(String id, String name, long count, List<Field> fields) {
        return Entity.of(id, name, fields, count);
    }

    private static Relationship rel(String id, String parent, String child, String name, Cardinality c, double avg, Integer max, double sharedBy) {
        return new Relationship(id, parent, child, name, null, c, avg, max, sharedBy, false, Volatility.STABLE);
    }
}
