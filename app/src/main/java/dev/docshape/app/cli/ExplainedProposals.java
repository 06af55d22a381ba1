package dev.docshape.app.cli;

import dev.docshape.model.search.PricedDesign;
import dev.docshape.model.search.Proposal;
import dev.docshape.model.search.SearchResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The proposals of a search as {@code search} prints them: the best-ranked explained, in rank order, while the
 * command's time budget lasts, the rest with their figures only (decision 0490). An explanation starts only while
 * the time left holds at least the longest one before it took, so the budget covers the search, the explaining and
 * the writing.
 */
final class ExplainedProposals {
    private final SearchResult result;
    private final List<Proposal> explained;

    private ExplainedProposals(SearchResult result, List<Proposal> explained) {
        this.result = result;
        this.explained = List.copyOf(explained);
    }

    /** Explains the proposals in rank order until {@code deadlineNanos} on {@code clock} would be passed. */
    static ExplainedProposals within(SearchResult result, long deadlineNanos, LongSupplier clock) {
        List<Proposal> explained = new ArrayList<>();
        long longest = 0;
        for (int i = 0; i < result.proposalCount(); i++) {
            long began = clock.getAsLong();
            if (deadlineNanos - began <= longest) break;
            explained.add(result.proposal(i));
            longest = Math.max(longest, clock.getAsLong() - began);
        }
        return new ExplainedProposals(result, explained);
    }

    SearchResult result() {
        return result;
    }

    /** How many designs the search proposes. */
    int count() {
        return result.proposalCount();
    }

    /** The proposal at {@code index} (from 0, best score first) with its changes, if it was explained in time. */
    Optional<Proposal> explained(int index) {
        return index < explained.size() ? Optional.of(explained.get(index)) : Optional.empty();
    }

    /** The design at {@code index} and its figures, without the changes that do nothing, explained or not: the one {@code --add} adds. */
    PricedDesign design(int index) {
        return index < explained.size() ? explained.get(index).priced() : result.cleaned(index);
    }

    /** How many proposals the budget left no time to explain: the worst-ranked ones. */
    int unexplained() {
        return count() - explained.size();
    }

    /** "2 of the 10 designs are not explained: ..." for the text and the JSON, or blank when every one is. */
    String unexplainedNote() {
        if (unexplained() == 0) return "";
        return unexplained() + " of the " + count() + " designs " + (unexplained() == 1 ? "is" : "are")
                + " not explained: the time budget ran out first. A longer --budget explains them; --add K explains the one it adds.";
    }
}
