package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Reads of items of all parents, with no parent named, in the shapes beyond one level of embedding: notes embedded
 * in lines embedded in orders (two levels), a one-to-one shipping address embedded in its order, and order lines
 * kept both as a subset in the order and in their own collection (docs/counting-rules.md "Items of all parents taken
 * by an order").
 */
class AllItemsShapesTest {

    /**
     * A shop of 10 orders with {@code lines} lines each on average (0 to twice that), each line with exactly 2 notes,
     * each order with one shipping address.
     */
    private static DataModel shop(int minLines, double lines, Integer maxLines) {
        Entity order = Entity.of("order", "Order", List.of(Field.of("placedAt", FieldType.DATE)), 10);
        Entity line = Entity.of("line", "OrderLine", List.of(Field.of("price", FieldType.DOUBLE)), Math.round(10 * lines));
        Entity note = Entity.of("note", "LineNote", List.of(Field.of("text", FieldType.STRING), Field.of("at", FieldType.DATE)),
                Math.round(20 * lines));
        Entity address = Entity.of("address", "Address", List.of(Field.of("street", FieldType.STRING)), 10);
        Relationship orderLines = new Relationship("order-lines", "order", "line", "lines", "order", Cardinality.ONE_TO_MANY,
                lines, maxLines, 1, true, Volatility.STABLE, minLines);
        Relationship lineNotes = new Relationship("line-notes", "line", "note", "notes", "line", Cardinality.ONE_TO_FEW,
                2, 2, 1, true, Volatility.STABLE, 2);
        Relationship shipTo = new Relationship("order-address", "order", "address", "shipTo", "order", Cardinality.ONE_TO_ONE,
                1, 1, 1, true, Volatility.STABLE, 1);
        ReadPattern newestNotes = new ReadPattern("newest-notes", "the 5 newest notes of all", 1, "note", Selection.FILTER,
                null, (int) Math.round(20 * lines), 5, List.of(), List.of(), List.of(), Ordering.descending("at"));
        ReadPattern dearestLines = new ReadPattern("dearest-lines", "the 5 dearest lines of all", 1, "line", Selection.FILTER,
                null, (int) Math.round(10 * lines), 5, List.of(), List.of(), List.of(), Ordering.descending("price"));
        ReadPattern addresses = new ReadPattern("addresses", "the 5 addresses in one street", 1, "address", Selection.FILTER,
                null, 5, 0, List.of(), List.of(), List.of());
        ReadPattern anOrder = ReadPattern.byId("an-order", "an order", 1, "order", List.of());
        ReadPattern aLine = ReadPattern.byId("a-line", "a line", 1, "line", List.of());
        return new DataModel(List.of(order, line, note, address), List.of(orderLines, lineNotes, shipTo),
                List.of(newestNotes, dearestLines, addresses, anOrder, aLine));
    }

    private static Estimate embedded(DataModel shop) {
        Design design = Design.named("order documents").withMapping("order-lines", new Mapping(new Embed(), false))
                .withMapping("line-notes", new Mapping(new Embed(), false))
                .withMapping("order-address", new Mapping(new Embed(), false));
        return Estimator.estimate(shop, design, Profile.mongodb());
    }

    private static PatternEstimate read(Estimate estimate, String id) {
        return estimate.pattern(id).orElseThrow();
    }

    @Test
    void notesTwoLevelsDownAreReadAsTheDistinctOrdersHoldingThem() {
        Estimate estimate = embedded(shop(4, 4, 4));
        PatternEstimate notes = read(estimate, "newest-notes");
        // 10 orders of 4 lines of 2 notes: 8 notes an order, 80 in all; an order holds none of the 5 with the chance
        // C(72,5)/C(80,5), taken as (1 - 8/78)^5
        double orders = 10 * (1 - Math.pow(1 - 8 / 78.0, 5));
        assertEquals(orders, notes.docsRead(), 1e-9);
        assertEquals(4.1799, notes.docsRead(), 5e-3, "exactly 10 (1 - C(72,5)/C(80,5)) = 4.1799");
        assertEquals(orders * read(estimate, "an-order").bytesRead(), notes.bytesRead(), 1e-6, "each the size of any order");
        assertEquals(1, notes.roundTrips());
        assertTrue(notes.requests().get(0).description().contains("the order taken as unrelated to the document"),
                "the estimate states its assumption: " + notes.requests().get(0).description());
    }

    @Test
    void ordersWithMoreLinesHoldMoreOfTheNotesAndAreTheLargerOnesRead() {
        Estimate uneven = embedded(shop(0, 4, null));
        Estimate even = embedded(shop(4, 4, 4));
        PatternEstimate notes = read(uneven, "newest-notes");
        PatternEstimate lines = read(uneven, "dearest-lines");
        // the same orders' fill classes as the lines one level down, each holding twice the items
        assertTrue(notes.docsRead() < read(even, "newest-notes").docsRead(), "uneven orders: fewer distinct " + notes.docsRead());
        assertTrue(notes.docsRead() < lines.docsRead(), "5 of 80 notes crowd more than 5 of 40 lines: " + notes.docsRead());
        // the order a note lies in is sized as the order a line lies in: its lines, E[k²]/E[k] = 5.375, with their notes
        assertEquals(lines.bytesRead() / lines.docsRead(), notes.bytesRead() / notes.docsRead(), 1e-6);
        assertTrue(notes.bytesRead() / notes.docsRead() > read(uneven, "an-order").bytesRead(), "fuller than the average order");
    }

    @Test
    void aOneToOneAddressIsOneOrderEach() {
        Estimate estimate = embedded(shop(4, 4, 4));
        PatternEstimate addresses = read(estimate, "addresses");
        assertEquals(5, addresses.docsRead(), 1e-9, "one address an order: 5 addresses, 5 orders");
        assertEquals(5 * read(estimate, "an-order").bytesRead(), addresses.bytesRead(), 1e-6, "each read as its whole order");
    }

    @Test
    void aSubsetsLinesAreReadFromTheirOwnCollectionOneDocumentEach() {
        DataModel shop = shop(4, 4, 4);
        Design design = Design.named("recent lines").withMapping("order-lines",
                new Mapping(new Subset(2, Subset.Rest.REFERENCED, 0, Ordering.descending("price")), false));
        Estimate estimate = Estimator.estimate(shop, design, Profile.mongodb());
        PatternEstimate lines = read(estimate, "dearest-lines");
        // the orders' subsets hold only each order's 2 dearest: the 5 dearest of all may be beyond them
        assertEquals(5, lines.docsRead(), 1e-9);
        assertEquals(5 * read(estimate, "a-line").bytesRead(), lines.bytesRead(), 1e-6);
        assertEquals("OrderLine", lines.requests().get(0).collection());
    }
}
