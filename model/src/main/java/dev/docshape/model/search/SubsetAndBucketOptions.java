package dev.docshape.model.search;

import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The subsets and buckets a search tries for one relationship whose parents have many children (decision 0440,
 * docs/counting-rules.md#design-search), sized and ordered from the relationship's numbers and its reads:
 * <ul>
 *   <li>orders: each order a listing of the children by their parent asks for, in pattern order, at most
 *       {@link #MAX_ORDERS}; none asked, the order the children were added in;</li>
 *   <li>subset sizes, per order: the limits of the reads that order serves (those asking for it and those asking
 *       for none), below the maximum children (a subset as large as a parent's children is an embedding), largest
 *       first, at most {@link #MAX_SUBSET_SIZES}; each with the rest referenced and with the
 *       rest in buckets of the page;</li>
 *   <li>bucket sizes, each in every order: where reads take the first N children of a parent, the page (the most
 *       they take: one bucket serves a page); where none does, the size that balances the reads of all of a parent's
 *       children against the writes of one ({@link BalancedBucket}, decision 0438), the children of one parent reads
 *       of many parents at once get where fewer than the average ({@link RelationshipUse#childrenPerParentRead}, at
 *       most {@link #MAX_NEEDED_SIZES}), the average children per parent
 *       rounded up (one bucket per parent on average), the maximum (one bucket per parent), and the largest bucket
 *       whose items at their maximum stay within the warning share of the document limit ({@link LargestBucket});
 *       none above that last one.</li>
 * </ul>
 * At most {@code MAX_ORDERS × (2 × MAX_SUBSET_SIZES + 3 + MAX_NEEDED_SIZES)} strategies per relationship, so the
 * moves stay linear in the model.
 */
final class SubsetAndBucketOptions {
    /** Orders tried per relationship: a subset or bucket keeps one. */
    static final int MAX_ORDERS = 2;
    /** Bucket sizes tried from the children reads of many parents get of each ({@link RelationshipUse#childrenPerParentRead}). */
    static final int MAX_NEEDED_SIZES = 2;
    /** Subset sizes tried per order. */
    static final int MAX_SUBSET_SIZES = 3;

    private SubsetAndBucketOptions() {
    }

    /**
     * The subsets (only where a read takes the first N of fewer children than a parent has at most) and the
     * buckets for {@code r}, in a fixed order.
     *
     * @param largestBucket  the largest bucket of the children that stays within the limit ({@link LargestBucket}); 0
     *                       when the children have no maximum size
     * @param balancedBucket the bucket size that balances reads and writes ({@link BalancedBucket}); 0 when none does
     */
    static List<Strategy> of(Relationship r, RelationshipUse use, int largestBucket, int balancedBucket) {
        List<Integer> bucketSizes = bucketSizes(r, use, largestBucket, balancedBucket);
        List<Ordering> orders = orders(use);
        List<Strategy> options = new ArrayList<>();
        for (Ordering order : orders) {
            for (int size : subsetSizes(r, use, order)) {
                options.add(new Subset(size, Subset.Rest.REFERENCED, 0, order));
                options.add(new Subset(size, Subset.Rest.BUCKETED, bucketSizes.get(0), order));
            }
        }
        for (int size : bucketSizes) {
            for (Ordering order : orders) options.add(new Bucket(size, order));
        }
        return options;
    }

    /** The orders listings of the children ask for, in pattern order; none: the order of adding (null). */
    static List<Ordering> orders(RelationshipUse use) {
        Set<Ordering> asked = new LinkedHashSet<>();
        for (RelationshipUse.FirstChildren read : use.firstChildren) {
            if (read.order() != null && asked.size() < MAX_ORDERS) asked.add(read.order());
        }
        List<Ordering> orders = new ArrayList<>(asked);
        if (orders.isEmpty()) orders.add(null);
        return orders;
    }

    /** The limits of the reads a subset kept in {@code order} serves, below the maximum children, largest first. */
    static List<Integer> subsetSizes(Relationship r, RelationshipUse use, Ordering order) {
        TreeSet<Integer> limits = new TreeSet<>();
        for (RelationshipUse.FirstChildren read : use.firstChildren) {
            boolean below = r.maxCount() == null || read.limit() < r.maxCount();
            if (below && Ordering.serves(order, read.order())) limits.add(read.limit());
        }
        List<Integer> sizes = new ArrayList<>();
        for (int limit : limits.descendingSet()) {
            if (sizes.size() < MAX_SUBSET_SIZES) sizes.add(limit);
        }
        return sizes;
    }

    /** The bucket sizes, smallest first: the page alone where reads take pages of the children. */
    static List<Integer> bucketSizes(Relationship r, RelationshipUse use, int largestBucket, int balancedBucket) {
        int ceiling = largestBucket > 0 ? largestBucket : Integer.MAX_VALUE;
        if (r.maxCount() != null && r.maxCount() > 0) ceiling = Math.min(ceiling, r.maxCount());
        int page = page(use);
        if (page > 0) return List.of(Math.min(page, ceiling));
        TreeSet<Integer> sizes = new TreeSet<>();
        if (balancedBucket > 0) sizes.add(Math.min(balancedBucket, ceiling));
        int needed = 0;
        for (int children : use.childrenPerParentRead) {
            if (children < r.avgCount() && needed++ < MAX_NEEDED_SIZES) sizes.add(Math.min(children, ceiling));
        }
        if (r.avgCount() >= 1) sizes.add((int) Math.min(Math.ceil(r.avgCount()), ceiling));
        if (ceiling < Integer.MAX_VALUE) sizes.add(ceiling);
        return List.copyOf(sizes);
    }

    /** The most children of one parent a read takes at a time: the page a bucket should hold; 0 when no read pages. */
    private static int page(RelationshipUse use) {
        int page = use.largestPage;
        for (RelationshipUse.FirstChildren read : use.firstChildren) page = Math.max(page, read.limit());
        return page;
    }
}
