package dev.docshape.model.search;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One thing a proposed design does differently from the design the search started from, and why it
 * pays: the patterns it makes cheaper and dearer when applied alone to the starting design, or, where
 * that changes no pattern (it pays only together with the design's other changes), those it makes cheaper
 * and dearer in the proposed design than the proposed design without it. A proposed design has no
 * change that does nothing there (issue 17).
 *
 * @param kind    a relationship's mapping, an entity's collection of its own, or its duplicate collection
 * @param subject the relationship or entity id
 * @param from    the starting design's choice, in words ("referenced (child holds parent id)")
 * @param to      the proposed design's choice, in words
 * @param ruleId  the advisor rule that suggests the same move (docs/advisor-rules.md), if one does
 * @param helps   patterns that get cheaper, most helped first
 * @param hurts   patterns that get dearer, most hurt first
 */
public record DesignChange(Kind kind, String subject, String from, String to, Optional<String> ruleId,
                           List<PatternEffect> helps, List<PatternEffect> hurts) {

    /** What a change is about. */
    public enum Kind {
        /** A relationship's mapping. */
        MAPPING,
        /** Whether an embedded entity keeps a collection of its own. */
        STANDALONE,
        /** An entity's duplicate collection (decision 0330). */
        DUPLICATE,
        /** An entity's feed of its latest N (decisions 0321, 0325). */
        FEED
    }

    public DesignChange {
        Objects.requireNonNull(kind, "change kind");
        Objects.requireNonNull(subject, "change subject");
        ruleId = ruleId == null ? Optional.empty() : ruleId;
        helps = List.copyOf(helps);
        hurts = List.copyOf(hurts);
    }
}
