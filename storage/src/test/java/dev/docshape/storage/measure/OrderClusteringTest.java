package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.storage.sample.SampleGenerator;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The first N items of all, kept in documents, against N picked at random from the same documents. */
class OrderClusteringTest {
    private static final Ordering BEST = Ordering.descending("rating");

    @Test
    void aRandomPickFallsInTheDocumentsTheExactExpectationSays() {
        // 10 documents of 10 items, 5 picked: 10 (1 - C(90,5)/C(100,5))
        assertEquals(4.16247, OrderClustering.expected(Map.of(10, 10), 100, 5), 5e-5);
        assertEquals(1, OrderClustering.expected(Map.of(100, 1), 100, 5), 1e-12, "all in one document");
        assertEquals(5, OrderClustering.expected(Map.of(1, 100), 100, 5), 1e-12, "one item a document");
    }

    @Test
    void theSpreadOfARandomPickIsWhatPickingGives() {
        // 5 documents of 2 items, 5 of 8 and 2 of 20: 10 of the 90 picked, 40,000 times
        Map<Integer, Integer> byFill = Map.of(2, 5, 8, 5, 20, 2);
        List<Integer> documentOf = new ArrayList<>();
        int document = 0;
        for (Map.Entry<Integer, Integer> e : byFill.entrySet()) {
            for (int d = 0; d < e.getValue(); d++, document++) for (int i = 0; i < e.getKey(); i++) documentOf.add(document);
        }
        java.util.Random random = new java.util.Random(11);
        double sum = 0;
        double squares = 0;
        int picks = 40_000;
        for (int t = 0; t < picks; t++) {
            java.util.Collections.shuffle(documentOf, random);
            double hit = new java.util.HashSet<>(documentOf.subList(0, 10)).size();
            sum += hit;
            squares += hit * hit;
        }
        double mean = sum / picks;
        double deviation = Math.sqrt(squares / picks - mean * mean);
        assertEquals(mean, OrderClustering.expected(byFill, 90, 10), 0.02);
        assertEquals(deviation, OrderClustering.spread(byFill, 90, 10), 0.02);
        assertEquals(0, OrderClustering.spread(Map.of(1, 100), 100, 5), 1e-9, "one item a document: always 5");
    }

    @Test
    void itemsTakenFromFewDocumentsCrowdAndItemsSpreadDoNot() {
        List<Node> all = new ArrayList<>();
        for (int d = 0; d < 10; d++) {
            ObjectNode document = new ObjectMapper().createObjectNode().put(SampleGenerator.ID, "d" + d);
            for (int i = 0; i < 10; i++) all.add(new Node("i" + d + "-" + i, null, List.of(), document, null, null));
        }
        // the 5 newest all in the newest document: 1 document where a random pick gives 4.2
        OrderClustering crowded = OrderClustering.of(all, all.subList(95, 100), BEST);
        assertEquals(1, crowded.containers());
        assertTrue(crowded.clusters(0.1));
        assertTrue(crowded.orderCrowds(), "1 document where random picks give 4.2: " + crowded.deviations() + " deviations");
        // one from each of five documents: as spread as any pick
        List<Node> spread = List.of(all.get(0), all.get(10), all.get(20), all.get(30), all.get(40));
        OrderClustering even = OrderClustering.of(all, spread, BEST);
        assertEquals(5, even.containers());
        assertFalse(even.clusters(0.1));
        assertEquals(4.16247, even.ifIndependent(), 5e-5);
    }

    @Test
    void fewerDocumentsThanARandomPickAreChanceWithinThreeDeviations() {
        // decision 0395: the marketplace's 100 dearest lines, 45 buyers against 51.3 ± 2.8, are a draw, not an order
        OrderClustering marketplace = new OrderClustering(100, 45, 51.3, 2.8, null);
        assertTrue(marketplace.clusters(0.1), "more than 10 % fewer documents");
        assertEquals(2.25, marketplace.deviations(), 1e-9);
        assertFalse(marketplace.orderCrowds());
        // the tracker's 50 newest comments (8 deviations) and the blog's tied best rated (11) crowd by their order
        assertTrue(new OrderClustering(50, 36, 47.8, 1.4, null).orderCrowds());
        assertTrue(new OrderClustering(50, 6, 28.5, 2.1, null).orderCrowds());
        assertFalse(new OrderClustering(50, 41, 47.8, 2.5, null).orderCrowds(), "2.7 deviations: within chance");
        // every random pick gives the same documents: any document fewer is the order's
        assertTrue(new OrderClustering(5, 4, 5, 0, null).orderCrowds());
        assertFalse(new OrderClustering(5, 5, 5, 0, null).orderCrowds());
    }

    @Test
    void firstItemsEndingInsideATieSayHowManyShareTheValue() {
        ObjectMapper json = new ObjectMapper();
        List<Node> all = new ArrayList<>();
        for (int d = 0; d < 10; d++) {
            ObjectNode document = json.createObjectNode().put(SampleGenerator.ID, "d" + d);
            for (int i = 0; i < 10; i++) {
                // every other item rated 5: 50 share the best rating
                ObjectNode item = json.createObjectNode().put("rating", i % 2 == 0 ? 5 : 1 + i % 4);
                all.add(new Node("i" + d + "-" + i, item, List.of(), document, null, null));
            }
        }
        List<Node> first = FirstBy.perKey(all, Node::object, n -> "", BEST, 5);
        OrderClustering tied = OrderClustering.of(all, first, BEST);
        // the five come first by id, all in the first document: its first 9 items of the 100 hold them
        assertEquals(new OrderClustering.Tie("5", 5, 50, 9, 100), tied.tie());
        // every item with a rating of its own: the first N end where the value changes
        List<Node> distinct = new ArrayList<>();
        for (int d = 0; d < 10; d++) {
            ObjectNode document = json.createObjectNode().put(SampleGenerator.ID, "d" + d);
            distinct.add(new Node("j" + d, json.createObjectNode().put("rating", d), List.of(), document, null, null));
        }
        assertNull(OrderClustering.of(distinct, FirstBy.perKey(distinct, Node::object, n -> "", BEST, 3), BEST).tie());
    }
}
