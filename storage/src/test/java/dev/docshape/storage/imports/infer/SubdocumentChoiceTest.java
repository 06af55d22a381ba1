package dev.docshape.storage.imports.infer;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.validate.ModelValidator;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each subdocument guess kept as an entity, dropped with its field, or made a plain object field. */
class SubdocumentChoiceTest {

    /** Orders with a shipping address (with a nested geo point) and an array of lines. */
    static InferredSchema orders() {
        SchemaInference inference = new SchemaInference();
        CollectionInference orders = inference.collection("orders");
        for (int i = 0; i < 50; i++) {
            Map<String, Object> geo = new LinkedHashMap<>();
            geo.put("lat", 1.5 + i);
            geo.put("lon", 2.5);
            Map<String, Object> address = new LinkedHashMap<>();
            address.put("street", "Main " + i);
            address.put("city", "Town");
            address.put("geo", geo);
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("_id", i);
            d.put("total", 10.5 * i);
            d.put("shipTo", address);
            d.put("lines", List.of(Map.of("sku", "a" + i, "qty", 2), Map.of("sku", "b", "qty", 1)));
            orders.accept(d);
        }
        return inference.result();
    }

    private static String guess(InferredSchema schema, String field) {
        return schema.guesses().stream().filter(g -> g.field().equals(field) && g.kind().embedded()).findFirst().orElseThrow().id();
    }

    private static List<String> entityNames(Project p) {
        return p.model().entities().stream().map(Entity::name).toList();
    }

    private static Entity order(Project p) {
        return p.model().entities().stream().filter(e -> e.name().equals("orders")).findFirst().orElseThrow();
    }

    @Test
    void byDefaultEverySubdocumentIsAnEmbeddedEntity() {
        InferredSchema schema = orders();
        Project p = schema.toProject("shop", schema.guesses(), Map.of());
        assertEquals(4, p.model().entities().size(), entityNames(p).toString());
        assertEquals(3, p.model().relationships().size());
    }

    @Test
    void aDroppedSubdocumentLeavesNoEntityNoRelationshipAndNoField() {
        InferredSchema schema = orders();
        Project p = schema.toProject("shop", schema.guesses(), Map.of(guess(schema, "shipTo"), Subdocument.DROP));
        assertEquals(2, p.model().entities().size(), "orders and its lines: " + entityNames(p));
        assertEquals(1, p.model().relationships().size());
        assertEquals(List.of("total"), order(p).fields().stream().map(Field::name).toList());
        assertFalse(ModelValidator.hasErrors(ModelValidator.validate(p)), () -> ModelValidator.validate(p).toString());
    }

    @Test
    void aPlainObjectFieldKeepsTheNestedFieldsInsideTheParent() {
        InferredSchema schema = orders();
        assertTrue(schema.canBePlainField(guess(schema, "shipTo")));
        Project p = schema.toProject("shop", schema.guesses(), Map.of(guess(schema, "shipTo"), Subdocument.FIELD));
        assertEquals(2, p.model().entities().size(), entityNames(p).toString());
        Field shipTo = order(p).fields().stream().filter(f -> f.name().equals("shipTo")).findFirst().orElseThrow();
        assertEquals(FieldType.OBJECT, shipTo.type());
        assertTrue(shipTo.required());
        assertEquals(List.of("street", "city", "geo"), shipTo.fields().stream().map(Field::name).toList());
        Field geo = shipTo.fields().get(2);
        assertEquals(FieldType.OBJECT, geo.type());
        assertEquals(List.of("lat", "lon"), geo.fields().stream().map(Field::name).toList());
        assertEquals(FieldType.STRING, shipTo.fields().get(0).type());
        assertFalse(ModelValidator.hasErrors(ModelValidator.validate(p)), () -> ModelValidator.validate(p).toString());
    }

    @Test
    void anArrayOfSubdocumentsCannotBeAPlainField() {
        InferredSchema schema = orders();
        String lines = guess(schema, "lines");
        assertFalse(schema.canBePlainField(lines));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> schema.toProject("shop", schema.guesses(), Map.of(lines, Subdocument.FIELD)));
        assertTrue(e.getMessage().contains("lines"), e.getMessage());
    }
}
