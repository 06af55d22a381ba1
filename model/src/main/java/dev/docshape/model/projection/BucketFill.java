package dev.docshape.model.projection;

import dev.docshape.model.Relationship;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * How full the documents holding the children of a relationship are: each parent's children fill buckets of
 * {@code size} in turn, so a parent with 120 children has two full buckets and one of 20; an embedding is one
 * container of all of a parent's children. Parents' children are spread as in {@link ChildrenTaken} (the spread the
 * sample data draws), each parent's count rounded up or down at random keeping its mean (docs/counting-rules.md
 * "Items of all parents taken by an order").
 */
public final class BucketFill {
    /** Points the spread of children per parent is averaged over. */
    private static final int STEPS = 256;
    /** Fills and reads worked out so far, each map emptied when full: they are cheap to work out again. */
    static final int MADE_AT_MOST = 4_096;
    private static final Map<Spread, BucketFill> MADE = new ConcurrentHashMap<>();
    private static final Map<NewestRead, Newest> READ = new ConcurrentHashMap<>();

    /** The value kept for {@code key}, else {@code work}'s, kept; a full map is emptied first. */
    static <K, V> V remembered(Map<K, V> made, K key, Supplier<V> work) {
        V known = made.get(key);
        if (known != null) return known;
        if (made.size() >= MADE_AT_MOST) made.clear();
        V worked = work.get();
        made.put(key, worked);
        return worked;
    }

    /**
     * Forgets every fill and read worked out so far. They are kept for the JVM's life, so a second search in the same
     * JVM finds the first one's: a benchmark that times a search in a warm JVM forgets them first, so that it counts
     * the search's own work (decision 0513).
     */
    public static void forgetWorkedOut() {
        MADE.clear();
        READ.clear();
        ChildCounts.forgetWorkedOut();
    }

    private final double bucketsPerParent;
    private final double itemsPerBucketRead;
    private final double itemsPerParent;
    /** The fills containers come in, each with how many containers of that fill a parent has on average. */
    private final double[] fills;
    private final double[] perParent;
    /** Items each child holds (1 when the children are the items). */
    private final double each;
    /** The start of the store's order over these containers, worked out on first use. */
    private final Start start;

    private BucketFill(double bucketsPerParent, double itemsPerBucketRead, double itemsPerParent, double[] fills, double[] perParent,
                       double each, Start start) {
        this.bucketsPerParent = bucketsPerParent;
        this.itemsPerBucketRead = itemsPerBucketRead;
        this.itemsPerParent = itemsPerParent;
        this.fills = fills;
        this.perParent = perParent;
        this.each = each;
        this.start = start;
    }

    private static BucketFill of(double bucketsPerParent, double itemsPerBucketRead, double itemsPerParent, Map<Long, Double> classes,
                                 Start start) {
        double[] fills = new double[classes.size()];
        double[] perParent = new double[classes.size()];
        int i = 0;
        for (Map.Entry<Long, Double> c : classes.entrySet()) {
            fills[i] = c.getKey();
            perParent[i++] = c.getValue();
        }
        return new BucketFill(bucketsPerParent, itemsPerBucketRead, itemsPerParent, fills, perParent, 1, start);
    }

    /** {@link StoreOrderStart} of the parents' counts of children and the size, made once, when a tied read first asks. */
    private static final class Start {
        private final Map<Long, Double> counts;
        private final int size;
        private volatile StoreOrderStart made;

        Start(Map<Long, Double> counts, int size) {
            this.counts = counts;
            this.size = size;
        }

        StoreOrderStart get() {
            StoreOrderStart known = made;
            if (known == null) made = known = StoreOrderStart.of(counts, size);
            return known;
        }
    }

    /**
     * The fill of the buckets of {@code size} that hold the children of {@code r}. Worked out once per spread of children
     * and size: a search prices the same relationships' buckets again and again (decision 0468).
     */
    public static BucketFill of(Relationship r, int size) {
        if (size <= 0) throw new IllegalArgumentException("bucket size must be positive, was " + size);
        return remembered(MADE, new Spread(r.minCount(), r.avgCount(), r.maxCount(), size), () -> worked(r, size));
    }

