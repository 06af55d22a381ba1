package dev.docshape.model.advice;

import dev.docshape.model.Numbers;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;

import java.util.Optional;

/**
 * The two ways {@code feed-of-latest} can serve "the first N of one parent's children by an order"
 * (docs/advisor-rules.md): a feed of each parent's latest N beside the children, or those N kept in the parent's
 * document in that order with the rest referenced (an ordered subset: the read of the parent brings them, and a new
 * child is pushed into the parent). The rule suggests whichever lowers the whole workload more and names the other
 * with its figure, so the trade-off is visible.
 */
final class FeedOrSubset {
    private FeedOrSubset() {
    }

    /** A suggestion with what it does to the whole workload. */
    record Priced(Suggestion suggestion, WorkloadChange workload) {
    }

    /**
     * The ordered subset of the {@code reads}' largest N in each parent, when it is a real subset (fewer than a parent
     * has at most), harmless and lowers the workload; empty otherwise.
     */
    static Optional<Priced> subset(AdviceContext context, FeedPerParentReads reads) {
        Relationship r = reads.relationship();
        if (r.maxCount() != null && reads.largest() >= r.maxCount()) return Optional.empty();
        Suggestion suggestion = Suggestions.of(context, r, new Subset(reads.largest(), Subset.Rest.REFERENCED, 0, reads.order()));
        if (suggestion.mapping().equals(context.design.mappingFor(r)) || !context.harmless(suggestion)) return Optional.empty();
        WorkloadChange workload = context.workload(suggestion);
        return workload.pays() ? Optional.of(new Priced(suggestion, workload)) : Optional.empty();
    }

    /** True when the parent already keeps at least the {@code reads}' N of its children in their order: nothing to serve. */
    static boolean served(AdviceContext context, FeedPerParentReads reads) {
        Strategy s = context.design.mappingFor(reads.relationship()).strategy();
        if (s.embedsChildren() && !(s instanceof Subset)) return true;
        return s instanceof Subset subset && subset.size() >= reads.largest() && Ordering.serves(subset.order(), reads.order());
    }

    /** The cheaper of the two, the feed when only it pays; empty when neither does. */
    static Optional<Priced> cheaper(Optional<Priced> feed, Optional<Priced> subset) {
        if (feed.isEmpty()) return subset;
        if (subset.isEmpty()) return feed;
        return subset.get().workload().costRatio() < feed.get().workload().costRatio() ? subset : feed;
    }

    /** " (a feed of the latest 11 of each User: request units 736 a second against 361 with the subset)" naming the one not chosen. */
    static String other(AdviceContext context, Priced chosen, Optional<Priced> other, String otherWords) {
        if (other.isEmpty()) return "";
        String figure = context.profile.billsRequestUnits() ? "request units" : "estimated server work";
        boolean subsetChosen = chosen.suggestion().duplicate() == null;
        return "; " + otherWords + " would cost more: " + figure + " " + Numbers.grouped(Math.round(other.get().workload().ruPerSecondAfter()))
                + " a second against " + Numbers.grouped(Math.round(chosen.workload().ruPerSecondAfter())) + " with the "
                + (subsetChosen ? "subset" : "feed");
    }
}
