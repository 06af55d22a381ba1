package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.SizeStatus;
import dev.docshape.model.pattern.AccessPattern;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The design's estimate as it is, indexed once for comparing every suggestion's estimate with it:
 * patterns by id, collections by name and position, and how many collections are near or over a
 * limit. ({@link Estimate#pattern} and {@link Estimate#collection} search the list; comparing two
 * estimates name by name that way costs the square of the model's size.)
 */
final class BaselineEstimate {
    final Estimate estimate;
    private final Map<String, PatternEstimate> patterns;
    private final Map<String, Integer> collectionPositions;
    /** True when no two collections share a name (the projection names them apart). */
    final boolean uniqueCollectionNames;
    /** True when no two patterns of the model share an id: estimates then list them in model order, unique. */
    final boolean distinctPatternIds;
    /** Each pattern's position in the model, by id (used where ids are distinct). */
    private final Map<String, Integer> patternPositions;
    final long over;
    final long warn;

    BaselineEstimate(DataModel model, Estimate estimate) {
        this.estimate = estimate;
        patterns = new HashMap<>(estimate.patterns().size() * 4 / 3 + 1);
        // the first of equal ids or names wins, as in Estimate.pattern and Estimate.collection
        for (PatternEstimate p : estimate.patterns()) patterns.putIfAbsent(p.patternId(), p);
        List<CollectionEstimate> collections = estimate.collections();
        collectionPositions = new HashMap<>(collections.size() * 4 / 3 + 1);
        for (int i = 0; i < collections.size(); i++) collectionPositions.putIfAbsent(collections.get(i).name(), i);
        uniqueCollectionNames = collectionPositions.size() == collections.size();
        patternPositions = new HashMap<>(model.patterns().size() * 4 / 3 + 1);
        for (AccessPattern p : model.patterns()) patternPositions.putIfAbsent(p.id(), patternPositions.size());
        distinctPatternIds = patternPositions.size() == model.patterns().size();
        over = troubled(estimate, SizeStatus.OVER);
        warn = troubled(estimate, SizeStatus.WARN);
    }

    static long troubled(Estimate estimate, SizeStatus status) {
        long n = 0;
        for (CollectionEstimate c : estimate.collections()) if (c.status() == status) n++;
        return n;
    }

    /** The position in the model of the pattern with this id. */
    int patternPosition(String patternId) {
        return patternPositions.get(patternId);
    }

    PatternEstimate pattern(String patternId) {
        return patterns.get(patternId);
    }

    /** The position of the first collection named {@code name}; -1 when there is none. */
    int collectionPosition(String name) {
        Integer i = collectionPositions.get(name);
        return i == null ? -1 : i;
    }

    /**
     * The position of the first collection named {@code name}, trying {@code guess} first (most
     * collections keep their place from one estimate to the next); -1 when there is none.
     */
    int collectionPosition(String name, int guess) {
        List<CollectionEstimate> collections = estimate.collections();
        if (uniqueCollectionNames && guess >= 0 && guess < collections.size() && collections.get(guess).name().equals(name)) {
            return guess;
        }
        return collectionPosition(name);
    }
}
