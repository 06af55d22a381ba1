package dev.docshape.model.search;

import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;

/**
 * What makes a priced design unfit to offer, in order: the estimate's problems, the collections over the size
 * limit, then the user's limit on collections. The search compares designs by how many they break, for
 * thousands of candidates, and reads the words of a few: the number is known when priced, the words are
 * spelled on first use (from the estimate, which does not change). Unmodifiable.
 */
final class Violations extends AbstractList<String> implements RandomAccess {
    private final Estimate estimate;
    private final int overLimit;
    private final int maxCollections;
    private final int unboundedArrays;
    private final int size;
    private volatile List<String> words;

    /**
     * @param overLimit       how many of the estimate's collections break the size limit
     * @param unboundedArrays how many arrays without a maximum those collections hold
     * @param maxCollections  the user's limit on collections; 0 for none
     */
    Violations(Estimate estimate, int overLimit, int unboundedArrays, int maxCollections) {
        this.estimate = estimate;
        this.overLimit = overLimit;
        this.unboundedArrays = unboundedArrays;
        this.maxCollections = maxCollections;
        boolean tooMany = maxCollections > 0 && estimate.collections().size() > maxCollections;
        this.size = estimate.problems().size() + overLimit + (tooMany ? 1 : 0);
    }

    /**
     * How far {@code violations} is from keeping to the size limits beyond their number: the arrays without a maximum
     * in the collections over the limit (0 for a list the search did not make).
     */
    static int unboundedArrays(List<String> violations) {
        return violations instanceof Violations v ? v.unboundedArrays : 0;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public String get(int index) {
        List<String> w = words;
        if (w == null) words = w = spell();
        return w.get(index);
    }

    private List<String> spell() {
        List<String> found = new ArrayList<>(size);
        found.addAll(estimate.problems());
        for (CollectionEstimate c : estimate.collections()) {
            String over = CollectionTally.overLimit(c);
            if (over != null) found.add(over);
        }
        int collections = estimate.collections().size();
        if (maxCollections > 0 && collections > maxCollections) {
            found.add(collections + " collections, more than the " + maxCollections + " allowed");
        }
        if (found.size() != size) {
            throw new IllegalStateException(found.size() + " violations spelled, " + size + " counted (" + overLimit + " over the limit)");
        }
        return List.copyOf(found);
    }
}
