package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ReturnedFields;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.sample.SampleGenerator;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Finds the roots of a read that names no id: a filter's matches, the first N of all by an order (from the
 * entity's documents or its feed), the first N of one parent from a feed kept per parent.
 */
final class RootReads {
    private final Design design;
    private final StoreReads reads;
    private final Locator locator;

    RootReads(Design design, StoreReads reads) {
        this.design = design;
        this.reads = reads;
        this.locator = reads.locator;
    }

    /**
     * The ids of a filter's matches: {@code rootsRead} instances picked at random (seeded by the run), without regard to
     * the document they sit in or the parent they belong to, as a filter on an unrelated field matches; consecutive
     * instances would be one parent's children, which sit next to each other in the sample (docs/counting-rules.md
     * "Items of all parents taken by an order", "Parents of children spread over the data").
     */
    List<String> matches(ReadPattern p, long rootIndex, SampleGenerator sample) {
        long instances = Math.max(1, sample.instances(p.entity()));
        long n = Math.min(Math.max(1, p.rootsRead()), instances);
        List<String> ids = new ArrayList<>();
        // n distinct of the instances, each set as likely as any other (Floyd's sampling)
        SplittableRandom random = new SplittableRandom(rootIndex);
        Set<Long> picked = new LinkedHashSet<>();
        for (long j = instances - n; j < instances; j++) {
            long t = random.nextLong(j + 1);
            picked.add(picked.contains(t) ? j : t);
        }
        for (long i : picked) ids.add(SampleGenerator.idOf(p.entity(), i).hex());
        return ids;
    }

    /** The entity's feed per parent of {@code r} when it holds what {@code p} reads: the first N of one parent's children. */
    Optional<CollectionShape> feedPerParent(ReadPattern p, Relationship r, SampleGenerator sample) {
        Duplicates.Duplicate feed = design.duplicates().feedOf(p.entity());
        if (feed == null || !feed.isPerParent() || !feed.serves(p) || !r.child().equals(p.entity())) return Optional.empty();
        return sample.projection().feedCollection(p.entity());
    }

    /**
     * The first N of one parent's children from the feed that keeps the latest of each parent: one query by the
     * parent's id, sorted and limited, which returns (and is counted for) only those (docs/counting-rules.md
     * "Ordering and feeds").
     */
    List<Node> firstOfOneParent(ReadPattern p, CollectionShape feed, long parentIndex, SampleGenerator sample,
                                        ReturnedFields wanted, Tally tally) {
        long[] held = sample.feedInstancesOf(p.entity(), parentIndex);
        List<String> first = new ArrayList<>();
        for (int i = 0; i < held.length && i < p.limit(); i++) first.add(SampleGenerator.idOf(p.entity(), held[i]).hex());
        return reads.byIdsIn(feed.name(), p.entity(), first, wanted, tally);
    }

    /**
     * The first {@code p.limit()} roots of all by the pattern's order: one query with a sort and a
     * limit, which returns (and is counted for) only those. Of items kept inside other documents, the tally keeps how
     * they crowd into those documents ({@link OrderClustering}).
     */
    List<Node> firstOfAll(ReadPattern p, SampleGenerator sample, ReturnedFields wanted, Tally tally) {
        Duplicates.Duplicate feed = design.duplicates().feedOf(p.entity());
        Optional<CollectionShape> feedCollection = sample.projection().feedCollection(p.entity());
        if (feed != null && feed.servesFirst(p.limit(), p.order()) && feedCollection.isPresent()) {
            // the feed holds the first documents by its order: the query sorts and limits it (docs/counting-rules.md "Ordering and feeds")
            List<String> held = new ArrayList<>();
            for (long i : sample.feedInstances(p.entity())) held.add(SampleGenerator.idOf(p.entity(), i).hex());
            List<Node> all = reads.store.uncounted(() -> reads.byIdsIn(feedCollection.get().name(), p.entity(), held, new Tally()));
            List<Node> first = FirstBy.perKey(all, Node::object, n -> "", p.order(), Math.max(1, p.rootsRead()));
            return reads.byIdsIn(feedCollection.get().name(), p.entity(), Nodes.ids(first), wanted, tally);
        }
        long instances = sample.instances(p.entity());
        List<String> ids = new ArrayList<>();
        for (long i = 0; i < instances; i++) ids.add(SampleGenerator.idOf(p.entity(), i).hex());
        // every item, beyond the parents' subsets too (docs/counting-rules.md "Items of all parents taken by an order")
        Occurrence every = locator.home(p.entity());
        // the database sorts and limits; reading every document here only finds which ones it returns
        List<Node> all = reads.store.uncounted(() -> reads.byIds(every, ids, ReturnedFields.WHOLE, false, new Tally()));
        List<Node> first = FirstBy.perKey(all, Node::object, n -> "", p.order(), Math.max(1, p.rootsRead()));
        if (every.fieldPath().isEmpty()) return reads.byIds(every, Nodes.ids(first), wanted, false, tally);
        if (!reads.sortsInsideArrays() && throughArray(every)) return everyHolder(every, ids, first, wanted, tally);
        tally.clustering = OrderClustering.of(all, first, p.order());
        tally.sampledParents = SampledParents.of(locator.collection(every.collection()), all, first, p.order());
        return reads.byIds(every, Nodes.ids(first), wanted, false, tally);
    }

    /** True when the occurrence's items sit in an array (embedded children, a bucket's items), not in one embedded object. */
    private boolean throughArray(Occurrence o) {
        List<ShapeField> level = locator.collection(o.collection()).document().fields();
        for (String name : o.fieldPath()) {
            ShapeField found = null;
            for (ShapeField f : level) if (f.name().equals(name)) found = f;
            if (found == null) return false;
            if (found.kind() == ShapeField.Kind.ARRAY) return true;
            level = found.children();
        }
        return false;
    }

    /**
     * The first N items inside arrays on a database that cannot sort by a value inside an array (Cosmos DB): the query
     * reads, and is counted for, every document holding items; the application takes the first N (decision 0393,
     * docs/counting-rules.md "Items of all parents taken by an order").
     */
    private List<Node> everyHolder(Occurrence every, List<String> ids, List<Node> first, ReturnedFields wanted, Tally tally) {
        Map<String, Node> read = new HashMap<>();
        for (Node n : reads.byIds(every, ids, wanted, false, tally)) read.put(n.id(), n);
        List<Node> taken = new ArrayList<>(first.size());
        for (Node n : first) taken.add(read.get(n.id()));
        return taken;
    }
}
