package dev.docshape.storage.imports.infer;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.validate.ModelValidator;
import dev.docshape.storage.sample.ObjectId;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SchemaInferenceTest {

    private static ObjectId oid(long entity, long i) {
        return ObjectId.of(entity << 32, i);
    }

    private static Map<String, Object> doc(Object... keyValues) {
        Map<String, Object> d = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) d.put((String) keyValues[i], keyValues[i + 1]);
        return d;
    }

    @Test
    void countsTypesPresenceAndSizes() {
        SchemaInference inference = new SchemaInference();
        CollectionInference people = inference.collection("people");
        for (int i = 0; i < 100; i++) {
            Map<String, Object> d = doc("_id", oid(1, i), "name", "n".repeat(10 + i % 3));
            if (i % 4 != 0) d.put("age", i < 90 ? (Object) i : (Object) (long) i);
            d.put("nick", i % 2 == 0 ? null : "éé");
            d.put("photo", new byte[100]);
            people.accept(d);
        }
        InferredSchema schema = inference.result();
        InferredShape shape = schema.collections().get(0).shape();
        assertEquals(100, shape.objects());
        InferredField name = shape.field("name").orElseThrow();
        assertTrue(name.required());
        assertEquals(ValueType.STRING, name.type());
        assertEquals((34 * 10 + 33 * 11 + 33 * 12) / 100.0, name.avgBytes(), 1e-9);
        assertEquals(12, name.maxBytes());
        InferredField age = shape.field("age").orElseThrow();
        assertFalse(age.required());
        assertEquals(75, age.occurrences());
        assertEquals(Map.of(ValueType.INT, 67L, ValueType.LONG, 8L), age.types());
        InferredField nick = shape.field("nick").orElseThrow();
        assertFalse(nick.required(), "null half of the time");
        assertEquals(4.0, nick.avgBytes(), 1e-9, "UTF-8 bytes");
        assertEquals(100.0, shape.field("photo").orElseThrow().avgBytes(), 1e-9);

        Entity person = schema.toProject("p").model().entities().get(0);
        assertEquals(100, person.count());
        assertEquals(FieldType.LONG, person.field("age").orElseThrow().type(), "int and long together are long");
        assertEquals(11, person.field("name").orElseThrow().avgSize());
        assertEquals(FieldType.BINARY, person.field("photo").orElseThrow().type());
        assertTrue(person.field("_id").isEmpty(), "the id is implied");
    }

    @Test
    void subdocumentsAndArraysOfThemBecomeEmbeddedEntities() {
        SchemaInference inference = new SchemaInference();
        CollectionInference posts = inference.collection("posts");
        for (int i = 0; i < 50; i++) {
            List<Object> comments = new ArrayList<>();
            for (int c = 0; c < i % 5; c++) comments.add(doc("text", "hello", "likes", c));
            List<Object> tags = List.of("a", "b", "c");
            Map<String, Object> d = doc("_id", oid(2, i), "title", "T", "author", doc("name", "Ann", "email", "a@b"),
                    "comments", comments, "tags", tags);
            if (i == 49) d.put("log", manyLines(250));
            posts.accept(d);
        }
        InferredSchema schema = inference.result();
        Project project = schema.toProject("blog");
        assertTrue(ModelValidator.validate(project).stream().noneMatch(p -> p.isError()), () -> ModelValidator.validate(project).toString());

        Relationship author = relationship(project, "author");
        assertEquals(Cardinality.ONE_TO_ONE, author.cardinality());
        assertEquals("Author", entity(project, author.child()).name());
        assertEquals(50, entity(project, author.child()).count());
        assertEquals(Mapping.embed(), project.active().mappingFor(author));

        Relationship comments = relationship(project, "comments");
        assertEquals(Cardinality.ONE_TO_FEW, comments.cardinality());
        assertEquals(4, comments.maxCount());
        assertEquals(100 / 50.0, comments.avgCount(), 1e-9);
        Entity comment = entity(project, comments.child());
        assertEquals("Comment", comment.name());
        assertEquals(100, comment.count());
        assertEquals(FieldType.INTEGER, comment.field("likes").orElseThrow().type());

        Relationship log = relationship(project, "log");
        assertEquals(Cardinality.ONE_TO_MANY, log.cardinality(), "250 items are more than a few");

        Field tags = entity(project, "posts").field("tags").orElseThrow();
        assertEquals(FieldType.ARRAY, tags.type());
        assertEquals(FieldType.STRING, tags.itemType());
        assertEquals(3.0, tags.avgItems(), 1e-9);

        RelationshipGuess guess = schema.guesses().stream().filter(g -> g.field().equals("comments")).findFirst().orElseThrow();
        assertEquals(Map.of("0", 10L, "1", 10L, "2-5", 30L), guess.evidence().arrayLengths());
    }

    private static List<Object> manyLines(int n) {
        List<Object> lines = new ArrayList<>();
        for (int i = 0; i < n; i++) lines.add(doc("at", i));
        return lines;
    }

    @Test
    void referencesAreFoundByTheirValues() {
        SchemaInference inference = new SchemaInference();
        CollectionInference customers = inference.collection("customers");
        for (int i = 0; i < 40; i++) customers.accept(doc("_id", oid(3, i), "name", "c" + i));
        CollectionInference products = inference.collection("products");
        for (int i = 1; i <= 30; i++) products.accept(doc("_id", i, "name", "p" + i));
        CollectionInference orders = inference.collection("orders");
        for (int i = 0; i < 200; i++) {
            orders.accept(doc("_id", oid(4, i),
                    "customer", oid(3, i % 40),
                    "stray", oid(9, i),
                    "lines", List.of(doc("productId", 1 + i % 30, "quantity", 1 + i % 5)),
                    "favouriteProducts", List.of(1 + i % 30, 1 + (i + 7) % 30)));
        }
        InferredSchema schema = inference.result();

        RelationshipGuess customer = guess(schema, "customer");
        assertEquals(RelationshipGuess.Kind.CHILD_HOLDS_PARENT_ID, customer.kind());
        assertEquals("customers", customer.parent());
        assertEquals(40, customer.evidence().matchedValues());
        assertEquals(40, customer.evidence().distinctValues());
        assertEquals(Cardinality.ONE_TO_FEW, customer.cardinality());
        assertEquals(5, customer.maxCount(), "200 orders over 40 customers, 5 each");
        assertEquals(5.0, customer.avgCount(), 1e-9);

        assertTrue(schema.guesses().stream().noneMatch(g -> g.field().equals("stray")), "ids of nothing here");
        assertTrue(schema.guesses().stream().noneMatch(g -> g.field().equals("quantity")),
                "small numbers that happen to be ids, without an id-like name, are no reference");
        RelationshipGuess product = guess(schema, "productId");
        assertEquals("products", product.parent());
        assertEquals("Line", product.child());

        RelationshipGuess favourites = guess(schema, "favouriteProducts");
        assertEquals(RelationshipGuess.Kind.PARENT_HOLDS_CHILD_IDS, favourites.kind());
        assertEquals(Cardinality.MANY_TO_MANY, favourites.cardinality(), "each product is in many orders' favourites");

        Project project = schema.toProject("shop");
        assertTrue(ModelValidator.validate(project).stream().noneMatch(p -> p.isError()), () -> ModelValidator.validate(project).toString());
        Relationship r = relationship(project, "orders");
        assertEquals("customers", entity(project, r.parent()).name());
        assertEquals("customer", r.inverseName());
        assertEquals(Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID), project.active().mappingFor(r));
        Entity order = project.model().entities().stream().filter(e -> e.name().equals("orders")).findFirst().orElseThrow();
        assertTrue(order.field("customer").isEmpty(), "the reference field became the relationship");
        assertEquals(FieldType.OBJECT_ID, order.field("stray").orElseThrow().type());

        List<RelationshipGuess> withoutCustomer = schema.guesses().stream().filter(g -> !g.field().equals("customer")).toList();
        Project dropped = schema.toProject("shop", withoutCustomer);
        Entity order2 = dropped.model().entities().stream().filter(e -> e.name().equals("orders")).findFirst().orElseThrow();
        assertEquals(FieldType.OBJECT_ID, order2.field("customer").orElseThrow().type(), "a dropped guess stays a field");
    }

    @Test
    void idValueCountsStayBounded() {
        ValueCounts counts = new ValueCounts();
        for (int i = 0; i < 200_000; i++) counts.add("value" + i, ValueType.STRING);
        assertEquals(ValueCounts.CAPACITY, counts.distinct());
        assertFalse(counts.complete());
        assertEquals(200_000, counts.values());
        assertEquals(1, counts.maxRepeat());
    }

    @Test
    void warnsAboutMixedShapesAndEmptyCollections() {
        SchemaInference inference = new SchemaInference();
        inference.collection("empty");
        CollectionInference things = inference.collection("things");
        for (int i = 0; i < 10; i++) things.accept(doc("_id", i, "size", i < 7 ? (Object) 1.5 : "large"));
        InferredSchema schema = inference.result();
        assertTrue(schema.warnings().contains("collection 'empty' has no documents: its entity has no fields and a count of 0"),
                schema.warnings().toString());
        assertTrue(schema.warnings().stream().anyMatch(w -> w.startsWith("collection 'things', field 'size': mixed types (String 30%, Double 70%)")
                || w.startsWith("collection 'things', field 'size': mixed types (Double 70%, String 30%)")), schema.warnings().toString());
        Project project = schema.toProject("x");
        assertEquals(0, project.model().entities().get(0).count());
        assertEquals(FieldType.DOUBLE, project.model().entities().get(1).field("size").orElseThrow().type());
    }

    private static RelationshipGuess guess(InferredSchema schema, String field) {
        Optional<RelationshipGuess> g = schema.guesses().stream().filter(x -> x.field().equals(field)).findFirst();
        return g.orElseThrow(() -> new AssertionError("no guess for " + field + " in " + schema.guesses()));
    }

    private static Relationship relationship(Project project, String name) {
        return project.model().relationships().stream().filter(r -> r.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no relationship " + name + " in " + project.model().relationships()));
    }

    private static Entity entity(Project project, String idOrName) {
        return project.model().entities().stream().filter(e -> e.id().equals(idOrName) || e.name().equals(idOrName)).findFirst()
                .orElseThrow();
    }
}
