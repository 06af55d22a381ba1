package dev.docshape.model.estimate;

import dev.docshape.model.projection.CollectionShape;

import java.util.HashMap;
import java.util.Map;

/**
 * A number per collection content: collections of one name with equal shapes and equal type fields get the same
 * number, however often they were built anew, so that a design the search returns to finds its collections' old
 * numbers ({@link InputVersions}). Shapes are compared whole only when their average document sizes are equal: most
 * contents that differ differ there, and a walk of the whole document is what a re-plan would save. Keeps the last few contents per name; an older one comes back under a new number,
 * which only costs a plan made again.
 */
final class CollectionContents {
    /** Contents remembered per collection name. */
    private static final int KEPT = 4;

    private final Map<String, Recent> byName = new HashMap<>();
    private int next;

    /**
     * The number of {@code c}'s content whose documents carry a type field of {@code typeBytes}; never 0.
     *
     * @param avgBytes the average size of {@code c}'s documents, which equal contents have equal
     */
    int of(CollectionShape c, double typeBytes, double avgBytes) {
        Recent recent = byName.computeIfAbsent(c.name(), k -> new Recent());
        // the common case: the very same shape as last asked for
        int last = recent.last;
        if (recent.shapes[last] == c && recent.typeBytes[last] == typeBytes) return recent.numbers[last];
        for (int k = 0; k < KEPT; k++) {
            CollectionShape known = recent.shapes[k];
            if (known != null && recent.avgBytes[k] == avgBytes && recent.typeBytes[k] == typeBytes && known.equals(c)) {
                // the newest instance, so the next look-up of the same build is an identity check
                recent.shapes[k] = c;
                recent.last = k;
                return recent.numbers[k];
            }
        }
        int slot = recent.written++ % KEPT;
        recent.shapes[slot] = c;
        recent.avgBytes[slot] = avgBytes;
        recent.typeBytes[slot] = typeBytes;
        recent.numbers[slot] = ++next;
        recent.last = slot;
        return next;
    }

    private static final class Recent {
        final CollectionShape[] shapes = new CollectionShape[KEPT];
        final double[] avgBytes = new double[KEPT];
        final double[] typeBytes = new double[KEPT];
        final int[] numbers = new int[KEPT];
        int last;
        /** How many contents were written: the oldest is replaced first. */
        int written;
    }
}
