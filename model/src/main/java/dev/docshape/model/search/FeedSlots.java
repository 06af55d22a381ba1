package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Relationship;
import dev.docshape.model.advice.FeedKeep;
import dev.docshape.model.advice.FeedPerParentReads;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.projection.Projection;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The search's feed moves (decisions 0325, 0331), the reads of the advisor's rule {@code feed-of-latest}
 * (docs/advisor-rules.md): for every entity with a collection of its own, a slot with no feed and
 * <ul>
 *   <li>for each order reads take the first N of it by with no parent (in model order), a feed of the largest N
 *       read, with the rule's margin for deletes ({@link FeedKeep});</li>
 *   <li>for each relationship whose listings of the entity by its parent the advisor would keep as a feed per
 *       parent ({@link FeedPerParentReads}, in model order), that feed, keyed as the advisor keys it.</li>
 * </ul>
 * One slot per entity, as an entity has one feed (decision 0324).
 */
final class FeedSlots {
    private FeedSlots() {
    }

    static List<MoveSlot> of(DataModel model, Design start, Projection projection) {
        Map<String, Map<Ordering, Integer>> largest = new LinkedHashMap<>();
        Map<String, List<ReadPattern>> listings = new HashMap<>();
        for (AccessPattern p : model.patterns()) {
            if (!(p instanceof ReadPattern read)) continue;
            if (read.byParent() != null) listings.computeIfAbsent(read.byParent(), k -> new ArrayList<>()).add(read);
            if (!feedRead(read)) continue;
            largest.computeIfAbsent(read.entity(), k -> new LinkedHashMap<>()).merge(read.order(), read.limit(), Math::max);
        }
        Map<String, List<DesignMove>> moves = new LinkedHashMap<>();
        for (Map.Entry<String, Map<Ordering, Integer>> e : largest.entrySet()) {
            String entity = e.getKey();
            for (Map.Entry<Ordering, Integer> o : e.getValue().entrySet()) {
                int keep = FeedKeep.of(model, entity, o.getValue());
                movesOf(moves, entity).add(new DesignMove.FeedMove(entity, Duplicates.Duplicate.feed(entity, keep, o.getKey())));
            }
        }
        for (Relationship r : model.relationships()) {
            List<ReadPattern> reads = listings.get(r.id());
            if (reads == null) continue;
            FeedPerParentReads.of(r, r.child(), reads).ifPresent(perParent -> {
                int keep = perParent.keep(model);
                if (perParent.worthKeeping(keep)) {
                    movesOf(moves, r.child()).add(new DesignMove.FeedMove(r.child(), perParent.feed(keep, start, projection)));
                }
            });
        }
        List<MoveSlot> slots = new ArrayList<>();
        for (Map.Entry<String, List<DesignMove>> e : moves.entrySet()) {
            if (projection.entityCollection(e.getKey()).isEmpty()) continue;
            List<DesignMove> withNone = new ArrayList<>();
            withNone.add(new DesignMove.FeedMove(e.getKey(), null));
            withNone.addAll(e.getValue());
            slots.add(new MoveSlot("feed of " + e.getKey(), withNone));
        }
        return slots;
    }

    private static List<DesignMove> movesOf(Map<String, List<DesignMove>> moves, String entity) {
        return moves.computeIfAbsent(entity, k -> new ArrayList<>());
    }

    /** A read of the first N by an order over all of an entity's documents, N a feed can keep. */
    private static boolean feedRead(ReadPattern read) {
        return read.selection() == Selection.FILTER && read.byParent() == null && read.order() != null
                && read.limit() > 0 && read.limit() <= Duplicates.Duplicate.MAX_KEEP;
    }
}
