package dev.docshape.model.advice;

import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.WorkloadTotals;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a suggestion would change, from running the estimator on the design with the suggested
 * mapping: the patterns and collections whose estimates change, and the workload totals.
 *
 * @param patterns    the access patterns whose numbers change, in model order
 * @param collections the collections whose size or nesting changes, appear or disappear
 * @param before      the workload totals now
 * @param after       the workload totals with the suggestion
 */
public record Effect(List<PatternChange> patterns, List<CollectionChange> collections, WorkloadTotals before,
                     WorkloadTotals after) {

    /**
     * One pattern's estimate before and after.
     *
     * @param before empty when the pattern cannot be estimated now
     * @param after  empty when it cannot be estimated with the suggestion
     */
    public record PatternChange(String patternId, String name, Optional<PatternEstimate> before,
                                Optional<PatternEstimate> after) {
    }

    /** A pattern estimated both now and with the suggestion: the figures it moves from and to. */
    public record Estimated(String name, PatternEstimate before, PatternEstimate after) {
    }

    /**
     * One collection's estimate before and after.
     *
     * @param before empty when the collection does not exist now
     * @param after  empty when it would not exist with the suggestion
     */
    public record CollectionChange(String collection, Optional<CollectionEstimate> before,
                                   Optional<CollectionEstimate> after) {
    }

    public Effect {
        patterns = List.copyOf(patterns);
        collections = List.copyOf(collections);
        Objects.requireNonNull(before, "totals before");
        Objects.requireNonNull(after, "totals after");
    }

    /** The changed patterns that can be estimated both now and with the suggestion, in model order. */
    public List<Estimated> estimatedBoth() {
        return patterns.stream().filter(p -> p.before().isPresent() && p.after().isPresent())
                .map(p -> new Estimated(p.name(), p.before().get(), p.after().get())).toList();
    }

    /**
     * The effect in one sentence: "'add a book': 2 -> 1 documents written; ..." for the patterns whose figures move and
     * the collections whose largest document changes; empty when nothing moves.
     */
    public String summary() {
        return EffectText.summary(this);
    }

    public Optional<PatternChange> pattern(String patternId) {
        return patterns.stream().filter(p -> p.patternId().equals(patternId)).findFirst();
    }

    public Optional<CollectionChange> collection(String name) {
        return collections.stream().filter(c -> c.collection().equals(name)).findFirst();
    }
}
