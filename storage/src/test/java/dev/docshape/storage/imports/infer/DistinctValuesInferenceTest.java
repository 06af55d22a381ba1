package dev.docshape.storage.imports.infer;

import dev.docshape.model.Entity;
import dev.docshape.model.FieldType;
import dev.docshape.storage.sample.ObjectId;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Inference declares how many distinct values a scalar field takes when they are few and repeat (docs/imports.md). */
class DistinctValuesInferenceTest {

    private static final List<String> STATUSES = List.of("new", "paid", "shipped");

    private static Entity orders(int documents, java.util.function.IntFunction<Map<String, Object>> extra) {
        SchemaInference inference = new SchemaInference();
        CollectionInference orders = inference.collection("orders");
        for (int i = 0; i < documents; i++) {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("_id", ObjectId.of(1L << 32, i));
            d.putAll(extra.apply(i));
            orders.accept(d);
        }
        return inference.result().toProject("shop").model().entities().get(0);
    }

    @Test
    void aStatusOfThreeValuesIsDeclaredWithThreeAndUniqueValuesWithNone() {
        Entity order = orders(200, i -> {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("status", STATUSES.get(i % 3));
            d.put("number", "ORD-" + i);
            d.put("priority", i % 4 + 1);
            d.put("discount", i % 2 == 0 ? 0.5 : 1);
            d.put("paid", i % 2 == 0);
            d.put("note", i % 5 == 0 ? null : "gift");
            return d;
        });
        assertEquals(3, order.field("status").orElseThrow().distinctValues());
        assertNull(order.field("number").orElseThrow().distinctValues(), "every order number is its own");
        assertEquals(4, order.field("priority").orElseThrow().distinctValues());
        assertEquals(FieldType.DOUBLE, order.field("discount").orElseThrow().type());
        assertEquals(2, order.field("discount").orElseThrow().distinctValues(), "0.5 and 1, an int and a double");
        assertNull(order.field("paid").orElseThrow().distinctValues(), "a boolean has its 2 values already");
        assertNull(order.field("note").orElseThrow().distinctValues(), "one value and nulls is not a choice of values");
    }

    @Test
    void tooFewDocumentsOrTooManyValuesDeclareNothing() {
        Entity few = orders(FewValues.MIN_VALUES - 1, i -> Map.of("status", STATUSES.get(i % 3)));
        assertNull(few.field("status").orElseThrow().distinctValues(), "29 documents are too few to tell");
        Entity spread = orders(400, i -> Map.of("code", "c" + i % (FewValues.MAX_DISTINCT + 1)));
        assertNull(spread.field("code").orElseThrow().distinctValues(), "21 values are not few");
        Entity shortList = orders(60, i -> Map.of("grade", "g" + i % 15));
        assertNull(shortList.field("grade").orElseThrow().distinctValues(), "15 values seen 4 times each do not repeat enough");
        Entity longText = orders(100, i -> Map.of("body", (i % 2 == 0 ? "a" : "b").repeat(FewValues.MAX_STRING + 1)));
        assertNull(longText.field("body").orElseThrow().distinctValues(), "long texts are not a choice of values");
    }

    @Test
    void aMillionUniqueValuesGiveUpAtTheCapWhileAFewValuesStillCount() {
        FewValues unique = new FewValues();
        FewValues status = new FewValues();
        for (int i = 0; i < 1_000_000; i++) {
            unique.accept("id-" + i);
            status.accept(STATUSES.get(i % 3));
        }
        assertNull(unique.declared());
        assertEquals(3, status.declared());
    }
}
