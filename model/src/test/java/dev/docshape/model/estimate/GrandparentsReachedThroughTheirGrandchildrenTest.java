package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Orders embed their lines, lines their notes: 10 lines an order drawn between 0 and 20, 5 notes a line between 0 and
 * 10. "The order of a note" finds the note by its id inside its order's document, and a note picked at random lies in
 * an order with more notes, so with more lines and fuller ones, than the average order (docs/counting-rules.md "Parents
 * reached through their children", decision 0558). Held to a simulation of the counts the sample draws.
 */
class GrandparentsReachedThroughTheirGrandchildrenTest {
    private static final int ORDERS = 1000, LINES = 10, NOTES = 5;

    private static final ReadPattern NOTE = ReadPattern.byId("note", "the order of a note", 1, "note",
            List.of(new Include("line-notes", List.of(), 0, List.of(Include.of("order-lines")))));
    private static final ReadPattern ORDER = ReadPattern.byId("order", "an order", 1, "order", List.of());

    /** The bytes of the order documents {@code pattern} reads, {@code lines} and {@code notes} fixed when not negative. */
    private static double bytes(ReadPattern pattern, double lines, double notes, boolean spread, Profile profile) {
        Entity order = new Entity("order", "Order", List.of(Field.string("customer", 30)), ORDERS, 0, null);
        Entity line = new Entity("line", "Line", List.of(Field.string("product", 40)), (long) (ORDERS * Math.max(1, lines)), 0, null);
        Entity note = new Entity("note", "Note", List.of(Field.string("text", 60)), (long) (ORDERS * Math.max(1, lines * notes)), 0, null);
        Relationship orderLines = new Relationship("order-lines", "order", "line", "lines", "order", Cardinality.ONE_TO_MANY,
                lines, (int) (spread ? 2 * lines : lines), 1, true, Volatility.STABLE, spread ? 0 : (int) lines);
        Relationship lineNotes = new Relationship("line-notes", "line", "note", "notes", "line", Cardinality.ONE_TO_MANY,
                notes, (int) (spread ? 2 * notes : notes), 1, true, Volatility.STABLE, spread ? 0 : (int) notes);
        DataModel model = new DataModel(List.of(order, line, note), List.of(orderLines, lineNotes), List.of(pattern));
        Design design = Design.named("embedded").withMapping("order-lines", Mapping.embed()).withMapping("line-notes", Mapping.embed());
        PatternEstimate p = Estimator.estimate(model, design, profile).pattern(pattern.id()).orElseThrow();
        return p.requests().stream().filter(r -> r.collection().equalsIgnoreCase("order")).mapToDouble(Request::bytes).sum();
    }

    /** The bytes of the order a note picked at random lies in, every order's and line's count drawn as the sample draws them. */
    private static double simulated(Profile profile) {
        double empty = bytes(ORDER, 0, 0, false, profile);
        double perLine = bytes(ORDER, 1, 0, false, profile) - empty;
        double perNote = (bytes(ORDER, 1, NOTES, false, profile) - empty - perLine) / NOTES;
        Random random = new Random(5);
        double weighted = 0, notes = 0;
        for (int i = 0; i < 100_000; i++) {
            int lines = drawn(random, 2 * LINES);
            int held = 0;
            for (int l = 0; l < lines; l++) held += drawn(random, 2 * NOTES);
            // a note picked at random lies in this order as often as it holds notes
            weighted += held * (empty + perLine * lines + perNote * held);
            notes += held;
        }
        return weighted / notes;
    }

    /** A count drawn evenly between 0 and {@code most}, rounded up or down keeping its mean. */
    private static int drawn(Random random, int most) {
        double x = random.nextDouble() * most;
        return (int) Math.floor(x) + (random.nextDouble() < x - Math.floor(x) ? 1 : 0);
    }

    @Test
    void theOrderOfANotePickedAtRandomHoldsMoreLinesAndNotesThanTheAverageOrder() {
        for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
            double simulated = simulated(profile);
            double average = bytes(ORDER, LINES, NOTES, true, profile);
            assertEquals(simulated, bytes(NOTE, LINES, NOTES, true, profile), simulated * 0.02,
                    profile.kind() + ": the order reached through a note (the average order: " + Math.round(average) + " bytes)");
        }
    }
}
