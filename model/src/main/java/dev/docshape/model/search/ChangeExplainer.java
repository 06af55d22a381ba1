package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Relationship;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.advice.Rules;
import dev.docshape.model.advice.Suggestion;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Explains the changes of a proposed design: each change applied alone to the starting design,
 * pattern by pattern, and the advisor rule that suggests the same move where there is one.
 */
final class ChangeExplainer {
    private final DataModel model;
    private final CandidatePricer pricer;
    private final PricedDesign start;
    private final Map<String, Double> startCosts = new HashMap<>();
    private final Map<String, List<Finding>> findingsByRelationship = new HashMap<>();
    /** Entity id to the rule suggesting a duplicate of it, with that duplicate. */
    private final Map<String, Finding> duplicateFindings = new HashMap<>();

    ChangeExplainer(DataModel model, CandidatePricer pricer, PricedDesign start, List<Finding> startFindings) {
        this.model = model;
        this.pricer = pricer;
        this.start = start;
        for (PatternEstimate p : start.estimate().patterns()) startCosts.put(p.patternId(), pricer.weighted(p));
        for (Finding f : startFindings) {
            f.suggestion().ifPresent(s -> {
                if (s.changesMapping()) findingsByRelationship.computeIfAbsent(s.relationshipId(), k -> new ArrayList<>()).add(f);
                else if (!s.duplicate().isFeed()) duplicateFindings.putIfAbsent(s.duplicate().entity(), f);
            });
        }
    }

    Proposal explain(PricedDesign proposed) {
        List<DesignChange> changes = new ArrayList<>();
        Design before = start.design();
        Design after = proposed.design();
        for (DesignChange listed : DesignChanges.between(model, before, after)) {
            if (listed.kind() == DesignChange.Kind.MAPPING) {
                Relationship r = model.requireRelationship(listed.subject());
                Mapping from = before.mappingFor(r);
                Mapping to = after.mappingFor(r);
                changes.add(change(listed, before.withMapping(r.id(), to), rule(r.id(), from, to)));
            } else if (listed.kind() == DesignChange.Kind.STANDALONE) {
                boolean to = after.standalone().contains(listed.subject());
                changes.add(change(listed, before.withStandalone(listed.subject(), to), Optional.empty()));
            } else if (listed.kind() == DesignChange.Kind.FEED) {
                Duplicates.Duplicate to = after.duplicates().feedOf(listed.subject());
                DesignMove alone = new DesignMove.FeedMove(listed.subject(), to);
                // the search declares a feed only where the advisor's rule's read is (FeedSlots): named by it
                changes.add(change(listed, alone.applyTo(before), to == null ? Optional.empty() : Optional.of(Rules.FEED_OF_LATEST)));
            } else {
                Duplicates.Duplicate to = after.duplicates().duplicateOf(listed.subject());
                DesignMove alone = new DesignMove.DuplicateMove(listed.subject(), to);
                changes.add(change(listed, alone.applyTo(before), duplicateRule(listed.subject(), to)));
            }
        }
        return new Proposal(proposed, changes);
    }

    /** The listed change with the patterns it helps and hurts applied alone to the start, and the rule that agrees. */
    private DesignChange change(DesignChange listed, Design alone, Optional<String> rule) {
        PricedDesign priced = pricer.price(alone);
        List<PatternEffect> helps = new ArrayList<>();
        List<PatternEffect> hurts = new ArrayList<>();
        for (PatternEstimate p : priced.estimate().patterns()) {
            double before = startCosts.getOrDefault(p.patternId(), 0.0);
            double after = pricer.weighted(p);
            double tolerance = 1e-9 * Math.max(1, Math.abs(before));
            if (after < before - tolerance) helps.add(new PatternEffect(p.patternId(), p.name(), before, after));
            else if (after > before + tolerance) hurts.add(new PatternEffect(p.patternId(), p.name(), before, after));
        }
        helps.sort(Comparator.comparingDouble(PatternEffect::delta));
        hurts.sort(Comparator.comparingDouble(PatternEffect::delta).reversed());
        return new DesignChange(listed.kind(), listed.subject(), listed.from(), listed.to(), rule, helps, hurts);
    }

    /** The advisor rule whose suggestion for the relationship is the same kind of move. */
    private Optional<String> rule(String relationshipId, Mapping from, Mapping to) {
        for (Finding f : findingsByRelationship.getOrDefault(relationshipId, List.of())) {
            Suggestion s = f.suggestion().orElseThrow();
            if (sameMove(from, s.mapping(), to)) return Optional.of(f.ruleId());
        }
        return Optional.empty();
    }

    /** The advisor rule suggesting exactly this duplicate of the entity (docs/advisor-rules.md "duplicate-by-parent"). */
    private Optional<String> duplicateRule(String entityId, Duplicates.Duplicate to) {
        Finding f = duplicateFindings.get(entityId);
        return f != null && f.suggestion().orElseThrow().duplicate().equals(to) ? Optional.of(f.ruleId()) : Optional.empty();
    }

    /** The suggested mapping moves the same way as {@code to}: same kind of strategy (and placement), same count change. */
    static boolean sameMove(Mapping from, Mapping suggested, Mapping to) {
        boolean countMove = from.precomputedCount() != to.precomputedCount();
        boolean strategyMove = !from.strategy().equals(to.strategy());
        if (countMove && suggested.precomputedCount() != to.precomputedCount()) return false;
        if (!strategyMove) return countMove && suggested.strategy().equals(from.strategy());
        if (suggested.strategy().getClass() != to.strategy().getClass()) return false;
        if (to.strategy() instanceof Reference placed) {
            Reference suggestedReference = (Reference) suggested.strategy();
            return suggestedReference.placement() == placed.placement() && suggestedReference.coLocated() == placed.coLocated();
        }
        return true;
    }
}
