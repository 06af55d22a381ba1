package dev.docshape.model.search;

import dev.docshape.model.mapping.Mapping;

import java.util.List;
import java.util.Optional;

/**
 * One relationship whose mapping a proposed design changes, and why it pays: the patterns it makes
 * cheaper and dearer when applied alone to the design the search started from.
 *
 * @param relationshipId the relationship
 * @param from           its mapping in the starting design
 * @param to             its mapping in the proposed design
 * @param ruleId         the advisor rule that suggests the same move (docs/advisor-rules.md), if one does
 * @param helps          patterns that get cheaper, most helped first
 * @param hurts          patterns that get dearer, most hurt first
 */
public record DesignChange(String relationshipId, Mapping from, Mapping to, Optional<String> ruleId,
                           List<PatternEffect> helps, List<PatternEffect> hurts) {
    public DesignChange {
        ruleId = ruleId == null ? Optional.empty() : ruleId;
        helps = List.copyOf(helps);
        hurts = List.copyOf(hurts);
    }
}
