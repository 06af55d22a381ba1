package dev.docshape.model.search;

import dev.docshape.model.Design;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Restarts that take one change of the best design back (decision 0441): a climb takes each slot's best move as it
 * meets the slot, and a move that pays much at once (a subset of the children) can shut out a combination that pays
 * more (a duplicate collection). Climbing again from the best design with that change taken back, and its slot tried
 * last, lets the other slots move first. Deterministic: no random source.
 */
final class TakeBacks {
    private TakeBacks() {
    }

    /** The slots, in climbing order, where {@code best} is not as {@code start} has it, at most {@code limit}. */
    static List<MoveSlot> changed(List<MoveSlot> slots, Design start, Design best, int limit) {
        List<MoveSlot> changed = new ArrayList<>();
        for (MoveSlot slot : slots) {
            if (changed.size() == limit) break;
            startMove(slot, start).filter(move -> !move.holdsIn(best)).ifPresent(move -> changed.add(slot));
        }
        return changed;
    }

    /** The move that gives the slot back the start's choice; none when no move of the slot holds in the start. */
    static Optional<DesignMove> startMove(MoveSlot slot, Design start) {
        for (DesignMove move : slot.options()) {
            if (move.holdsIn(start)) return Optional.of(move);
        }
        return Optional.empty();
    }

    /** The slots in climbing order with {@code last} moved to the end. */
    static List<MoveSlot> withLast(List<MoveSlot> slots, MoveSlot last) {
        List<MoveSlot> order = new ArrayList<>(slots.size());
        for (MoveSlot slot : slots) {
            if (slot != last) order.add(slot);
        }
        order.add(last);
        return order;
    }
}
