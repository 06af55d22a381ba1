package dev.docshape.model.search;

import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.estimate.SizeStatus;
import dev.docshape.model.projection.CollectionShape;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * What a design's collections add up to for the search: the bytes all their documents take
 * (average document size times documents) and how many collections are over the size limit.
 * Candidates priced one after another share most collections: the estimate session says which
 * collections it sized anew and which it dropped ({@link EstimateSession#addedCollections}), so only
 * those are counted, added to and taken from the totals; the bytes are an {@link ExactSum}, so the
 * total is the very one summing every collection from scratch gives
 * (docs/decisions/0224-search-tally-and-violations-by-difference.md).
 */
final class CollectionTally {
    /**
     * A design's collections in sum: the bytes of all their documents, how many break the size limit, and how many
     * arrays without a maximum those hold (each must be bounded before such a collection keeps to the limit).
     */
    record Totals(double storageBytes, int overLimit, int unboundedArrays) {
    }

    /** A counted collection: the bytes of its documents, whether it breaks the size limit, its arrays without a maximum then. */
    private record Counted(double bytes, boolean over, int unboundedArrays) {
    }

    private final Map<CollectionShape, Counted> counted = new IdentityHashMap<>();
    private final ExactSum bytes = new ExactSum();
    private int over;
    private int unboundedArrays;

    /**
     * @param added     the session's {@link EstimateSession#addedCollections} for {@code estimate}; null: count every collection
     * @param dropped   the session's {@link EstimateSession#droppedCollections} for {@code estimate}
     * @param documents how many documents a collection of the design holds
     */
    Totals tally(Estimate estimate, List<Integer> added, List<CollectionShape> dropped,
                 ToDoubleFunction<CollectionShape> documents) {
        // the estimate's collections are those of its projection, in the same order
        return tally(estimate.projection().collections(), estimate.collections(), added, dropped, documents);
    }

    /** As {@link #tally(Estimate, List, List, ToDoubleFunction)}, for collections and their sizes side by side. */
    Totals tally(List<CollectionShape> shapes, List<CollectionEstimate> sizes, List<Integer> added, List<CollectionShape> dropped,
                 ToDoubleFunction<CollectionShape> documents) {
        if (added == null || !takeAway(dropped)) {
            counted.clear();
            bytes.clear();
            over = 0;
            unboundedArrays = 0;
            for (int i = 0; i < shapes.size(); i++) count(shapes.get(i), sizes.get(i), documents);
        } else {
            for (int i : added) count(shapes.get(i), sizes.get(i), documents);
        }
        return new Totals(bytes.value(), over, unboundedArrays);
    }

    /** Takes the dropped collections away; false when one was never counted (then count everything again). */
    private boolean takeAway(List<CollectionShape> dropped) {
        // a shape moved elsewhere is both dropped and added: it is taken away first
        for (CollectionShape c : dropped) {
            Counted gone = counted.remove(c);
            if (gone == null) return false;
            forget(gone);
        }
        return true;
    }

    private void count(CollectionShape shape, CollectionEstimate size, ToDoubleFunction<CollectionShape> documents) {
        boolean isOver = size.status() == SizeStatus.OVER;
        int arrays = isOver && size.unbounded() ? shape.document().unboundedRelationshipArrays().size() : 0;
        Counted c = new Counted(size.avgBytes() * documents.applyAsDouble(shape), isOver, arrays);
        Counted before = counted.put(shape, c);
        if (before != null) forget(before);
        bytes.add(c.bytes());
        if (c.over()) over++;
        unboundedArrays += c.unboundedArrays();
    }

    private void forget(Counted c) {
        bytes.subtract(c.bytes());
        if (c.over()) over--;
        unboundedArrays -= c.unboundedArrays();
    }

    /** A collection's broken size limit in words; null when it keeps to the limit. */
    static String overLimit(CollectionEstimate c) {
        if (c.status() != SizeStatus.OVER) return null;
        return c.unbounded()
                ? "collection '" + c.name() + "' embeds an unbounded array: no maximum document size"
                : "collection '" + c.name() + "' can grow to " + c.maxBytes() + " bytes, over the limit of " + c.limitBytes();
    }
}
