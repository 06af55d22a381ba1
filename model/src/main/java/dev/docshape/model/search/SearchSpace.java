package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.mapping.Mapping;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The decisions a search may change and the moves on each: every relationship that is not pinned,
 * with the mappings {@link MappingOptions} builds plus the advisor's suggestions for it, and every
 * entity that can be embedded, with or without a collection of its own.
 */
final class SearchSpace {
    private SearchSpace() {
    }

    /**
     * The slots, relationships first, those whose patterns cost most in {@code patternCosts} (per
     * second, at the start) first, so the search's first pass tries the moves that can save most.
     */
    static List<MoveSlot> of(DataModel model, SearchConstraints constraints, List<Finding> startFindings,
                             Map<String, Double> patternCosts) {
        Map<String, RelationshipUse> uses = RelationshipUse.of(model);
        Map<String, Set<Mapping>> suggested = new LinkedHashMap<>();
        for (Finding f : startFindings) {
            f.suggestion().ifPresent(s -> suggested.computeIfAbsent(s.relationshipId(), k -> new LinkedHashSet<>()).add(s.mapping()));
        }
        List<MoveSlot> slots = new ArrayList<>();
        Map<String, Double> stakes = new HashMap<>();
        Set<String> children = new LinkedHashSet<>();
        for (Relationship r : model.relationships()) {
            children.add(r.child());
            if (constraints.isPinned(r.id())) continue;
            Set<Mapping> all = new LinkedHashSet<>(MappingOptions.of(r, uses.get(r.id())));
            all.addAll(suggested.getOrDefault(r.id(), Set.of()));
            List<DesignMove> moves = new ArrayList<>();
            for (Mapping m : all) moves.add(new DesignMove.MappingMove(r, m));
            slots.add(new MoveSlot(r.id(), moves));
            double stake = 0;
            for (String pattern : uses.get(r.id()).patterns) stake += patternCosts.getOrDefault(pattern, 0.0);
            stakes.put(r.id(), stake);
        }
        slots.sort(Comparator.comparingDouble((MoveSlot slot) -> stakes.get(slot.key())).reversed());
        for (String entity : children) {
            slots.add(new MoveSlot(entity, List.of(new DesignMove.StandaloneMove(entity, true),
                    new DesignMove.StandaloneMove(entity, false))));
        }
        return List.copyOf(slots);
    }
}
