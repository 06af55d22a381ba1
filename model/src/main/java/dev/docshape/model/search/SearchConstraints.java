package dev.docshape.model.search;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What a design must respect to be offered, besides the limits every design must respect (no
 * document over the size limit at the modelled maximum, no unbounded embedded array, no
 * embedding cycle).
 *
 * @param pinned         relationship ids whose mapping the search keeps as it is
 * @param maxCollections at most this many collections; 0 for no limit
 */
public record SearchConstraints(Set<String> pinned, int maxCollections) {

    public SearchConstraints {
        pinned = Collections.unmodifiableSet(new LinkedHashSet<>(pinned == null ? Set.of() : pinned));
        if (maxCollections < 0) throw new IllegalArgumentException("the maximum number of collections must not be negative");
    }

    public static SearchConstraints none() {
        return new SearchConstraints(Set.of(), 0);
    }

    public boolean isPinned(String relationshipId) {
        return pinned.contains(relationshipId);
    }
}
