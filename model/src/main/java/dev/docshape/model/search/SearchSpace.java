package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Relationship;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.advice.Suggestion;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.SizeStatus;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ShapeField;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The decisions a search may change and the moves on each: every relationship that is not pinned,
 * with the mappings {@link MappingOptions} builds plus the advisor's suggestions for it and its mapping at the start, every
 * entity that can be embedded, with or without a collection of its own, and every entity whose
 * children-by-parent reads fan out over its partitions, with or without a duplicate collection keyed
 * by that parent's id (decision 0330).
 */
final class SearchSpace {
    private SearchSpace() {
    }

    /**
     * The slots, relationships first, those whose patterns cost most in {@code patternCosts} (per
     * second, at the start) first, so the search's first pass tries the moves that can save most;
     * before them, those that give a collection of the start an unbounded array, as bounding one can
     * bring a collection within the limit, an improvement whatever it costs (PricedDesign#betterThan).
     * The start's projection names the fields a duplicate can be keyed by.
     */
    static List<MoveSlot> of(DataModel model, Objective objective, SearchConstraints constraints, List<Finding> startFindings,
                             Map<String, Double> patternCosts, PricedDesign start) {
        Map<String, RelationshipUse> uses = RelationshipUse.of(model);
        Map<String, Set<Mapping>> suggested = suggested(startFindings);
        LargestBucket largestBucket = new LargestBucket(start.estimate().projection(), start.estimate().profile());
        BalancedBucket balancedBucket = new BalancedBucket(model, start.estimate().profile(), objective);
        List<MoveSlot> slots = new ArrayList<>();
        Map<String, Double> stakes = new HashMap<>();
        Set<String> children = new LinkedHashSet<>();
        for (Relationship r : model.relationships()) {
            children.add(r.child());
            if (constraints.isPinned(r.id())) continue;
            int balanced = balancedBucket.of(r, uses.get(r.id()), largestBucket.itemBytes(r.child()));
            Set<Mapping> all = new LinkedHashSet<>(MappingOptions.of(r, uses.get(r.id()), largestBucket.of(r.child()), balanced));
            all.addAll(suggested.getOrDefault(r.id(), Set.of()));
            // the start's own mapping, so a climb can always take a change back (decision 0441)
            all.add(start.design().mappingFor(r));
            List<DesignMove> moves = new ArrayList<>();
            for (Mapping m : all) moves.add(new DesignMove.MappingMove(r, m));
            slots.add(new MoveSlot(r.id(), moves));
            double stake = 0;
            for (String pattern : uses.get(r.id()).patterns) stake += patternCosts.getOrDefault(pattern, 0.0);
            stakes.put(r.id(), stake);
        }
        Set<String> unbounded = unboundedArrays(start);
        slots.sort(Comparator.comparing((MoveSlot slot) -> !unbounded.contains(slot.key()))
                .thenComparing(Comparator.comparingDouble((MoveSlot slot) -> stakes.get(slot.key())).reversed()));
        for (String entity : children) {
            slots.add(new MoveSlot(entity, List.of(new DesignMove.StandaloneMove(entity, true),
                    new DesignMove.StandaloneMove(entity, false))));
        }
        slots.addAll(duplicateSlots(model, uses, start.design(), start.estimate().projection()));
        slots.addAll(FeedSlots.of(model, start.design(), start.estimate().projection()));
        return List.copyOf(slots);
    }

    /**
     * The advisor's mappings for each relationship that is not pinned, in the order of the relationships: the moves
     * the search tries once it has the advisor's findings, after a first climb without them.
     */
    static List<MoveSlot> suggestions(DataModel model, SearchConstraints constraints, List<Finding> startFindings) {
        Map<String, Set<Mapping>> suggested = suggested(startFindings);
        List<MoveSlot> slots = new ArrayList<>();
        for (Relationship r : model.relationships()) {
            Set<Mapping> mappings = suggested.get(r.id());
            if (mappings == null || constraints.isPinned(r.id())) continue;
            List<DesignMove> moves = new ArrayList<>();
            for (Mapping m : mappings) moves.add(new DesignMove.MappingMove(r, m));
            slots.add(new MoveSlot(r.id(), moves));
        }
        return slots;
    }

    private static Map<String, Set<Mapping>> suggested(List<Finding> startFindings) {
        Map<String, Set<Mapping>> suggested = new LinkedHashMap<>();
        for (Finding f : startFindings) {
            f.suggestion().filter(Suggestion::changesMapping)
                    .ifPresent(s -> suggested.computeIfAbsent(s.relationshipId(), k -> new LinkedHashSet<>()).add(s.mapping()));
        }
        return suggested;
    }

    /** The relationships whose arrays (embedded, copied or ids) have no maximum in a collection over the limit at the start. */
    private static Set<String> unboundedArrays(PricedDesign start) {
        Set<String> found = new HashSet<>();
        Projection projection = start.estimate().projection();
        for (CollectionEstimate c : start.estimate().collections()) {
            if (c.status() != SizeStatus.OVER || !c.unbounded()) continue;
            projection.collection(c.name()).ifPresent(shape -> {
                for (ShapeField f : shape.document().unboundedRelationshipArrays()) found.add(f.relationship());
            });
        }
        return found;
    }

    /**
     * For each partitioned entity collection whose children-by-parent reads give a parent's id the
     * collection is not keyed by: no duplicate, or a duplicate keyed by that id (the same document
     * fields a partition key is chosen among, PartitionKeys). Nothing when the design has one partition.
     */
    private static List<MoveSlot> duplicateSlots(DataModel model, Map<String, RelationshipUse> uses, Design design,
                                                 Projection projection) {
        List<MoveSlot> slots = new ArrayList<>();
        if (design.partitioning().partitions() <= 1) return slots;
        Map<String, Set<String>> keys = new LinkedHashMap<>();
        for (Relationship r : model.relationships()) {
            if (!uses.get(r.id()).childrenReadByParent) continue;
            String ownKey = design.partitioning().keyOf(r.child());
            if (ownKey == null) continue;
            projection.entityCollection(r.child()).flatMap(c -> c.referenceField(r.parent()))
                    .filter(field -> !field.equals(ownKey))
                    .ifPresent(field -> keys.computeIfAbsent(r.child(), k -> new LinkedHashSet<>()).add(field));
        }
        for (Map.Entry<String, Set<String>> e : keys.entrySet()) {
            List<DesignMove> moves = new ArrayList<>();
            moves.add(new DesignMove.DuplicateMove(e.getKey(), null));
            for (String key : e.getValue()) moves.add(new DesignMove.DuplicateMove(e.getKey(), new Duplicates.Duplicate(e.getKey(), key)));
            slots.add(new MoveSlot("duplicate of " + e.getKey(), moves));
        }
        return slots;
    }
}
