package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Duplicates;
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
import java.util.function.UnaryOperator;

/**
 * Explains the changes of a proposed design: each change applied alone to the starting design,
 * pattern by pattern, and the advisor rule that suggests the same move where there is one.
 */
final class ChangeExplainer {
    private final DataModel model;
    private final CandidatePricer pricer;
    /**
     * Prices each change alone on the start, while {@link #pricer} prices the proposal without one change: each
     * pricer's designs then differ from its previous one by a move or two, not by the whole proposal (decision 0412).
     */
    private CandidatePricer aloneOnStart;
    /** Each change alone on the start, priced once: the proposals of one search share most of their changes. */
    private final Map<DesignMove, PricedDesign> pricedAlone = new HashMap<>();
    private final PricedDesign start;
    /** The forms without idle changes the running search showed already (ShownDesigns): not cleaned twice. */
    private final UnaryOperator<PricedDesign> cleanedBefore;
    private final Map<String, Double> startCosts = new HashMap<>();
    private final Map<String, List<Finding>> findingsByRelationship = new HashMap<>();
    /** Entity id to the rule suggesting a duplicate of it, with that duplicate. */
    private final Map<String, Finding> duplicateFindings = new HashMap<>();

    ChangeExplainer(DataModel model, CandidatePricer pricer, PricedDesign start, List<Finding> startFindings) {
        this(model, pricer, start, startFindings, found -> null);
    }

    /** @param cleanedBefore a found design's form without its idle changes where one was made already, else null */
    ChangeExplainer(DataModel model, CandidatePricer pricer, PricedDesign start, List<Finding> startFindings,
                    UnaryOperator<PricedDesign> cleanedBefore) {
        this.model = model;
        this.cleanedBefore = cleanedBefore;
        this.pricer = pricer;
        this.start = start;
        startCosts.putAll(costs(start));
        for (Finding f : startFindings) {
            f.suggestion().ifPresent(s -> {
                if (s.changesMapping()) findingsByRelationship.computeIfAbsent(s.relationshipId(), k -> new ArrayList<>()).add(f);
                else if (!s.duplicate().isFeed()) duplicateFindings.putIfAbsent(s.duplicate().entity(), f);
            });
        }
    }

    /**
     * The proposed design without the changes that do nothing (IdleChanges), each change explained alone on the
     * start, or, where alone it changes no pattern (it pays only with the proposal's other changes, such as a
     * collection of its own for an entity the proposal embeds), by taking it back from the proposal.
     */
    Proposal explain(PricedDesign found) {
        return explainCleaned(cleaned(found));
    }

    /** The found design without the changes that do nothing (IdleChanges): the design a user adds, same figures. */
    PricedDesign cleaned(PricedDesign found) {
        PricedDesign known = cleanedBefore.apply(found);
        return known != null ? known : IdleChanges.without(model, pricer, start, found);
    }

    /** Explains a design {@link #cleaned} already. */
    Proposal explainCleaned(PricedDesign proposed) {
        List<DesignChange> changes = new ArrayList<>();
        Design before = start.design();
        Design after = proposed.design();
        for (DesignChanges.Difference d : DesignChanges.differences(model, before, after)) {
            Optional<String> rule = rule(d);
            DesignChange change = change(d, startCosts, alone(d.forward()), rule);
            if (change.helps().isEmpty() && change.hurts().isEmpty()) {
                change = change(d, costs(pricer.price(d.back().applyTo(after))), proposed, rule);
            }
            changes.add(change);
        }
        return new Proposal(proposed, changes);
    }

    /** The start with only {@code move} made, priced. */
    private PricedDesign alone(DesignMove move) {
        PricedDesign priced = pricedAlone.get(move);
        if (priced != null) return priced;
        if (aloneOnStart == null) aloneOnStart = pricer.another();
        priced = aloneOnStart.price(move.applyTo(start.design()));
        pricedAlone.put(move, priced);
        return priced;
    }

    private Map<String, Double> costs(PricedDesign priced) {
        Map<String, Double> costs = new HashMap<>();
        for (PatternEstimate p : priced.estimate().patterns()) costs.put(p.patternId(), pricer.weighted(p));
        return costs;
    }

    /** The difference with the patterns that cost less and more in {@code priced} than in {@code baseline}, and the rule that agrees. */
    private DesignChange change(DesignChanges.Difference d, Map<String, Double> baseline, PricedDesign priced, Optional<String> rule) {
        List<PatternEffect> helps = new ArrayList<>();
        List<PatternEffect> hurts = new ArrayList<>();
        for (PatternEstimate p : priced.estimate().patterns()) {
            double before = baseline.getOrDefault(p.patternId(), 0.0);
            double after = pricer.weighted(p);
            double tolerance = 1e-9 * Math.max(1, Math.abs(before));
            if (after < before - tolerance) helps.add(new PatternEffect(p.patternId(), p.name(), before, after));
            else if (after > before + tolerance) hurts.add(new PatternEffect(p.patternId(), p.name(), before, after));
        }
        helps.sort(Comparator.comparingDouble(PatternEffect::delta));
        hurts.sort(Comparator.comparingDouble(PatternEffect::delta).reversed());
        return new DesignChange(d.kind(), d.subject(), d.from(), d.to(), rule, helps, hurts);
    }

    /** The advisor rule that suggests the same move, if one does. */
    private Optional<String> rule(DesignChanges.Difference d) {
        if (d.forward() instanceof DesignMove.MappingMove to) {
            return rule(to.relationship().id(), ((DesignMove.MappingMove) d.back()).mapping(), to.mapping());
        }
        if (d.forward() instanceof DesignMove.FeedMove feed) {
            // the search declares a feed only where the advisor's rule's read is (FeedSlots): named by it, per parent too
            return feed.feed() == null ? Optional.empty() : Optional.of(Rules.FEED_OF_LATEST);
        }
        if (d.forward() instanceof DesignMove.DuplicateMove duplicate) return duplicateRule(duplicate.entityId(), duplicate.duplicate());
        return Optional.empty();
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
