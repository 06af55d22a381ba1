package dev.docshape.storage.sample;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.LongUnaryOperator;

/**
 * Which shared child each slot of a relationship names. A pseudo-random permutation of the slots ({@link SlotPermutation})
 * sends slot s to a value v, and v names child {@code v mod n}: each child is named by as many slots as the others (one
 * more or less), at most the slots over the children, and its slots fall anywhere among the parents. So a child's parents
 * are independent draws of the whole, a parent likelier the more children it holds: an album's consecutive tracks, or
 * one playlist's tracks, reach as many playlists as the estimate counts for draws (docs/counting-rules.md "Parents of
 * children spread over the data", docs/sample-data.md "Links", decision 0491), where a linear map crowded them into few.
 * Where a parent's slots name one child twice, the second trades its child with a slot elsewhere whose parent lacks it;
 * the trades are kept (a few in a hundred slots).
 */
final class SharedSlots {
    private final long children;
    private final long slots;
    private final SlotPermutation permutation;
    private final LongUnaryOperator parentOf;
    private final LongUnaryOperator startOf;
    /** The child of each slot that traded its child, and the slots of each child that took part in a trade. */
    private final Map<Long, Long> tradedChild = new HashMap<>();
    private final Map<Long, long[]> tradedSlots = new HashMap<>();

    /**
     * @param slots    the slots in use, at most {@code children} times the most parents a child may have
     * @param parentOf the parent that holds a slot (a parent's slots are consecutive, at most {@code children} of them)
     * @param startOf  the first slot of a parent
     */
    SharedSlots(long children, long slots, long parents, long seedKey, LongUnaryOperator parentOf, LongUnaryOperator startOf) {
        this.children = children;
        this.slots = slots;
        this.permutation = new SlotPermutation(slots, seedKey);
        this.parentOf = parentOf;
        this.startOf = startOf;
        if (children > 0) keepEachParentsChildrenDistinct(parents, Rng.of(seedKey, slots));
    }

    /** The child slot {@code slot} names. */
    long child(long slot) {
        Long traded = tradedChild.isEmpty() ? null : tradedChild.get(slot);
        return traded != null ? traded : permutation.apply(slot) % children;
    }

    /** The slots naming {@code child}. */
    long[] slotsOf(long child) {
        long[] traded = tradedSlots.isEmpty() ? null : tradedSlots.get(child);
        if (traded != null) return traded.clone();
        long count = child < slots % children ? slots / children + 1 : slots / children;
        long[] found = new long[(int) count];
        for (int j = 0; j < count; j++) found[j] = permutation.inverse(child + j * children);
        return found;
    }

    /** One pass over the parents: a child met twice in a parent's slots trades places with a child the parent lacks. */
    private void keepEachParentsChildrenDistinct(long parents, Rng rng) {
        for (long p = 0; p < parents; p++) {
            long start = startOf.applyAsLong(p);
            long end = Math.min(slots, startOf.applyAsLong(p + 1));
            if (end - start < 2) continue;
            Set<Long> held = new HashSet<>();
            for (long s = start; s < end; s++) {
                long c = child(s);
                if (held.add(c)) continue;
                long other = tradeFor(s, c, held, start, end, rng);
                held.add(child(other));
                trade(s, other);
            }
        }
    }

    /**
     * A slot outside {@code [start, end)} whose child the parent does not hold and whose parent does not hold {@code c}.
     * There is one: the parent holds no more slots than there are children, and each child has as many slots as any other.
     */
    private long tradeFor(long slot, long c, Set<Long> held, long start, long end, Rng rng) {
        long outside = slots - (end - start);
        for (long tries = 0; ; tries++) {
            long y = rng.nextLong(outside);
            if (y >= start) y += end - start;
            if (tries > 64L * slots) throw new IllegalStateException("no child to trade for slot " + slot);
            long d = child(y);
            if (d == c || held.contains(d) || holds(parentOf.applyAsLong(y), c)) continue;
            return y;
        }
    }

    /** Through the child's own few slots (as many as its parents), not the parent's many. */
    private boolean holds(long parent, long c) {
        for (long s : slotsOf(c)) if (parentOf.applyAsLong(s) == parent) return true;
        return false;
    }

    private void trade(long x, long y) {
        long atX = child(x);
        long atY = child(y);
        long[] ofX = slotsOf(atX);
        long[] ofY = slotsOf(atY);
        for (int i = 0; i < ofX.length; i++) if (ofX[i] == x) ofX[i] = y;
        for (int i = 0; i < ofY.length; i++) if (ofY[i] == y) ofY[i] = x;
        tradedChild.put(x, atY);
        tradedChild.put(y, atX);
        tradedSlots.put(atX, ofX);
        tradedSlots.put(atY, ofY);
    }
}
