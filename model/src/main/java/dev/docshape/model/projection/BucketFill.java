package dev.docshape.model.projection;

import dev.docshape.model.Relationship;

/**
 * How full the bucket documents of a relationship are: each parent's children fill buckets of {@code size} in turn,
 * so a parent with 120 children has two full buckets and one of 20. Parents' children are spread as in
 * {@link ChildrenTaken} (the spread the sample data draws), each parent's count rounded up or down at random keeping
 * its mean (docs/counting-rules.md "Items of all parents taken by an order").
 *
 * @param bucketsPerParent the bucket documents of one parent, on average
 * @param itemsPerBucketRead the items of the bucket a given item sits in, on average: a fuller bucket holds more items,
 *                           so it is the one an item picked without regard to its bucket more often lies in
 */
public record BucketFill(double bucketsPerParent, double itemsPerBucketRead) {
    /** Points the spread of children per parent is averaged over. */
    private static final int STEPS = 256;

    /** The fill of the buckets of {@code size} that hold the children of {@code r}. */
    public static BucketFill of(Relationship r, int size) {
        if (size <= 0) throw new IllegalArgumentException("bucket size must be positive, was " + size);
        double[] spread = ChildrenTaken.spread(r.minCount(), r.avgCount(), r.maxCount());
        double buckets = 0, items = 0, squares = 0;
        int steps = spread[1] > spread[0] ? STEPS : 1;
        for (int i = 0; i < steps; i++) {
            double k = spread[0] + (i + 0.5) / steps * (spread[1] - spread[0]);
            long below = (long) Math.floor(k);
            double up = k - below;
            for (long n : new long[] {below, below + 1}) {
                double weight = n == below ? 1 - up : up;
                if (weight == 0) continue;
                long full = n / size;
                long last = n % size;
                buckets += weight * (full + (last > 0 ? 1 : 0));
                items += weight * n;
                squares += weight * ((double) full * size * size + (double) last * last);
            }
        }
        return new BucketFill(buckets / steps, items > 0 ? squares / items : 0);
    }

    /**
     * The distinct documents {@code n} items picked without regard to their container fall in, among {@code containers}
     * documents: {@code C (1 - (1 - 1/C)^n)}. No more than one container: at most one document; none known: {@code n}.
     */
    public static double distinctContainers(double containers, double n) {
        if (n <= 0) return 0;
        if (containers <= 0) return n;
        if (containers <= 1) return Math.min(n, 1);
        return containers * -Math.expm1(n * Math.log1p(-1 / containers));
    }
}
