package dev.docshape.model.advice;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A frequent read that follows an order's reference to its customer only to show the customer's {@code address.city}
 * is offered a copy of the address in each order (an extended reference of {@code address}, which holds the city: decision
 * 0563), with the estimated effect on the whole workload; not where the address changes often, nor where the copies make
 * the whole workload cost more (decision 0574). The model is the one of the test workload {@code customers-address-copies}.
 */
class NestedCopyAdviceTest {
    private static final Profile[] PROFILES = {Profile.mongodb(), Profile.cosmos()};
    private static final Design REFERENCED = new Design("referenced",
            Map.of("customer-orders", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of());
    private static final Mapping COPY_OF_THE_ADDRESS = new Mapping(new ExtendedReference(Holder.CHILD, List.of("address")), false);

    /**
     * 10,000 customers with 20 orders each; "an order with its customer's city" runs 50 times a second; customers move
     * {@code movesPerSecond}, which sets {@code address.city}; the address has {@code directionsBytes} of directions
     * besides its street and city; {@code listingsPerSecond} reads list a customer's orders whole.
     */
    private static DataModel shop(double movesPerSecond, int directionsBytes, double listingsPerSecond, boolean wholeAddressRead) {
        List<Field> address = new ArrayList<>(List.of(Field.string("street", 40), Field.string("city", 20)));
        if (directionsBytes > 0) address.add(Field.string("directions", directionsBytes));
        Entity customer = new Entity("customer", "Customer", List.of(Field.string("name", 30), Field.object("address", address)), 10_000, 0, null);
        Entity order = Entity.of("order", "Order", List.of(Field.of("total", FieldType.DECIMAL), Field.of("placedAt", FieldType.DATE)), 200_000);
        Relationship orders = new Relationship("customer-orders", "customer", "order", "orders", "customer",
                Cardinality.ONE_TO_MANY, 20, 100, 1, false, Volatility.STABLE);
        List<AccessPattern> patterns = new ArrayList<>();
        patterns.add(ReadPattern.byId("order-city", "an order with its customer's city", 50, "order",
                List.of(new Include("customer-orders", List.of("address.city"), 0, List.of()))));
        if (wholeAddressRead) {
            patterns.add(ReadPattern.byId("order", "an order with its customer's address", 50, "order",
                    List.of(new Include("customer-orders", List.of("address"), 0, List.of()))));
        }
        patterns.add(new WritePattern("move", "a customer moves to another city", movesPerSecond, WriteKind.UPDATE, "customer", null,
                List.of("address.city"), List.of()));
        if (listingsPerSecond > 0) {
            patterns.add(ReadPattern.byId("orders", "a customer's orders", listingsPerSecond, "customer",
                    List.of(new Include("customer-orders", List.of(), 0, List.of()))));
        }
        return new DataModel(List.of(customer, order), List.of(orders), patterns);
    }

    private static Optional<Finding> copy(DataModel model, Profile profile) {
        return Advisor.advise(model, REFERENCED, profile).stream()
                .filter(f -> f.ruleId().equals(Rules.EXTENDED_REFERENCE) && f.subject().id().equals("customer-orders")).findFirst();
    }

    private static double ru(DataModel model, Mapping mapping, Profile profile) {
        return Estimator.estimate(model, new Design("d", Map.of("customer-orders", mapping), Set.of()), profile).totals().ruPerSecond();
    }

    @Test
    void aReadShowingTheCustomersCityIsOfferedACopyOfTheAddressWithItsEffect() {
        DataModel shop = shop(0.1, 0, 0, false);
        for (Profile profile : PROFILES) {
            Finding f = copy(shop, profile).orElseThrow(() -> new AssertionError(profile.name() + ": no copy of the address offered"));
            assertEquals(COPY_OF_THE_ADDRESS, f.suggestion().orElseThrow().mapping(), profile.name());
            assertTrue(f.message().startsWith("'an order with its customer's city' runs (50 times a second) follow"), f.message());
            // the move changes the city of one customer in 10,000 0.1 times a second: 0.864 times a day
            assertTrue(f.message().contains("only to show address.city of Customer; a copy of address holds it, and address changes"
                    + " 0.864 times a day (pattern 'a customer moves to another city'): copy address into Order as an extended reference ("),
                    f.message());
            // the order and its customer, two round trips, become one (100 -> 50 a second); each move also rewrites the copies (0.1 -> 0.2)
            assertTrue(f.message().contains("round trips 100 -> 50.2 a second"), f.message());
            Effect effect = f.effect().orElseThrow();
            assertTrue(effect.after().ruPerSecond() < effect.before().ruPerSecond(), profile.name() + ": " + f.message());
            assertEquals(1, Estimator.estimate(shop, new Design("copies", Map.of("customer-orders", COPY_OF_THE_ADDRESS), Set.of()), profile)
                    .pattern("order-city").orElseThrow().roundTrips(), 1e-9, profile.name() + ": the city is read from the copy");
        }
    }

    @Test
    void readsOfTheAddressAndOfItsCityAreOfferedOneCopyOfTheAddress() {
        Finding f = copy(shop(0.1, 0, 0, true), Profile.mongodb()).orElseThrow();
        assertEquals(COPY_OF_THE_ADDRESS, f.suggestion().orElseThrow().mapping());
        assertTrue(f.message().contains("only to show address of Customer, which changes 0.864 times a day"), f.message());
    }

    @Test
    void anAddressWhoseCityChangesOftenIsNotCopiedForItsCity() {
        // 5 moves a second over 10,000 customers: 43.2 a day each, past the 24 that count as often
        for (Profile profile : PROFILES) assertTrue(copy(shop(5, 0, 0, false), profile).isEmpty(), profile.name());
    }

    @Test
    void noCopyIsOfferedWhereItMakesTheWholeWorkloadCostMore() {
        // 2 KB of directions in each address, copied into 20 orders a customer and read with every listing of them
        DataModel heavy = shop(0.1, 2000, 200, false);
        for (Profile profile : PROFILES) {
            assertTrue(ru(heavy, COPY_OF_THE_ADDRESS, profile) > ru(heavy, REFERENCED.mappings().get("customer-orders"), profile),
                    profile.name() + ": the copies cost more on this workload");
            assertTrue(copy(heavy, profile).isEmpty(), profile.name() + ": " + copy(heavy, profile));
        }
    }
}
