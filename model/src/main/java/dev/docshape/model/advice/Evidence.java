package dev.docshape.model.advice;

import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.PatternEstimate;

import java.util.List;
import java.util.Optional;

/**
 * What a rule looked at: the relationship (cardinality, counts, parents per child, volatility),
 * the collection estimate (sizes against the limits), the pattern estimate (round trips), the
 * update rate of the data concerned, the access patterns that touch it, and all of that as lines
 * of text for display.
 *
 * @param relationship     the relationship concerned, if any
 * @param collection       the collection concerned (its current estimate), if any
 * @param pattern          the pattern concerned (its current estimate), if any
 * @param updatesPerDay    how often one instance of the data concerned changes, per day (0 if unknown)
 * @param affectedPatterns ids of the access patterns that touch the subject
 * @param facts            the evidence in words, one fact per line
 */
public record Evidence(Optional<Relationship> relationship, Optional<CollectionEstimate> collection,
                       Optional<PatternEstimate> pattern, double updatesPerDay, List<String> affectedPatterns,
                       List<String> facts) {
    public Evidence {
        relationship = relationship == null ? Optional.empty() : relationship;
        collection = collection == null ? Optional.empty() : collection;
        pattern = pattern == null ? Optional.empty() : pattern;
        affectedPatterns = List.copyOf(affectedPatterns == null ? List.of() : affectedPatterns);
        facts = List.copyOf(facts == null ? List.of() : facts);
    }
}