    /** What a fill depends on: the children per parent and the bucket size. */
    private record Spread(int min, double avg, Integer max, int size) {
        // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            return o instanceof Spread that && size == that.size
                && min == that.min
                && Double.compare(avg, that.avg) == 0
                && Objects.equals(max, that.max);
        }

        @Override
        public int hashCode() {
            int h = Integer.hashCode(min);
            h = 31 * h + Double.hashCode(avg);
            h = 31 * h + Objects.hashCode(max);
            h = 31 * h + Integer.hashCode(size);
            return h;
        }
    }

    private static BucketFill worked(Relationship r, int size) {
        double[] sums = new double[3];
        Map<Long, Double> classes = new TreeMap<>();
        Map<Long, Double> counts = new TreeMap<>();
        eachCount(ChildrenTaken.spread(r.minCount(), r.avgCount(), r.maxCount()), (n, weight) -> {
            counts.merge(n, weight, Double::sum);
            long full = n / size;
            long last = n % size;
            sums[0] += weight * (full + (last > 0 ? 1 : 0));
            sums[1] += weight * n;
            sums[2] += weight * ((double) full * size * size + (double) last * last);
            if (full > 0) classes.merge((long) size, weight * full, Double::sum);
            if (last > 0) classes.merge(last, weight, Double::sum);
        });
        return of(sums[0], sums[1] > 0 ? sums[2] / sums[1] : 0, sums[1], classes, new Start(counts, size));
    }

    /**
     * What a read of each parent's newest {@code newest} buckets of {@code size} takes (0: every bucket), per parent on
     * average: the buckets, and the items they hold. Buckets fill in turn, so a parent's newest bucket is its partial
     * one (120 children in buckets of 50: the newest holds 20, the two before it 50 each); a parent with fewer buckets
     * gives what it has (docs/counting-rules.md "Bucket documents read").
     */
    public record Newest(double buckets, double items) {
        /** The items of one bucket read, on average. */
        public double itemsPerBucket() {
            return buckets > 0 ? items / buckets : 0;
        }
    }

    /** The newest {@code newest} buckets of {@code size} of each parent of {@code r} (0: all of them), as {@link Newest}. */
    public static Newest newest(Relationship r, int size, int newest) {
        return newest(r.minCount(), r.avgCount(), r.maxCount(), size, newest);
    }

    /**
     * As {@link #newest(Relationship, int, int)}, for parents of {@code avg} children spread between {@code min} and
     * {@code max}; worked out once per spread, size and buckets read, as {@link #of} (decision 0468).
     */
    public static Newest newest(int min, double avg, Integer max, int size, int newest) {
        if (size <= 0) throw new IllegalArgumentException("bucket size must be positive, was " + size);
        if (newest < 0) throw new IllegalArgumentException("buckets read must not be negative, was " + newest);
        return remembered(READ, new NewestRead(new Spread(min, avg, max, size), newest, 0), () -> workedNewest(min, avg, max, size, newest));
    }

    /**
     * The newest buckets of {@code size} that hold a parent's first {@code first} children whatever the newest holds:
     * the newest holds at least one, the ones before it are full, so {@code 1 + ceil((first - 1) / size)} (10 loans in
     * buckets of 20: 2). What a query that cannot stop at the first N items reads whole: Cosmos DB SQL's {@code TOP}
     * over the buckets newest first (decision 0529, docs/counting-rules.md "Bucket documents read").
     */
    public static int newestHolding(int first, int size) {
        if (size <= 0) throw new IllegalArgumentException("bucket size must be positive, was " + size);
        if (first <= 0) throw new IllegalArgumentException("children taken must be positive, was " + first);
        return 1 + (first - 1 + size - 1) / size;
    }

    /**
     * What a read of each parent's first {@code first} children by the buckets' order takes, per parent on average: the
     * newest buckets, newest first, as far as the first N reach into them, and every item those buckets hold. The newest
     * bucket is the partial one: where it holds N or more, it alone; else as many before it as hold the rest (40 loans
     * a member spread over 0 to 80, buckets of 20: the newest holds 10.2 on average and the first 10 reach into 1.34;
     * docs/counting-rules.md "Bucket documents read", decision 0524). A parent with fewer children gives what it has.
     */
    public static Newest reaching(int min, double avg, Integer max, int size, int first) {
        if (size <= 0) throw new IllegalArgumentException("bucket size must be positive, was " + size);
        if (first <= 0) throw new IllegalArgumentException("children taken must be positive, was " + first);
        return remembered(READ, new NewestRead(new Spread(min, avg, max, size), 0, first), () -> workedReaching(min, avg, max, size, first));
    }

    /**
     * What a read of the newest buckets depends on: the fill's spread and size, and how many buckets it reads, or how
     * many children it takes over them ({@code first} above 0).
     */
    private record NewestRead(Spread spread, int newest, int first) {
        // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            return o instanceof NewestRead that && newest == that.newest && first == that.first
                && Objects.equals(spread, that.spread);
        }

        @Override
        public int hashCode() {
            int h = Objects.hashCode(spread);
            h = 31 * h + Integer.hashCode(newest);
            h = 31 * h + Integer.hashCode(first);
            return h;
        }
    }

    private static Newest workedReaching(int min, double avg, Integer max, int size, int first) {
        return workedOver(min, avg, max, size, KeptHolders.reaching(size, first));
    }

    private static Newest workedNewest(int min, double avg, Integer max, int size, int newest) {
        return workedOver(min, avg, max, size, KeptHolders.newest(size, newest));
    }

    /** The newest buckets holding the items {@code read} takes from each parent, and those items: the ones before them are full. */
    private static Newest workedOver(int min, double avg, Integer max, int size, KeptHolders.Kept read) {
        double[] sums = new double[2];
        eachCount(ChildrenTaken.spread(min, avg, max), (n, weight) -> {
            long items = read.of(n);
            sums[0] += weight * ((n + size - 1) / size - (n - items) / size);
            sums[1] += weight * items;
        });
        return new Newest(sums[0], sums[1]);
    }

    /** Receives each count of children a parent may have, with its share of the parents. */
    interface CountVisitor {
        void visit(long children, double share);
    }

    /**
     * Every count of children a parent has, with its share of the parents: spread evenly over {@code spread} as in
     * {@link ChildrenTaken}, each parent's count rounded up or down at random keeping its mean, as the sample draws them.
     */
    static void eachCount(double[] spread, CountVisitor visitor) {
        int steps = spread[1] > spread[0] ? STEPS : 1;
        for (int i = 0; i < steps; i++) {
            double k = spread[0] + (i + 0.5) / steps * (spread[1] - spread[0]);
            long below = (long) Math.floor(k);
            double up = k - below;
            if (up < 1) visitor.visit(below, (1 - up) / steps);
            if (up > 0) visitor.visit(below + 1, up / steps);
        }
    }

    /** The fill of the parents' documents that embed the children of {@code r}: one container of all of a parent's children. */
    public static BucketFill embedded(Relationship r) {
        return of(r, Integer.MAX_VALUE);
    }

    /**
     * The same containers holding the items {@code each} levels further down instead: a parent's document embedding
     * {@code s} children, each embedding {@code each} items on average (the product of the deeper levels' averages),
     * holds {@code s × each} of them (docs/counting-rules.md "Items of all parents taken by an order"). The deeper
     * levels' own spread is left out: it evens out over a container's children. The fill of the container an item lies
     * in stays counted in children ({@link #itemsPerBucketRead}), as the container's size is made of them.
     */
    public BucketFill holdingEach(double each) {
        if (!(each > 0)) throw new IllegalArgumentException("items per child must be positive, was " + each);
        double[] scaled = new double[fills.length];
        for (int i = 0; i < fills.length; i++) scaled[i] = fills[i] * each;
        return new BucketFill(bucketsPerParent, itemsPerBucketRead, itemsPerParent * each, scaled, perParent, this.each * each, start);
    }

    /** The containers of one parent that hold at least one child, on average. */
    public double bucketsPerParent() {
        return bucketsPerParent;
    }

    /** The items of a container holding at least one, on average: a parent's items over its containers. */
    public double itemsPerBucket() {
        return bucketsPerParent > 0 ? itemsPerParent / bucketsPerParent : 0;
    }

    /**
     * The items of the container a given item sits in, on average: a fuller container holds more items, so it is the
     * one an item picked without regard to its container more often lies in.
     */
    public double itemsPerBucketRead() {
        return itemsPerBucketRead;
    }

    /**
     * The distinct containers {@code n} items picked without regard to their container fall in, {@code parents}
     * parents' worth of them: per fill class {@code s}, each container is missed by all {@code n} with the chance
     * {@code C(T - s, n) / C(T, n)} (T the items in all), taken as {@code (1 - s / (T - (n - 1) / 2))^n}, the mean of
     * the n factors' logarithms taken at the middle one (off by about {@code n² / 12T²} of its logarithm). A fuller
     * container is the likelier to hold one, so fewer distinct containers than if all were alike.
     */
    public double distinctOf(double parents, double n) {
        if (n <= 0 || parents <= 0) return 0;
        double items = parents * itemsPerParent;
        if (items <= 0) return 0;
        if (n >= items) return parents * bucketsPerParent;
        double middle = items - (n - 1) / 2;
        double hit = 0;
        for (int i = 0; i < fills.length; i++) {
            double s = fills[i];
            double missed = s > items - n || s >= middle ? 0 : Math.exp(n * Math.log1p(-s / middle));
            hit += perParent[i] * (1 - missed);
        }
        return parents * hit;
    }

    /**
     * The containers a store reads for {@code n} tied items it returns in its own order, which follows the containers,
     * and the items those containers hold in all.
     */
    public record Stretch(double containers, double items) {
    }

    /**
     * The containers holding {@code n} tied items, each item holding the tied value with the chance {@code share}, that
     * a store returns in its own order, which starts at a parent's first child and follows the containers
     * (docs/counting-rules.md "Ties in an order", decision 0564): the items come from the first X items of that order,
     * X the place of the n-th tied one ({@code n / share} on average), and the containers reached by those
     * ({@link StoreOrderStart}) are the last one, read, and the ones before it, each read when it holds a tied item,
     * with the chance {@code 1 - (1 - share)^s} for a fill {@code s}. The last is sized as the container an item lies in
     * ({@link #itemsPerBucketRead}), the ones before it at the fill of those read. No more than {@code parents}
     * parents' containers, and no more than {@code n}.
     */
    public Stretch stretchOf(double parents, double n, double share) {
        if (n <= 0 || parents <= 0 || itemsPerParent <= 0 || bucketsPerParent <= 0) return new Stretch(0, 0);
        if (!(share > 0 && share <= 1)) throw new IllegalArgumentException("tied share must be in (0, 1], was " + share);
        double holding = 0, held = 0, squares = 0;
        for (int i = 0; i < fills.length; i++) {
            double hit = -Math.expm1(fills[i] * Math.log1p(-share));
            holding += perParent[i] * hit;
            held += perParent[i] * hit * fills[i];
            squares += perParent[i] * fills[i] * fills[i];
        }
        // the items of the container an item lies in, counted in items (also when each child holds several)
        double last = squares / itemsPerParent;
        double all = parents * bucketsPerParent;
        double reached = start.get().reachedByTied(each, Math.min(n, parents * itemsPerParent), share, all);
        double before = holding > 0 ? Math.max(0, reached - 1) * holding / bucketsPerParent : 0;
        double containers = Math.min(all, Math.min(n, 1 + before));
        return new Stretch(containers, Math.min(parents * itemsPerParent, last + (holding > 0 ? before * held / holding : 0)));
    }

    /**
     * The distinct documents {@code n} items picked without regard to their container fall in, among {@code containers}
     * alike documents: {@code C (1 - (1 - 1/C)^n)}. No more than one container: at most one document; none known: {@code n}.
     */
    public static double distinctContainers(double containers, double n) {
        if (n <= 0) return 0;
        if (containers <= 0) return n;
        if (containers <= 1) return Math.min(n, 1);
        return containers * -Math.expm1(n * Math.log1p(-1 / containers));
    }
}
