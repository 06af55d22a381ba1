package dev.docshape.model.projection;

import dev.docshape.model.Dating;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

/**
 * The share of a parent's kept children holding the field they are kept by, where only some children hold it
 * (docs/counting-rules.md "Document sizes", decision 0572). The kept ones are not a random draw: a missing field sorts
 * as null, below every value, so the first K highest first are the children holding it, as many as there are, and the
 * first K lowest first are children lacking it while enough lack it. With H of a parent's n children holding the field
 * (each with the field's presence p, H binomial) and K kept, the holders kept are {@code min(K, H)} highest first and
 * {@code max(0, K - (n - H))} lowest first; their share is {@code E[holders kept] / E[K]} over the parents' spread of
 * children ({@link BucketFill#eachCount}). "The most recent" (no order) is highest first by the child's first own date.
 */
public final class KeptHolders {
    private KeptHolders() {
    }

    /** How many children a parent of {@code children} keeps (or a read takes from the front of its order). */
    public interface Kept {
        long of(long children);
    }

    /** The field a subset or bucket keeps its children by, and whether its holders come first. */
    public record KeptBy(String field, boolean holdersFirst) {
    }

    /**
     * The items a read of a parent's first {@code first} children by its buckets' order takes over its newest buckets of
     * {@code size} ({@link BucketFill#reaching}): the newest, its partial one, alone where it holds them, else as many
     * full ones before it as hold the rest, each whole.
     */
    public static Kept reaching(int size, int first) {
        return n -> {
            long partial = n == 0 ? 0 : n - (n - 1) / size * size;
            return partial >= first ? partial : Math.min(n, partial + (first - partial + size - 1) / size * size);
        };
    }

    /** The items a parent's newest {@code newest} buckets of {@code size} hold (0: every bucket; {@link BucketFill#newest}). */
    public static Kept newest(int size, int newest) {
        return n -> {
            long skipped = newest == 0 ? 0 : Math.max(0, (n + size - 1) / size - newest);
            return n - skipped * size;
        };
    }

    /**
     * The field the children of {@code strategy} (a subset or buckets) are kept by: its order's, else the child's first own
     * date, the most recent first (docs/sample-data.md "Dates and order"); null for another strategy or no such field.
     */
    public static KeptBy of(Strategy strategy, Entity child) {
        Ordering order = strategy instanceof Subset s ? s.order() : strategy instanceof Bucket b ? b.order() : null;
        if (order != null) return new KeptBy(order.field(), order.descending());
        if (!(strategy instanceof Subset) && !(strategy instanceof Bucket)) return null;
        for (Field f : child.fields()) if (Dating.datesItself(f)) return new KeptBy(f.name(), true);
        return null;
    }

    /**
     * The share of the children kept by {@code kept} that hold a field held by {@code presence} of them, kept by that
     * field ({@code holdersFirst}: highest first), parents spread as {@code r}'s; {@code presence} where nothing is kept.
     */
    public static double share(Relationship r, double presence, boolean holdersFirst, Kept kept) {
        return share(r.minCount(), r.avgCount(), r.maxCount(), presence, holdersFirst, kept);
    }

    /** As {@link #share(Relationship, double, boolean, Kept)}, for parents of {@code avg} children between {@code min} and {@code max}. */
    public static double share(int min, double avg, Integer max, double presence, boolean holdersFirst, Kept kept) {
        if (presence >= 1 || presence <= 0) return presence;
        double[] sums = new double[2];
        BucketFill.eachCount(ChildrenTaken.spread(min, avg, max), (n, weight) -> {
            long k = Math.min(n, kept.of(n));
            if (k <= 0) return;
            sums[0] += weight * k;
            // every child kept: the holders are the parent's, whichever end comes first
            sums[1] += weight * (k == n ? n * presence
                    : holdersFirst ? k - belowK(n, presence, k) : belowK(n, 1 - presence, k));
        });
        return sums[0] > 0 ? sums[1] / sums[0] : presence;
    }

    /** {@code E[max(0, k - X)]} for X binomial over {@code n} draws of chance {@code q}: the sum over {@code j < k} of {@code (k - j) P(X = j)}. */
    private static double belowK(long n, double q, long k) {
        double logP = n * Math.log1p(-q);
        double logRatio = Math.log(q) - Math.log1p(-q);
        double sum = 0;
        for (long j = 0; j < k; j++) {
            sum += (k - j) * Math.exp(logP);
            logP += Math.log((double) (n - j) / (j + 1)) + logRatio;
        }
        return sum;
    }

    /**
     * {@code field}, where it is the array of the children a parent of {@code r} keeps by {@code subset}, with the field
     * they are kept by held in the share of them that {@link #share} gives; any other field, or where every child holds
     * it, unchanged.
     */
    static ShapeField inSubset(ShapeField field, Relationship r, Subset subset, Entity child) {
        if (field.role() != ShapeField.Role.SUBSET || !r.id().equals(field.relationship())) return field;
        KeptBy by = of(subset, child);
        List<ShapeField> kept = by == null ? null
                : heldAsKept(field.children(), by.field(), p -> share(r, p, by.holdersFirst(), n -> subset.size()));
        return kept == null ? field : field.withChildren(kept);
    }

    /**
     * {@code feed}'s build, the feed {@code d} of {@code entity}, with the field it keeps its documents by held in the
     * share of them {@link #share} gives: the first {@code keep} of each parent's children through {@code parent} for a
     * feed per parent (null: the relationship is gone), else of all the entity's instances.
     */
    static CollectionBuild inFeed(CollectionBuild feed, Duplicates.Duplicate d, Entity entity, Relationship parent) {
        if (d.isPerParent() && parent == null) return feed;
        int all = (int) Math.min(entity.count(), Integer.MAX_VALUE);
        boolean first = d.order().descending();
        List<ShapeField> kept = heldAsKept(feed.shape().document().fields(), d.order().field(), p -> d.isPerParent()
                ? share(parent, p, first, n -> d.keep()) : share(all, all, all, p, first, n -> d.keep()));
        if (kept == null) return feed;
        CollectionShape c = feed.shape();
        return new CollectionBuild(new CollectionShape(c.name(), c.rootEntity(), c.kind(), c.relationship(), new DocumentShape(kept)),
                feed.occurrences(), feed.problems(), feed.visited(), feed.entities());
    }

    /** {@code fields} with the own field {@code name} held in the share {@code kept} gives for its presence; null where none only some hold. */
    private static List<ShapeField> heldAsKept(List<ShapeField> fields, String name, DoubleUnaryOperator kept) {
        for (int i = 0; i < fields.size(); i++) {
            ShapeField f = fields.get(i);
            if (f.role() != ShapeField.Role.ATTRIBUTE || !f.name().equals(name) || f.presence() >= 1) continue;
            List<ShapeField> out = new ArrayList<>(fields);
            out.set(i, f.present(kept.applyAsDouble(f.presence())));
            return out;
        }
        return null;
    }
}
