package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A read naming a nested field of the other end ({@code address.city}) is served by copies of the object around it
 * ({@code address}) in the documents in hand, as a read of the object itself is; a copy of the nested field alone does
 * not serve a read of the whole object. A read of the other end's own documents returns the nested field named, not
 * the rest of its object (docs/counting-rules.md "Batched" and "Projections and counts on includes", decision 0563).
 */
class NestedFieldReadsTest {
    private static final int STREET = 40;

    /** An order read by its id with its customer's {@code fields}, under a design mapping the customer's orders by {@code m}. */
    private static PatternEstimate orderWith(List<String> fields, Mapping m) {
        Entity customer = new Entity("customer", "Customer", List.of(Field.string("name", 30),
                Field.object("address", List.of(Field.string("street", STREET), Field.string("city", 20)))), 10_000, 0, null);
        Entity order = Entity.of("order", "Order", List.of(Field.of("total", FieldType.DECIMAL)), 200_000);
        Relationship orders = new Relationship("customer-orders", "customer", "order", "orders", "customer",
                Cardinality.ONE_TO_MANY, 20, 100, 1, false, Volatility.STABLE);
        DataModel model = new DataModel(List.of(customer, order), List.of(orders), List.of(ReadPattern.byId("read", "an order",
                50, "order", List.of(new Include("customer-orders", fields, 0, List.of())))));
        Design design = new Design("d", Map.of("customer-orders", m), Set.of());
        return Estimator.estimate(model, design, Profile.mongodb()).pattern("read").orElseThrow();
    }

    private static Mapping copies(String... fields) {
        return new Mapping(new ExtendedReference(Holder.CHILD, List.of(fields)), false);
    }

    @Test
    void theCityComesFromACopyOfTheAddressOrOfTheCity() {
        assertEquals(1, orderWith(List.of("address.city"), copies("address")).roundTrips(), "a copy of the address holds its city");
        assertEquals(1, orderWith(List.of("address.city"), copies("address.city")).roundTrips());
        assertEquals(1, orderWith(List.of("id", "address.city"), copies("name", "address")).roundTrips());
    }

    @Test
    void aCopyOfTheCityAloneDoesNotServeTheWholeAddress() {
        assertEquals(2, orderWith(List.of("address"), copies("address.city")).roundTrips(), "the customer is read for its street");
        assertEquals(2, orderWith(List.of("address.street"), copies("address.city")).roundTrips());
        assertEquals(2, orderWith(List.of("address.city", "name"), copies("address")).roundTrips(), "the name is not copied");
    }

    @Test
    void aCustomerReadForItsCityReturnsTheCityWithoutTheStreet() {
        Mapping referenced = Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID);
        Request city = orderWith(List.of("address.city"), referenced).requests().get(1);
        Request address = orderWith(List.of("address"), referenced).requests().get(1);
        Request id = orderWith(List.of("id"), referenced).requests().get(1);
        assertEquals(address.bytes(), city.bytes(), 1e-9, "the server reads the whole customer either way");
        // BSON: a string field is its type byte, its name and a zero, the string's length, the bytes and a zero
        assertEquals(1 + "street".length() + 1 + 4 + STREET + 1, address.bytesReturned() - city.bytesReturned(), 1e-9,
                "the street is not returned");
        // the object around it: its type byte, its name and a zero, its length and closing zero; the city in it
        assertEquals(1 + "address".length() + 1 + 5 + (1 + "city".length() + 1 + 4 + 20 + 1), city.bytesReturned() - id.bytesReturned(), 1e-9,
                "the city comes back in its object");
    }
}
