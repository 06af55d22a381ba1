package dev.docshape.model.search;

import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.SizeStatus;
import dev.docshape.model.projection.CollectionShape;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * What a design's collections add up to for the search: the bytes all their documents take
 * (average document size times documents) and the collections over the size limit. Candidates
 * priced one after another share most collections (the estimate session hands back the very
 * shape and size instances it did not redo, in the same order), so each collection's bytes and
 * its broken limit, in words, are kept with its shape and only new collections are counted again.
 */
final class CollectionTally {
    /** How far from its old place a kept shape is looked for, as the estimator's own sizes do. */
    private static final int WINDOW = 8;

    /** A design's collections in sum: the bytes of all their documents, and each broken size limit in words (in order). */
    record Totals(double storageBytes, List<String> overLimit) {
    }

    private CollectionShape[] shapes = new CollectionShape[0];
    private CollectionEstimate[] sizes = new CollectionEstimate[0];
    private double[] bytes = new double[0];
    /** Per collection: its broken size limit in words, or null when it keeps to the limit. */
    private String[] over = new String[0];
    /** How many collections the arrays above hold. */
    private int count;
    /** The arrays of the tally before, written over by the next one (no allocation per candidate). */
    private CollectionShape[] spareShapes = shapes;
    private CollectionEstimate[] spareSizes = sizes;
    private double[] spareBytes = bytes;
    private String[] spareOver = over;
    private int spareCount;

    /**
     * @param documents how many documents a collection of the design holds
     */
    Totals tally(Estimate estimate, ToDoubleFunction<CollectionShape> documents) {
        List<CollectionShape> now = estimate.projection().collections();
        // the estimate's collections are those of its projection, in the same order
        List<CollectionEstimate> nowSizes = estimate.collections();
        int n = now.size();
        if (spareShapes.length < n) {
            spareCount = 0;
            int capacity = Math.max(n, spareShapes.length * 3 / 2);
            spareShapes = new CollectionShape[capacity];
            spareSizes = new CollectionEstimate[capacity];
            spareBytes = new double[capacity];
            spareOver = new String[capacity];
        }
        CollectionShape[] nextShapes = spareShapes;
        CollectionEstimate[] nextSizes = spareSizes;
        double[] nextBytes = spareBytes;
        String[] nextOver = spareOver;
        List<String> overLimit = new ArrayList<>();
        double total = 0;
        int expected = 0;
        for (int i = 0; i < n; i++) {
            CollectionShape c = now.get(i);
            CollectionEstimate size = nowSizes.get(i);
            int at = expected < count && shapes[expected] == c ? expected : find(c, expected);
            if (at >= 0 && sizes[at] == size) {
                nextBytes[i] = bytes[at];
                nextOver[i] = over[at];
                expected = at + 1;
            } else {
                nextBytes[i] = size.avgBytes() * documents.applyAsDouble(c);
                nextOver[i] = overLimit(size);
            }
            nextShapes[i] = c;
            nextSizes[i] = size;
            total += nextBytes[i];
            if (nextOver[i] != null) overLimit.add(nextOver[i]);
        }
        // the spare arrays may hold more than n: clear what is left so no old shape is kept alive
        if (spareCount > n) {
            Arrays.fill(nextShapes, n, spareCount, null);
            Arrays.fill(nextSizes, n, spareCount, null);
            Arrays.fill(nextOver, n, spareCount, null);
        }
        spareCount = count;
        spareShapes = shapes;
        spareSizes = sizes;
        spareBytes = bytes;
        spareOver = over;
        shapes = nextShapes;
        sizes = nextSizes;
        bytes = nextBytes;
        over = nextOver;
        count = n;
        return new Totals(total, overLimit);
    }

    private static String overLimit(CollectionEstimate c) {
        if (c.status() != SizeStatus.OVER) return null;
        return c.unbounded()
                ? "collection '" + c.name() + "' embeds an unbounded array: no maximum document size"
                : "collection '" + c.name() + "' can grow to " + c.maxBytes() + " bytes, over the limit of " + c.limitBytes();
    }

    private int find(CollectionShape c, int from) {
        for (int i = from; i < Math.min(count, from + WINDOW); i++) {
            if (shapes[i] == c) return i;
        }
        return -1;
    }
}
