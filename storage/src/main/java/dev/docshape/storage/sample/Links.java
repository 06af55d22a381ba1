package dev.docshape.storage.sample;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * Which children each parent of one relationship has, without storing the pairs: per-parent
 * counts are kept as prefix sums (parent p owns the slots [prefix[p], prefix[p+1])), and slot s
 * names a child. For the relationship that creates its children ("owned"), slot s is child s.
 * For shared children (many-to-many, a stock held by many portfolios) slot s is child
 * {@code perm(s mod n)}, a keyed pseudo-random permutation that can be inverted, so a child finds its parents again
 * and a parent's consecutive slots name distinct children; the seed and the relationship key it (decision 0523).
 */
final class Links {
    private final long[] prefix;
    /** Slots at or beyond this are dropped: each shared child has at most (cap / children) parents. */
    private final long cap;
    private final long children;
    private final boolean owned;
    /** Null where slot s mod n is the child itself (owned children, or at most one shared child). */
    private final KeyedPermutation permutation;

    private Links(long[] prefix, long children, boolean owned, long seedKey, long cap) {
        this.prefix = prefix;
        this.cap = cap;
        this.children = children;
        this.owned = owned;
        this.permutation = owned || children <= 1 ? null : new KeyedPermutation(children, seedKey);
    }

    /** Children created by their parents: the child count is the sum of the draws. */
    static Links owned(long parents, int min, double avg, Integer max, ChildCounts counts, long seed, long relationshipKey) {
        return owned(parents, min, avg, max, 1, counts, seed, relationshipKey);
    }

    /** As {@link #owned(long, int, double, Integer, ChildCounts, long, long)}, children only in {@code holding} of the parents. */
    static Links owned(long parents, int min, double avg, Integer max, double holding, ChildCounts counts, long seed, long relationshipKey) {
        return new Links(draw(parents, min, avg, max, holding, Long.MAX_VALUE, counts, seed, relationshipKey), -1, true, 0, Long.MAX_VALUE);
    }

    /**
     * Children that exist on their own ({@code children} of them), shared among parents.
     *
     * @param maxParents at most this many parents per child (0: no limit); the links beyond are dropped
     */
    static Links shared(long parents, long children, int min, double avg, Integer max, int maxParents, ChildCounts counts,
                        long seed, long relationshipKey) {
        return shared(parents, children, min, avg, max, 1, maxParents, 1, counts, seed, relationshipKey);
    }

    /**
     * As {@link #shared(long, long, int, double, Integer, int, ChildCounts, long, long)}, children only in {@code holding} of
     * the parents and, where a child has one parent at most, a parent only for {@code withParent} of the children: the
     * links beyond are dropped (decision 0573).
     */
    static Links shared(long parents, long children, int min, double avg, Integer max, double holding, int maxParents,
                        double withParent, ChildCounts counts, long seed, long relationshipKey) {
        if (children > 3_000_000_000L) throw new IllegalArgumentException("too many shared children to link: " + children);
        long[] prefix = draw(parents, min, avg, max, holding, children, counts, seed, relationshipKey);
        long cap = maxParents > 0 ? children * maxParents : Long.MAX_VALUE;
        if (maxParents == 1 && withParent < 1) cap = Math.round(children * withParent);
        return new Links(prefix, children, false, Rng.mix(seed ^ relationshipKey), cap);
    }

    private static long[] draw(long parents, int min, double avg, Integer max, double holding, long cap, ChildCounts counts, long seed,
                               long key) {
        if (parents > Integer.MAX_VALUE - 8) throw new IllegalArgumentException("too many parents: " + parents);
        long[] prefix = new long[(int) parents + 1];
        // Stratified: parent p draws at the middle of its own slice of the distribution, the slices
        // dealt out in a shuffled order, so the children per parent vary but average what the model says.
        Rng shuffle = Rng.of(seed, key, -1);
        long step = coprimeStep(parents, shuffle.nextLong(Math.max(1, parents)));
        long offset = shuffle.nextLong(Math.max(1, parents));
        for (int p = 0; p < parents; p++) {
            double u = ((step * p + offset) % parents + 0.5) / parents;
            long k = cap == 0 ? 0 : Math.min(cap, drawHeld(min, avg, max, holding, u, counts, Rng.of(seed, key, p)));
            prefix[p + 1] = prefix[p] + k;
        }
        return prefix;
    }

    /**
     * The children of the parent at quantile {@code u}: none below {@code 1 - holding} (the parents whose documents leave the
     * array out), else at least one, the average over all parents kept (decision 0573).
     */
    private static int drawHeld(int min, double avg, Integer max, double holding, double u, ChildCounts counts, Rng rng) {
        if (holding >= 1) return counts.drawAt(min, avg, max, u, rng);
        if (u < 1 - holding) return 0;
        return counts.drawAt(Math.max(min, 1), avg / holding, max, (u - (1 - holding)) / holding, rng);
    }

    /** True when the relationship creates its children: each child has exactly one parent. */
    boolean owned() {
        return owned;
    }

    /** A step of at least 1 with no common divisor with {@code n}, so that {@code step * p mod n} visits every slice once. */
    private static long coprimeStep(long n, long start) {
        long step = Math.max(1, start);
        while (n > 1 && !coprime(step, n)) step = step % n + 1;
        return step;
    }

    private static boolean coprime(long x, long n) {
        return BigInteger.valueOf(x).gcd(BigInteger.valueOf(n)).longValue() == 1;
    }

    long parents() {
        return prefix.length - 1;
    }

    /** Children in total: the slot count when owned, else the shared children's count. */
    long childCount() {
        return owned ? prefix[prefix.length - 1] : children;
    }

    long slots() {
        return Math.min(cap, prefix[prefix.length - 1]);
    }

    int countOf(long parent) {
        return (int) (start(parent + 1) - start(parent));
    }

    private long start(long parent) {
        return Math.min(cap, prefix[(int) parent]);
    }

    /** The children of {@code parent}, in order (the last is the most recent). */
    long[] childrenOf(long parent) {
        long from = start(parent);
        int n = countOf(parent);
        long[] kids = new long[n];
        for (int i = 0; i < n; i++) kids[i] = child(from + i);
        return kids;
    }

    /** For children created by their parents: the parent of {@code child}; -1 when it has none. */
    long ownerOf(long child) {
        return owned && child >= 0 && child < slots() ? parentOfSlot(child) : -1;
    }

    /** For children created by their parents: the place of {@code child} among its parent's children (0 = the first). */
    int positionOf(long child) {
        long parent = ownerOf(child);
        return parent < 0 ? 0 : (int) (child - start(parent));
    }

    /** The parents of {@code child}, lowest first. */
    long[] parentsOf(long child) {
        if (owned) {
            return child < slots() ? new long[] {parentOfSlot(child)} : new long[0];
        }
        if (child < 0 || child >= children) return new long[0];
        long first = permutation == null ? child : permutation.invert(child);
        int n = first < slots() ? (int) ((slots() - 1 - first) / children + 1) : 0;
        long[] parents = new long[n];
        for (int t = 0; t < n; t++) parents[t] = parentOfSlot(first + t * children);
        Arrays.sort(parents);
        return parents;
    }

    private long child(long slot) {
        if (owned) return slot;
        return permutation == null ? slot % children : permutation.apply(slot % children);
    }

    private long parentOfSlot(long slot) {
        int i = Arrays.binarySearch(prefix, slot);
        if (i >= 0) {
            while (i + 1 < prefix.length && prefix[i + 1] == slot) i++;
            return i;
        }
        return -i - 2;
    }
}
