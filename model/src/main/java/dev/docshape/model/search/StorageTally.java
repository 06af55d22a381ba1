package dev.docshape.model.search;

import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.projection.CollectionShape;

import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The bytes all of a design's documents take (average document size times documents), summed over
 * its collections. Candidates priced one after another share most collection shapes (the
 * projection session hands back the very instances it did not rebuild, in the same order), so each
 * collection's bytes are kept with its shape and only new shapes are counted again.
 */
final class StorageTally {
    /** How far from its old place a kept shape is looked for, as the estimator's own sizes do. */
    private static final int WINDOW = 8;

    private CollectionShape[] shapes = new CollectionShape[0];
    private double[] bytes = new double[0];

    /**
     * @param documents how many documents a collection of the design holds
     */
    double total(Estimate estimate, ToDoubleFunction<CollectionShape> documents) {
        List<CollectionShape> now = estimate.projection().collections();
        List<CollectionEstimate> sizes = estimate.collections();
        CollectionShape[] nextShapes = new CollectionShape[now.size()];
        double[] nextBytes = new double[now.size()];
        double total = 0;
        int expected = 0;
        for (int i = 0; i < nextShapes.length; i++) {
            CollectionShape c = now.get(i);
            int at = find(c, expected);
            double b;
            if (at >= 0) {
                b = bytes[at];
                expected = at + 1;
            } else {
                // the estimate's collections are those of its projection, in the same order
                b = sizes.get(i).avgBytes() * documents.applyAsDouble(c);
            }
            nextShapes[i] = c;
            nextBytes[i] = b;
            total += b;
        }
        shapes = nextShapes;
        bytes = nextBytes;
        return total;
    }

    private int find(CollectionShape c, int from) {
        for (int i = from; i < Math.min(shapes.length, from + WINDOW); i++) {
            if (shapes[i] == c) return i;
        }
        return -1;
    }
}
