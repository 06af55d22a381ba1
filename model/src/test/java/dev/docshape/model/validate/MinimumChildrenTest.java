package dev.docshape.model.validate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.Design;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.edit.InvalidEditException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Minimum children per parent: minimum <= average <= maximum, in the validator and in the edit. */
class MinimumChildrenTest {

    private static Project project(int min, double avg, Integer max) {
        Entity order = Entity.of("order", "Order", List.of(Field.string("number", 10)), 100);
        Entity line = Entity.of("line", "Line", List.of(Field.string("sku", 8)), 300);
        Relationship lines = new Relationship("order-lines", "order", "line", "lines", null, Cardinality.ONE_TO_MANY,
                avg, max, 1, true, Volatility.STABLE, min);
        return new Project("shop", "", new DataModel(List.of(order, line), List.of(lines), List.of()),
                List.of(Design.named("d")), "d");
    }

    private static List<Problem> errors(Project p) {
        return ModelValidator.validate(p).stream().filter(Problem::isError).toList();
    }

    @Test
    void aMinimumAboveTheAverageOrTheMaximumIsAnError() {
        assertEquals(List.of(), errors(project(1, 3, 20)));
        List<Problem> aboveAverage = errors(project(4, 3, 20));
        assertEquals(1, aboveAverage.size(), aboveAverage.toString());
        assertTrue(aboveAverage.get(0).message().contains("the minimum count 4 is more than the average 3"), aboveAverage.toString());
        assertTrue(aboveAverage.get(0).path().endsWith(".minCount"), aboveAverage.toString());
        assertThrows(IllegalArgumentException.class, () -> project(-1, 3, 20));
    }

    @Test
    void aMinimumBesideAShareOfParentsHoldingTheChildrenIsAnErrorAtThePresence() {
        Project p = project(1, 3, 20);
        Project share = Edits.setPresence(p, "order-lines", 0.5).apply(p);
        assertEquals(0.5, share.model().relationship("order-lines").orElseThrow().presence(), "the edit takes it: the file is still readable");
        List<Problem> problems = errors(share);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).path().endsWith(".presence") && problems.get(0).message().contains("every parent has at least 1 children")
                && problems.get(0).message().contains("100 %, not 50 %"), problems.toString());
        assertEquals(List.of(), errors(Edits.setCounts(share, "order-lines", 0, 3, 20).apply(share)), "no minimum, a share is fine");
    }

    @Test
    void theCountsEditSetsTheMinimumKeepsItAndRefusesOneAboveTheAverage() {
        Project p = project(0, 3, 20);
        Project withMin = Edits.setCounts(p, "order-lines", 1, 3, 20).apply(p);
        assertEquals(1, withMin.model().relationship("order-lines").orElseThrow().minCount());
        Project newAverage = Edits.setCounts(withMin, "order-lines", 4.5, 20).apply(withMin);
        assertEquals(1, newAverage.model().relationship("order-lines").orElseThrow().minCount(), "the minimum stays");
        var edit = Edits.setCounts(p, "order-lines", 2, 3, 20);
        assertEquals(p, edit.invert().apply(edit.apply(p)));
        assertThrows(InvalidEditException.class, () -> Edits.setCounts(p, "order-lines", 5, 3, 20));
    }

    @Test
    void anOrderIsInsertedWithItsMinimumOfEmbeddedLines() {
        Project none = project(0, 3, null);
        Project one = project(2, 3, null);
        dev.docshape.model.pattern.WritePattern create = new dev.docshape.model.pattern.WritePattern("create-order", "create an order", 1,
                dev.docshape.model.pattern.WriteKind.INSERT, "order", null, List.of(), List.of());
        Design embedded = Design.named("d").withMapping("order-lines", dev.docshape.model.mapping.Mapping.embed());
        double without = insertBytes(none, create, embedded);
        double oneLine = insertBytes(project(1, 3, null), create, embedded);
        double twoLines = insertBytes(one, create, embedded);
        double threeLines = insertBytes(project(3, 3, null), create, embedded);
        assertTrue(oneLine > without, "a new order without a minimum has no lines yet; with one it has one");
        assertTrue(twoLines - oneLine > 0);
        assertEquals(twoLines - oneLine, threeLines - twoLines, 1.0, "each line of the minimum adds one line's bytes");
    }

    private static double insertBytes(Project p, dev.docshape.model.pattern.WritePattern create, Design design) {
        DataModel m = p.model();
        DataModel model = new DataModel(m.entities(), m.relationships(), List.of(create));
        return dev.docshape.model.estimate.Estimator.estimate(model, design, dev.docshape.model.profile.Profile.mongodb())
                .pattern("create-order").orElseThrow().bytesWritten();
    }

    @Test
    void aReadExpectingFewerThanTheMinimumTakesWhatItExpectsWithOrWithoutALimit() {
        // every order has at least 2 lines, yet the read of one order's lines expects 1: the minimum gives way to the
        // read's average, as the sample draws it (decision 0546); before, a limit of 10 read 2 lines and no limit 1
        Project p = project(2, 3, null);
        Design referenced = Design.named("d").withMapping("order-lines",
                dev.docshape.model.mapping.Mapping.reference(dev.docshape.model.mapping.Placement.CHILD_HOLDS_PARENT_ID));
        double all = linesRead(p, referenced, 0);
        double tenAtMost = linesRead(p, referenced, 10);
        assertEquals(1, all, 1e-9, "the read expects one line");
        assertEquals(all, tenAtMost, 1e-9, "a limit above every count the read takes changes nothing");
        assertEquals(1, dev.docshape.model.projection.ChildrenTaken.perParent(2, 1, null, 10), 1e-9);
        assertEquals(0.4, dev.docshape.model.projection.ChildrenTaken.perParent(1, 0.4, 5, 3), 1e-9);
    }

    private static double linesRead(Project p, Design design, int limit) {
        var read = new dev.docshape.model.pattern.ReadPattern("lines-of-order", "an order's lines", 1, "line",
                dev.docshape.model.pattern.Selection.FILTER, "order-lines", 1, limit, List.of(), List.of(), List.of());
        DataModel m = p.model();
        DataModel model = new DataModel(m.entities(), m.relationships(), List.of(read));
        return dev.docshape.model.estimate.Estimator.estimate(model, design, dev.docshape.model.profile.Profile.mongodb())
                .pattern("lines-of-order").orElseThrow().docsRead();
    }
}
