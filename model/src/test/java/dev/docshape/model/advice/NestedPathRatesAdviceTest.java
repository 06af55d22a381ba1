package dev.docshape.model.advice;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An update pattern naming a nested field ({@code address.city}) changes its object field ({@code address}): the
 * advisor judges a copy of the address by it, its words say so and name the pattern, and the estimate of the update
 * rewrites the copies (docs/advisor-rules.md "Update rates", decision 0557).
 */
class NestedPathRatesAdviceTest {
    private static final String MOVE = "a customer moves to another city";

    /**
     * 10,000 customers with 20 orders each; reads of an order show its customer's address 50 times a second; customers
     * move {@code movesPerSecond}, which sets {@code address.city}. Designs: the order holds the customer's id
     * ({@code referenced}), or also a copy of the address ({@code copied}).
     */
    private static Project shop(double movesPerSecond) {
        Entity customer = new Entity("customer", "Customer", List.of(Field.string("name", 30),
                Field.object("address", List.of(Field.string("street", 40), Field.string("city", 20)))), 10_000, 0, null);
        Entity order = Entity.of("order", "Order", List.of(Field.of("total", FieldType.DECIMAL), Field.of("placedAt", FieldType.DATE)), 200_000);
        Relationship orders = new Relationship("customer-orders", "customer", "order", "orders", "customer",
                Cardinality.ONE_TO_MANY, 20, 100, 1, false, Volatility.STABLE);
        DataModel model = new DataModel(List.of(customer, order), List.of(orders), List.of(
                ReadPattern.byId("read-order", "an order with its customer's address", 50, "order",
                        List.of(new Include("customer-orders", List.of("address"), 0, List.of()))),
                new WritePattern("move", MOVE, movesPerSecond, WriteKind.UPDATE, "customer", null, List.of("address.city"), List.of())));
        Design referenced = new Design("referenced", Map.of("customer-orders", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of());
        Design copied = new Design("copied", Map.of("customer-orders",
                new Mapping(new ExtendedReference(Holder.CHILD, List.of("address")), false)), Set.of());
        return new Project("shop", "", model, List.of(referenced, copied), "referenced");
    }

    private static Optional<Finding> finding(Project p, String design, String rule) {
        return Advisor.advise(p.model(), p.design(design).orElseThrow(), Profile.mongodb()).stream()
                .filter(f -> f.ruleId().equals(rule) && f.subject().id().equals("customer-orders")).findFirst();
    }

    @Test
    void copiesOfAnAddressWhoseCityChangesOftenAreWarnedAbout() {
        // 5 moves a second over 10,000 customers: 5 x 86,400 / 10,000 = 43.2 a day, past the 24 that count as often
        Finding warning = finding(shop(5), "copied", Rules.VOLATILE_SHARED_EMBEDDED)
                .orElseThrow(() -> new AssertionError("a copy of the address changes with every move"));
        List<String> facts = warning.evidence().facts();
        assertTrue(facts.contains("address of Customer change up to 43.2 times a day (pattern '" + MOVE + "')"), facts.toString());
        assertEquals(43.2, warning.evidence().updatesPerDay(), 1e-9);
    }

    @Test
    void anAddressWhoseCityChangesOftenIsNotOfferedAsACopy() {
        assertTrue(finding(shop(5), "referenced", Rules.EXTENDED_REFERENCE).isEmpty(), "no copy of an address moving 43.2 times a day");
    }

    @Test
    void theOfferToCopyTheAddressQuotesTheRateOfTheMovesAndNamesThePattern() {
        // 0.1 moves a second: 0.864 a day per customer
        Finding copy = finding(shop(0.1), "referenced", Rules.EXTENDED_REFERENCE).orElseThrow();
        assertTrue(copy.message().contains("to show address of Customer, which changes 0.864 times a day (pattern '" + MOVE + "')"),
                copy.message());
        List<String> facts = copy.evidence().facts();
        assertTrue(facts.contains("Customer changes 0.864 times a day (pattern '" + MOVE + "')"), facts.toString());
        assertTrue(facts.contains("address of Customer change at most 0.864 times a day (pattern '" + MOVE + "')"), facts.toString());
    }

    @Test
    void theEstimateOfAMoveRewritesTheCopiesOfTheAddress() {
        Project shop = shop(1);
        for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
            PatternEstimate move = Estimator.estimate(shop.model(), shop.design("copied").orElseThrow(), profile)
                    .pattern("move").orElseThrow();
            // the customer's own document and the copies in its 20 orders
            assertEquals(21, move.docsWritten(), 1e-9, profile.name() + ": " + move.requests());
            assertEquals(2, move.roundTrips(), profile.name());
        }
    }
}
