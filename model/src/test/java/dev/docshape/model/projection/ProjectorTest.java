package dev.docshape.model.projection;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.projection.ShapeField.Kind;
import dev.docshape.model.projection.ShapeField.Role;
import dev.docshape.model.seeds.SeedScenarios;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.docshape.model.seeds.SeedScenarios.design;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProjectorTest {

    private static Projection project(Project p, String designName) {
        return Projector.project(p.model(), design(p, designName));
    }

    private static List<String> names(Projection p) {
        return p.collections().stream().map(CollectionShape::name).toList();
    }

    private static ShapeField field(Projection p, String collection, String path) {
        return p.collection(collection).orElseThrow().document().at(path)
                .orElseThrow(() -> new AssertionError("no field " + path + " in " + collection));
    }

    @Test
    void embeddedEverywhereLeavesOneCollectionWithNestedChildren() {
        Projection p = project(SeedScenarios.s1PersonContactsAddresses(), "embedded");
        assertEquals(List.of("Person"), names(p));
        ShapeField addresses = field(p, "Person", "addresses");
        assertEquals(Kind.ARRAY, addresses.kind());
        assertEquals(Role.EMBEDDED, addresses.role());
        assertEquals(2, addresses.avgItems());
        assertEquals(5, addresses.maxItems());
        assertEquals(FieldType.STRING, field(p, "Person", "addresses.city").scalarType());
        ShapeField type = field(p, "Person", "contactDetails.type");
        assertEquals(Kind.OBJECT, type.kind());
        assertEquals("contactType", type.entity());
        assertEquals(List.of("id", "name", "email", "contactDetails", "addresses"),
                p.collection("Person").orElseThrow().document().fields().stream().map(ShapeField::name).toList());
        // id, contactDetails (array) > its objects > type (object): 1 + 2 + 1
        assertEquals(4, p.collection("Person").orElseThrow().document().nestingDepth());
        assertTrue(p.problems().isEmpty(), p.problems().toString());
    }

    @Test
    void referencedChildrenGetCollectionsHoldingTheParentId() {
        Projection p = project(SeedScenarios.s1PersonContactsAddresses(), "referenced");
        assertEquals(List.of("Person", "ContactDetail", "Address"), names(p));
        ShapeField personId = field(p, "Address", "personId");
        assertEquals(Role.REFERENCE, personId.role());
        assertEquals("person", personId.entity());
        assertEquals(Kind.OBJECT, field(p, "ContactDetail", "type").kind());
        assertTrue(p.collection("Person").orElseThrow().document().field("addresses").isEmpty());
        assertTrue(p.entityCollection("contactType").isEmpty(), "the type is embedded in every contact");
    }

    @Test
    void unboundedEmbeddedArrayHasNoMaximum() {
        Projection p = project(SeedScenarios.s2PostComments(), "embedded");
        ShapeField comments = field(p, "Post", "comments");
        assertNull(comments.maxItems());
        assertTrue(p.collection("Post").orElseThrow().document().hasUnboundedArray());
    }

    @Test
    void subsetKeepsRecentItemsAndBucketsHoldTheRest() {
        Projection p = project(SeedScenarios.s2PostComments(), "subset");
        assertEquals(List.of("Post", "postCommentBuckets"), names(p));
        ShapeField recent = field(p, "Post", "recentComments");
        assertEquals(Role.SUBSET, recent.role());
        assertEquals(3, recent.maxItems());
        CollectionShape buckets = p.bucketCollection("post-comments").orElseThrow();
        assertEquals(CollectionKind.BUCKET, buckets.kind());
        assertEquals("comment", buckets.rootEntity());
        assertEquals(List.of("id", "postId", "count", "comments"),
                buckets.document().fields().stream().map(ShapeField::name).toList());
        assertEquals(100, buckets.document().field("comments").orElseThrow().maxItems());
        assertFalse(buckets.document().hasUnboundedArray());
    }

    @Test
    void sharedEmbeddedStockIsCopiedIntoEveryPortfolioHoldingIt() {
        Project s3 = SeedScenarios.s3Portfolio();
        Projection embedded = project(s3, "embedded");
        assertEquals(List.of("Person"), names(embedded));
        assertEquals(FieldType.DECIMAL, field(embedded, "Person", "holdings.stock.price").scalarType());
        Occurrence stockInPerson = embedded.occurrencesOf("stock").get(0);
        assertEquals(List.of("holdings", "stock"), stockInPerson.fieldPath());
        assertEquals(List.of("person-holdings", "holding-stock"), stockInPerson.relationshipPath());
        assertEquals(SeedScenarios.S3_HOLDERS_PER_STOCK, stockInPerson.copiesPerInstance());

        Projection standalone = project(s3, "embedded-standalone");
        assertEquals(List.of("Person", "Stock"), names(standalone));

        Projection referenced = project(s3, "referenced");
        assertEquals(List.of("Person", "Stock"), names(referenced));
        assertEquals(Role.REFERENCE, field(referenced, "Person", "holdings.stockId").role());
    }

    @Test
    void referencePlacementDecidesWhichSideHoldsTheIds() {
        Project s4 = SeedScenarios.s4PublisherBooks();
        Projection parentHolds = project(s4, "publisher-holds-ids");
        ShapeField books = field(parentHolds, "Publisher", "books");
        assertEquals(FieldType.OBJECT_ID, books.scalarType());
        assertTrue(books.unbounded());
        assertTrue(parentHolds.collection("Book").orElseThrow().document().field("publisherId").isEmpty());

        Projection childHolds = project(s4, "book-holds-publisher");
        assertEquals(Role.REFERENCE, field(childHolds, "Book", "publisherId").role());
        assertTrue(childHolds.collection("Publisher").orElseThrow().document().field("books").isEmpty());
    }

    @Test
    void manyToManyAsJoiningDocumentsOrIdArrays() {
        Project s5 = SeedScenarios.s5AuthorsBooks();
        Projection joining = project(s5, "joining-documents");
        assertEquals(List.of("Author", "Book", "authorBooks"), names(joining));
        CollectionShape join = joining.joinCollection("author-books").orElseThrow();
        assertEquals(List.of("id", "authorId", "bookId"), join.document().fields().stream().map(ShapeField::name).toList());
        assertNull(join.rootEntity());

        Projection ids = project(s5, "ids-on-both-sides");
        assertEquals(FieldType.OBJECT_ID, field(ids, "Author", "books").scalarType());
        ShapeField authors = field(ids, "Book", "authors");
        assertEquals(Kind.ARRAY, authors.kind());
        assertEquals(2, authors.avgItems());
    }

    @Test
    void extendedReferenceCopiesFieldsAndCountIsPrecomputed() {
        Projection p = project(SeedScenarios.s6HybridAuthorsBooks(), "hybrid");
        ShapeField authors = field(p, "Book", "authors");
        assertEquals(Role.COPIED, authors.role());
        assertEquals(List.of("id", "name", "thumbnailUrl"), authors.children().stream().map(ShapeField::name).toList());
        assertEquals(Role.COUNT, field(p, "Author", "countOfBooks").role());
        Occurrence copy = p.occurrencesOf("author").stream()
                .filter(o -> o.kind() == Occurrence.Kind.EXTENDED_COPY).findFirst().orElseThrow();
        assertEquals("Book", copy.collection());
        assertEquals(SeedScenarios.S6_BOOKS_PER_AUTHOR, copy.copiesPerInstance());
    }

    @Test
    void oneToOneEmbedsAnObjectAndVerticalSplitReferencesIt() {
        Projection patron = project(SeedScenarios.s7PatronAddress(), "embedded");
        assertEquals(Kind.OBJECT, field(patron, "Patron", "address").kind());
        Projection split = project(SeedScenarios.s8MovieDetails(), "split");
        assertEquals(List.of("Movie", "MovieDetails"), names(split));
        assertEquals(Role.REFERENCE, field(split, "MovieDetails", "movieId").role());
    }

    @Test
    void embeddingCycleIsReportedNotFollowed() {
        DataModel model = new DataModel(
                List.of(Entity.of("a", "A", List.of(), 1), Entity.of("b", "B", List.of(), 1)),
                List.of(new Relationship("a-b", "a", "b", "bs", null, Cardinality.ONE_TO_FEW, 2, 4, 1, false, Volatility.STABLE),
                        new Relationship("b-a", "b", "a", "as", null, Cardinality.ONE_TO_FEW, 2, 4, 1, false, Volatility.STABLE)),
                List.of());
        Projection p = Projector.project(model, Design.named("d"));
        assertEquals(List.of("A"), names(p));
        assertEquals(Role.REFERENCE, field(p, "A", "bs.as").role());
        assertTrue(p.problems().stream().anyMatch(s -> s.contains("embedding cycle") && s.contains("A > B > A")), p.problems().toString());
    }

    @Test
    void standaloneEntityKeepsItsCollectionAndUnknownEntitiesAreReported() {
        DataModel model = new DataModel(
                List.of(Entity.of("p", "Contact Person", List.of(Field.string("name", 10)), 1),
                        Entity.of("a", "Address", List.of(), 1)),
                List.of(new Relationship("p-a", "p", "a", "addresses", null, Cardinality.ONE_TO_FEW, 2, 4, 1, true, Volatility.STABLE),
                        new Relationship("p-x", "p", "x", "xs", null, Cardinality.ONE_TO_FEW, 2, 4, 1, true, Volatility.STABLE)),
                List.of());
        Projection p = Projector.project(model, new Design("d", Map.of("p-a", Mapping.embed()), Set.of("a")));
        assertEquals(List.of("ContactPerson", "Address"), names(p));
        assertEquals(List.of("relationship 'p-x' links unknown entity 'x'; it is ignored"), p.problems());
    }

    @Test
    void namesNumberedApartNeverClaimAnotherCollectionsName() {
        // Order twice: the second is numbered to Order2, which the entity named Order2 then cannot have, and so on;
        // Invoice2 extends no name that is ever numbered apart and keeps its own
        DataModel model = new DataModel(
                List.of(Entity.of("o1", "Order", List.of(), 1), Entity.of("o2", "Order", List.of(), 1),
                        Entity.of("o3", "Order2", List.of(), 1), Entity.of("o4", "Order22", List.of(), 1),
                        Entity.of("i", "Invoice", List.of(), 1), Entity.of("i2", "Invoice2", List.of(), 1)),
                List.of(), List.of());
        Projection p = Projector.project(model, Design.named("d"));
        assertEquals(List.of("Order", "Order2", "Order22", "Order222", "Invoice", "Invoice2"), names(p));
    }

    @Test
    void selfManyToManyJoinNamesBothEnds() {
        DataModel model = new DataModel(
                List.of(Entity.of("p", "Person", List.of(), 10)),
                List.of(new Relationship("friends", "p", "p", "friends", null, Cardinality.MANY_TO_MANY, 5, 50, 5, false,
                        Volatility.STABLE)),
                List.of());
        Projection p = Projector.project(model, new Design("d",
                Map.of("friends", Mapping.reference(dev.docshape.model.mapping.Placement.JOINING_DOCUMENTS)), Set.of()));
        assertEquals(List.of("Person", "personFriends"), names(p));
        assertEquals(List.of("id", "personId", "friendsId"),
                p.joinCollection("friends").orElseThrow().document().fields().stream().map(ShapeField::name).toList());
    }

    @Test
    void projectionIsDeterministic() {
        for (Project s : SeedScenarios.all()) {
            for (Design d : s.designs()) {
                assertEquals(Projector.project(s.model(), d), Projector.project(s.model(), d), s.name() + "/" + d.name());
            }
        }
    }
}
