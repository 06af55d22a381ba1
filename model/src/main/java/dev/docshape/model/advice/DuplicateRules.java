package dev.docshape.model.advice;

import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.Numbers;
import dev.docshape.model.Relationship;
import dev.docshape.model.advice.Finding.Severity;
import dev.docshape.model.advice.Finding.Subject;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.projection.CollectionShape;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The two declared copies of docs/counting-rules.md "Duplicate collections" and "Ordering and
 * feeds", offered only when the estimator says the whole workload costs less with them
 * (docs/advisor-rules.md, "The whole workload"), for an entity with no duplicate yet:
 * <ul>
 *   <li>{@code duplicate-by-parent}: in a partitioned design, frequent reads take an entity's
 *       children by a parent whose id the children's collection is not keyed by, so each fans out
 *       over every partition: keep a duplicate keyed by that id (posts also kept in their author's
 *       partition). The conditions are the design search's duplicate move's (decision 0221), so the
 *       search names its duplicate by this rule;</li>
 *   <li>{@code feed-of-latest}: frequent reads take the first N of an entity with many documents
 *       by an order, with no parent: keep a feed of the latest N (the home page's newest posts); or,
 *       where none do, of one parent's many children: keep a feed of each parent's latest N (a user's
 *       latest posts, decision 0326), or those N in the parent in that order, whichever costs less.</li>
 * </ul>
 */
final class DuplicateRules {
    private DuplicateRules() {
    }

    static void check(AdviceContext context, List<Finding> out) {
        Set<String> offered = new LinkedHashSet<>();
        for (Entity e : context.model.entities()) {
            if (perParent(context, e, out)) offered.add(e.id());
        }
        byParent(context, offered, out);
        for (Entity e : context.model.entities()) {
            if (!offered.contains(e.id())) feed(context, e, out);
        }
    }

    /** Per child entity, the parents whose ids the reads take its children by, with the reads (search: SearchSpace#duplicateSlots). */
    private static void byParent(AdviceContext context, Set<String> offered, List<Finding> out) {
        if (context.design.partitioning().partitions() <= 1) return;
        Map<String, Map<String, Relationship>> keys = new LinkedHashMap<>();
        for (Relationship r : context.model.relationships()) {
            if (!context.resolves(r) || context.design.duplicates().duplicateOf(r.child()) != null || offered.contains(r.child())) continue;
            String ownKey = context.design.partitioning().keyOf(r.child());
            if (ownKey == null || readsByParent(context, r) < Thresholds.FREQUENT_READS_PER_SECOND) continue;
            Optional<CollectionShape> own = context.before.projection().entityCollection(r.child());
            own.flatMap(c -> c.referenceField(r.parent())).filter(field -> !field.equals(ownKey))
                    .ifPresent(field -> keys.computeIfAbsent(r.child(), k -> new LinkedHashMap<>()).putIfAbsent(field, r));
        }
        for (Map.Entry<String, Map<String, Relationship>> e : keys.entrySet()) {
            for (Map.Entry<String, Relationship> key : e.getValue().entrySet()) {
                if (duplicate(context, e.getKey(), key.getKey(), key.getValue(), out)) {
                    offered.add(e.getKey());
                    break;
                }
            }
        }
    }

    /** Reads per second that take the relationship's children by their parent: listed by its id, or included from it. */
    private static double readsByParent(AdviceContext context, Relationship r) {
        double frequency = 0;
        for (ReadPattern p : context.readUses().listings(r.id())) frequency += p.frequency();
        for (ReadUses.Follow f : context.readUses().follows(r.id())) if (f.from().equals(r.parent())) frequency += f.frequency();
        return frequency;
    }

    private static boolean duplicate(AdviceContext context, String entityId, String key, Relationship r, List<Finding> out) {
        String child = context.name(entityId);
        String parent = context.one(r.parent());
        Suggestion suggestion = Suggestion.declare(new Duplicates.Duplicate(entityId, key),
                "keep a duplicate of every " + context.one(entityId) + " partitioned by " + key);
        if (!context.harmless(suggestion)) return false;
        WorkloadChange workload = context.workload(suggestion);
        if (!workload.pays()) return false;
        String ownKey = context.design.partitioning().keyOf(entityId);
        String message = "reads of the " + child + " of one " + parent + " (" + Numbers.plain(readsByParent(context, r))
                + " times a second) ask every one of the " + context.design.partitioning().partitions() + " partitions, as " + child
                + " is partitioned by " + ownKey + ": keep a duplicate of " + child + " partitioned by " + key
                + " and read them in one" + HybridRules.effects(context, suggestion, workload);
        Evidence evidence = new Facts(context).relationship(r)
                .line(child + " partitioned by " + ownKey + " over " + context.design.partitioning().partitions() + " partitions")
                .evidence();
        out.add(context.finding(Rules.DUPLICATE_BY_PARENT, Severity.INFO, Subject.relationship(r.id()), message, evidence, suggestion));
        return true;
    }

    /** The entity's most frequent order read first-N with no parent, kept as a feed of the largest N asked. */
    private static void feed(AdviceContext context, Entity e, List<Finding> out) {
        if (context.design.duplicates().feedOf(e.id()) != null || context.before.projection().entityCollection(e.id()).isEmpty()) return;
        Map<Ordering, double[]> byOrder = new LinkedHashMap<>();
        Map<Ordering, Set<String>> patterns = new LinkedHashMap<>();
        for (ReadUses.First f : context.readUses().firsts(e.id())) {
            if (f.limit() > Duplicates.Duplicate.MAX_KEEP) continue;
            double[] sums = byOrder.computeIfAbsent(f.order(), k -> new double[2]);
            sums[0] += f.frequency();
            sums[1] = Math.max(sums[1], f.limit());
            patterns.computeIfAbsent(f.order(), k -> new LinkedHashSet<>()).add(f.patternId());
        }
        Ordering best = null;
        for (Map.Entry<Ordering, double[]> o : byOrder.entrySet()) {
            if (best == null || o.getValue()[0] > byOrder.get(best)[0]) best = o.getKey();
        }
        if (best == null || byOrder.get(best)[0] < Thresholds.FREQUENT_READS_PER_SECOND) return;
        int largest = (int) byOrder.get(best)[1];
        int keep = FeedKeep.of(context.model, e.id(), largest);
        if (e.count() < (long) Thresholds.FEED_SHARE * keep) return;
        Suggestion suggestion = Suggestion.declare(Duplicates.Duplicate.feed(e.id(), keep, best),
                "keep a feed of the latest " + keep + " " + e.name() + " by " + best.field());
        if (!context.harmless(suggestion)) return;
        WorkloadChange workload = context.workload(suggestion);
        if (!workload.pays()) return;
        String message = HybridRules.names(context, patterns.get(best)) + " (" + Numbers.plain(byOrder.get(best)[0])
                + " times a second) taking the first " + largest + " of " + Numbers.grouped(e.count()) + " " + e.name() + " by " + best.words()
                + fanOut(context, e.id()) + ": keep them in a feed of the latest " + keep
                + (keep > largest ? " (a margin for deletes, which the feed does not refill)" : "") + HybridRules.effects(context, suggestion, workload);
        Evidence evidence = new Facts(context).updates(e.id())
                .line(e.name() + ": " + Numbers.grouped(e.count()) + " documents, the reads take at most " + largest)
                .evidence();
        out.add(context.finding(Rules.FEED_OF_LATEST, Severity.INFO, Subject.pattern(patterns.get(best).iterator().next()), message, evidence,
                suggestion));
    }

    /**
     * The most frequent "first N of one parent's children by an order" (a user's latest posts), where every read of the
     * entity by that parent is one (the feed serves them all) and the parent does not keep them already: served by a
     * feed of each parent's latest N (a parent with at least {@link Thresholds#FEED_PER_PARENT_SHARE} times the kept N
     * children on average; keyed by the parent's id in a partitioned design, decision 0326) or by an ordered subset of
     * the N in the parent, whichever lowers the workload more, naming the other's figure ({@link FeedOrSubset}).
     * Returns whether it was offered.
     */
    private static boolean perParent(AdviceContext context, Entity e, List<Finding> out) {
        if (context.design.duplicates().feedOf(e.id()) != null || context.before.projection().entityCollection(e.id()).isEmpty()) return false;
        FeedPerParentReads chosen = null;
        for (Relationship r : context.model.relationshipsOf(e.id())) {
            if (!context.resolves(r)) continue;
            Optional<FeedPerParentReads> reads = FeedPerParentReads.of(r, e.id(), context.readUses().listings(r.id()));
            if (reads.isPresent() && reads.get().frequency() > (chosen == null ? 0 : chosen.frequency())) chosen = reads.get();
        }
        if (chosen == null || chosen.frequency() < Thresholds.FREQUENT_READS_PER_SECOND || FeedOrSubset.served(context, chosen)) return false;
        Relationship bestParent = chosen.relationship();
        Ordering best = chosen.order();
        int largest = chosen.largest();
        Set<String> patterns = new LinkedHashSet<>();
        for (ReadPattern p : context.readUses().listings(bestParent.id())) if (best.equals(p.order())) patterns.add(p.id());
        int keep = chosen.keep(context.model);
        String parent = context.one(bestParent.parent());
        Duplicates.Duplicate feed = chosen.feed(keep, context.design, context.before.projection());
        String feedWords = "a feed of the " + feed.words(e.name(), parent);
        Optional<FeedOrSubset.Priced> byFeed = chosen.worthKeeping(keep) ? feedOf(context, feed, "keep " + feedWords) : Optional.empty();
        Optional<FeedOrSubset.Priced> bySubset = FeedOrSubset.subset(context, chosen);
        Optional<FeedOrSubset.Priced> cheaper = FeedOrSubset.cheaper(byFeed, bySubset);
        if (cheaper.isEmpty()) return false;
        FeedOrSubset.Priced taken = cheaper.get();
        boolean subset = taken.suggestion().changesMapping();
        String subsetWords = "an ordered subset of the latest " + largest + " in each " + parent + ", the rest referenced";
        String key = feed.partitionKey();
        String serve = subset ? ": keep the latest " + largest + " of each " + parent + " in the " + parent + ", in that order, the rest referenced"
                : ": keep them in a feed of the latest " + keep + " of each " + parent + (key != null ? ", partitioned by " + key : "")
                + (keep > largest ? " (a margin for deletes, which the feed does not refill)" : "");
        String message = HybridRules.names(context, patterns) + " (" + Numbers.plain(chosen.frequency()) + " times a second) taking the first "
                + largest + " of one " + parent + "'s " + Numbers.plain(bestParent.avgCount()) + " " + e.name() + " by " + best.words()
                + fanOut(context, e.id()) + serve
                + FeedOrSubset.other(context, taken, subset ? byFeed : bySubset, subset ? feedWords : subsetWords)
                + HybridRules.effects(context, taken.suggestion(), taken.workload());
        Evidence evidence = new Facts(context).updates(e.id()).relationship(bestParent).evidence();
        out.add(context.finding(Rules.FEED_OF_LATEST, Severity.INFO, Subject.pattern(patterns.iterator().next()), message, evidence,
                taken.suggestion()));
        return true;
    }

    /** The feed, when harmless and it lowers the workload. */
    private static Optional<FeedOrSubset.Priced> feedOf(AdviceContext context, Duplicates.Duplicate feed, String description) {
        Suggestion suggestion = Suggestion.declare(feed, description);
        if (!context.harmless(suggestion)) return Optional.empty();
        WorkloadChange workload = context.workload(suggestion);
        return workload.pays() ? Optional.of(new FeedOrSubset.Priced(suggestion, workload)) : Optional.empty();
    }

    /** ", asking every one of the 8 partitions" when the entity's own collection is partitioned; empty otherwise. */
    private static String fanOut(AdviceContext context, String entityId) {
        return context.design.partitioning().keyOf(entityId) == null ? ""
                : ", asking every one of the " + context.design.partitioning().partitions() + " partitions";
    }
}
