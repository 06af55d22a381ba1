package dev.docshape.model.advice;

import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.PatternEstimate;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * An {@link Estimate} with its patterns and collections hashed by id and name. {@link Estimate#pattern}
 * and {@link Estimate#collection} search the list; comparing two estimates name by name that way
 * costs the square of the model's size, which dominated the advisor on large models.
 */
final class IndexedEstimate {
    final Estimate estimate;
    private Map<String, PatternEstimate> patterns;
    private final Map<String, CollectionEstimate> collections;

    IndexedEstimate(Estimate estimate) {
        this.estimate = estimate;
        collections = new HashMap<>(estimate.collections().size() * 4 / 3 + 1);
        // the first of equal names wins, as in Estimate.collection (and of equal ids in Estimate.pattern)
        for (CollectionEstimate c : estimate.collections()) collections.putIfAbsent(c.name(), c);
    }

    Optional<PatternEstimate> pattern(String patternId) {
        if (patterns == null) {
            patterns = new HashMap<>(estimate.patterns().size() * 4 / 3 + 1);
            for (PatternEstimate p : estimate.patterns()) patterns.putIfAbsent(p.patternId(), p);
        }
        return Optional.ofNullable(patterns.get(patternId));
    }

    /** True when {@code c} is the first collection of its name (the one {@link #collection} finds). */
    boolean isFirst(CollectionEstimate c) {
        return collections.get(c.name()) == c;
    }

    Optional<CollectionEstimate> collection(String name) {
        return Optional.ofNullable(collections.get(name));
    }
}
