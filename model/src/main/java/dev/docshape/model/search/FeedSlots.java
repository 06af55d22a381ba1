package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Duplicates;
import dev.docshape.model.advice.FeedKeep;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.projection.Projection;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The search's feed moves (decision 0325): for every entity with a collection of its own that reads take
 * the first N of by an order with no parent (the reads of the advisor's rule {@code feed-of-latest},
 * docs/advisor-rules.md), a slot with no feed and, for each such order (in
 * model order) a feed of the largest N read, with the rule's margin for deletes ({@link FeedKeep}).
 */
final class FeedSlots {
    private FeedSlots() {
    }

    static List<MoveSlot> of(DataModel model, Projection start) {
        Map<String, Map<Ordering, Integer>> largest = new LinkedHashMap<>();
        for (AccessPattern p : model.patterns()) {
            if (!(p instanceof ReadPattern read) || !feedRead(read)) continue;
            largest.computeIfAbsent(read.entity(), k -> new LinkedHashMap<>()).merge(read.order(), read.limit(), Math::max);
        }
        List<MoveSlot> slots = new ArrayList<>();
        for (Map.Entry<String, Map<Ordering, Integer>> e : largest.entrySet()) {
            String entity = e.getKey();
            if (start.entityCollection(entity).isEmpty()) continue;
            List<DesignMove> moves = new ArrayList<>();
            moves.add(new DesignMove.FeedMove(entity, null));
            for (Map.Entry<Ordering, Integer> o : e.getValue().entrySet()) {
                int keep = FeedKeep.of(model, entity, o.getValue());
                moves.add(new DesignMove.FeedMove(entity, Duplicates.Duplicate.feed(entity, keep, o.getKey())));
            }
            slots.add(new MoveSlot("feed of " + entity, moves));
        }
        return slots;
    }

    /** A read of the first N by an order over all of an entity's documents, N a feed can keep. */
    private static boolean feedRead(ReadPattern read) {
        return read.selection() == Selection.FILTER && read.byParent() == null && read.order() != null
                && read.limit() > 0 && read.limit() <= Duplicates.Duplicate.MAX_KEEP;
    }
}
