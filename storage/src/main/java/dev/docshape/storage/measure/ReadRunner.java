package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ReturnedFields;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.sample.SampleGenerator;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Runs a read pattern against the store the way an application would with batched requests: one
 * request per relationship followed per level (an {@code $in} on the ids in hand), nothing for data
 * already in the documents read, two requests for joining documents. Counts what it really sends
 * and gets back.
 */
final class ReadRunner {
    private final DataModel model;
    private final Design design;
    private final StoreReads reads;
    private final Locator locator;
    /** Instances read by their ids: a query by those ids returns their co-located children too. */
    private final Set<List<Node>> readByIds = Collections.newSetFromMap(new IdentityHashMap<>());
    /** Instances read by one point read naming fields: folding their co-located children in makes it a query. */
    private final Map<List<Node>, ReturnedFields> pointReads = new IdentityHashMap<>();
    /** The entity read next by its ids and the includes that follow from it: its co-located children come in the same query. */
    private final UpcomingIncludes upcoming;
    private RootReads roots;
    /** The one root a pattern reads by its id: a query from it alone can take the first N of its children. */
    private List<Node> oneRoot;
    private final CountReads counts;
    private final PlannedReads planned;
    /**
     * The relationship that put the instances of each list read inside other documents in their containers: an empty list
     * (a post without comments) was read there too, and is followed and counted as the estimate plans it.
     */
    private final Map<List<Node>, String> readInside = new IdentityHashMap<>();

    ReadRunner(DataModel model, Design design, StoreReads reads) {
        this(model, design, reads, PlannedReads.AS_HELD);
    }

    /** A runner sending the point reads {@code planned} sends where it reads targets by the ids their sources hold. */
    ReadRunner(DataModel model, Design design, StoreReads reads, PlannedReads planned) {
        this.planned = planned;
        this.model = model;
        this.design = design;
        this.reads = reads;
        this.locator = reads.locator;
        this.counts = new CountReads(design, reads);
        this.upcoming = new UpcomingIncludes(model, design, locator);
    }

    /**
     * Whether every run of {@code p} reads the same documents whatever its root index: the first N
     * of all by an order. Such a pattern is run once and that run stands for all its runs.
     */
    static boolean sameEveryRun(ReadPattern p) {
        return p.selection() != Selection.BY_ID && p.byParent() == null && p.order() != null;
    }

    /** Runs {@code p} once, from the root instance(s) starting at {@code rootIndex}. */
    Tally run(ReadPattern p, long rootIndex, SampleGenerator sample) {
        Tally tally = new Tally();
        ReturnedFields wanted = ReturnedFields.ofRoots(p);
        List<Node> roots;
        oneRoot = null;
        upcoming.expect(p.entity(), p.includes());
        if (p.selection() == Selection.BY_ID) {
            roots = byIds(p.entity(), List.of(SampleGenerator.idOf(p.entity(), rootIndex).hex()), wanted, true, tally);
            oneRoot = roots;
        } else if (p.byParent() != null) {
            Relationship r = model.requireRelationship(p.byParent());
            String owner = r.otherEnd(p.entity());
            long ownerIndex = rootIndex % Math.max(1, sample.instances(owner));
            Optional<CollectionShape> feed = roots().feedPerParent(p, r, sample);
            roots = feed.isPresent() ? roots().firstOfOneParent(p, feed.get(), ownerIndex, sample, wanted, tally)
                    : follow(List.of(Node.idOnly(SampleGenerator.idOf(owner, ownerIndex).hex())), owner, r, p.limit(), p.order(), false,
                    wanted, tally);
        } else if (p.order() != null) {
            roots = roots().firstOfAll(p, sample, wanted, tally);
        } else {
            roots = reads.byIds(locator.home(p.entity()), roots().matches(p, rootIndex, sample), wanted, false, tally);
        }
        for (Include inc : p.includes()) include(roots, p.entity(), inc, tally);
        for (String counted : p.counts()) counts.count(roots, p.entity(), model.requireRelationship(counted), inside(roots), tally);
        return tally;
    }

    /** The ids of the instances related to {@code ids} through {@code r}, read without counting. */
    List<String> relatedIds(String entity, List<String> ids, Relationship r, String target) {
        List<Node> from = ids.stream().map(Node::idOnly).toList();
        if (r.child().equals(entity)) {
            // every parent: the buckets holding the children, else the links the children's documents hold (a subset
            // holds only its parent's first children) (docs/counting-rules.md "Writes and write amplification")
            Optional<List<String>> parents = BucketReads.parentsHolding(reads, r, ids);
            if (parents.isPresent()) return parents.get();
            // every document holding a child, not the one a read by its id takes: each embedded copy names its container
            from = reads.everyCopy(entity, ids);
        }
        return Nodes.ids(follow(from, entity, r, 0, null, false, ReturnedFields.WHOLE, new Tally()));
    }

    private void include(List<Node> from, String entity, Include inc, Tally tally) {
        Relationship r = model.requireRelationship(inc.relationship());
        String target = r.otherEnd(entity);
        ReturnedFields wanted = ReturnedFields.ofInclude(inc);
        upcoming.expect(target, inc.includes());
        List<Node> to = foldable(from, entity, r, inc.limit()) ? folded(from, entity, r, inc.limit(), wanted, tally)
                : follow(from, entity, r, inc.limit(), null, inc.servedByCopies(mapping(r).strategy()), wanted, tally);
        for (Include nested : inc.includes()) include(to, target, nested, tally);
        // counts read for each included instance, as the estimate plans them (docs/counting-rules.md "Projections and counts on includes")
        for (String counted : inc.counts()) counts.count(to, target, model.requireRelationship(counted), inside(to), tally);
    }

    /** As the estimate: co-located children of parents read by their ids, one parent when limited. */
    private boolean foldable(List<Node> from, String entity, Relationship r, int limit) {
        return r.parent().equals(entity) && readByIds.contains(from) && (limit == 0 || from.size() <= 1)
                && locator.coLocations(model, design).holds(r.id());
    }

    /**
     * The children come back with their parents: in the container, one query by the parents' ids
     * returns both. The parents' read fetched them ({@link #byIds}); they are counted here, as part
     * of the parents' request.
     */
    private List<Node> folded(List<Node> from, String entity, Relationship r, int limit, ReturnedFields wanted, Tally tally) {
        Tally part = new Tally();
        List<Node> children = SourceIdReads.read(reads, from, entity, r, r.child(), limit, null, wanted, part);
        tally.fold(part);
        // a point read becomes a query: it returns the fields named of the parents too (docs/counting-rules.md "Co-location")
        ReturnedFields parents = pointReads.remove(from);
        if (parents != null) tally.bytesReturned += reads.queriedInstead(entity, from, parents);
        return children;
    }

    /** @param order the order whose first {@code limit} targets are needed; null = any (docs/counting-rules.md "Ordering and feeds") */
    private List<Node> follow(List<Node> from, String entity, Relationship r, int limit, Ordering order, boolean covered,
                              ReturnedFields wanted, Tally tally) {
        boolean down = r.parent().equals(entity);
        // one query cannot take the first N of each of several sources: it returns all their children, and the
        // application keeps N of each, as the estimate counts (docs/counting-rules.md "Children taken under a limit")
        boolean several = from != oneRoot && !from.isEmpty() && from.get(0).loaded();
        if (down && limit > 0 && several && queried(mapping(r).strategy(), limit, order)) {
            return FirstOfEach.keep(follow(from, entity, r, 0, order, covered, wanted, tally), locator, r, entity, limit, order);
        }
        String target = down ? r.child() : r.parent();
        Strategy s = mapping(r).strategy();
        String inside = inside(from);
        boolean loaded = inside != null || (!from.isEmpty() && from.get(0).loaded());
        boolean contained = r.id().equals(inside);
        // the first N ids of each parent's array, in no order: the application slices it (decision 0420); the first N by
        // an order of one parent's ids: one $in on every id, sorted and limited (decision 0407)
        int firstIds = down && order == null ? limit : 0;
        Ordering firstBy = down && limit > 0 ? order : null;
        // children read in their buckets: each bucket holds its parent's id, as the estimate plans it; children read inside
        // their parent's subset have it in hand, also none of them (decision 0421), whatever keeps the rest (decision 0495)
        if (!down && loaded && !contained) {
            Optional<Set<String>> parents = BucketReads.parentIds(locator, from, r);
            if (parents.isPresent()) return byHeldIds(parents.get(), from.size(), r, target, wanted, tally);
        }
        if (s instanceof Embed) {
            if (down) return inSource(load(from, entity, tally), r, target, limit, order);
            return contained ? Nodes.containers(from) : SourceIdReads.read(reads, from, entity, r, target, limit, order, wanted, tally);
        }
        if (s instanceof Subset sub) {
            if (!down) {
                if (contained) return Nodes.containers(from);
                if (sub.rest() == Subset.Rest.BUCKETED) return parentsThroughBuckets(from, r, target, wanted, tally);
                return sub.rest() == Subset.Rest.REFERENCED && loaded ? byIdsInSource(from, r, target, 0, wanted, tally)
                        : SourceIdReads.read(reads, from, entity, r, target, limit, order, wanted, tally);
            }
            if (limit > 0 && limit <= sub.size() && Ordering.serves(sub.order(), order)) {
                return inSource(load(from, entity, tally), r, target, limit, sub.order() != null, null);
            }
            return sub.rest() == Subset.Rest.BUCKETED ? BucketReads.read(reads, from, r, target, limit, order, s, tally) : SourceIdReads.read(reads, from, entity, r, target, limit, order, wanted, tally);
        }
        if (s instanceof Bucket && !down) return parentsThroughBuckets(from, r, target, wanted, tally);
        if (s instanceof Bucket) return BucketReads.read(reads, from, r, target, limit, order, s, tally);
        if (s instanceof ExtendedReference x) {
            boolean sourceHoldsCopies = (x.holder() == Holder.PARENT) == down;
            if (!sourceHoldsCopies) return SourceIdReads.read(reads, from, entity, r, target, limit, order, wanted, tally);
            List<Node> sources = load(from, entity, tally);
            return covered ? inSource(sources, r, target, limit, order) : byIdsInSource(sources, r, target, firstIds, firstBy, limit, wanted, tally);
        }
        Placement placement = ((Reference) s).placement();
        return switch (placement) {
            case CHILD_HOLDS_PARENT_ID -> down ? SourceIdReads.read(reads, from, entity, r, target, limit, order, wanted, tally) : byIdsInSource(load(from, entity, tally), r, target, 0, wanted, tally);
            case PARENT_HOLDS_CHILD_IDS -> down ? byIdsInSource(load(from, entity, tally), r, target, firstIds, firstBy, limit, wanted, tally)
                    : SourceIdReads.read(reads, from, entity, r, target, limit, order, wanted, tally);
            case IDS_ON_BOTH_SIDES -> loaded ? byIdsInSource(from, r, target, firstIds, firstBy, limit, wanted, tally)
                    : SourceIdReads.read(reads, from, entity, r, target, limit, order, wanted, tally);
            case JOINING_DOCUMENTS -> join(from, r, down, target, limit, order, wanted, tally);
        };
    }

    /** True when following a relationship mapped by {@code s} down to the first {@code limit} children queries them by the parents' ids. */
    private static boolean queried(Strategy s, int limit, Ordering order) {
        if (s instanceof Subset sub) return !(limit <= sub.size() && Ordering.serves(sub.order(), order));
        if (s instanceof ExtendedReference x) return x.holder() == Holder.CHILD;
        if (s instanceof Reference ref) return ref.placement() == Placement.CHILD_HOLDS_PARENT_ID;
        return s instanceof Bucket;
    }

    /** The instances' own objects: free when in hand, else one request. */
    private List<Node> load(List<Node> nodes, String entity, Tally tally) {
        if (nodes.isEmpty() || nodes.get(0).loaded()) return nodes;
        return byIds(entity, Nodes.ids(nodes), tally);
    }

    /** As below; with {@code order}, each source's first {@code limit} by it, which the application takes from the array it read. */
    private List<Node> inSource(List<Node> sources, Relationship r, String target, int limit, Ordering order) {
        return inSource(sources, r, target, limit, false, order);
    }

    /** The relationship that put {@code nodes} inside their containers; null for whole documents or ids. */
    private String inside(List<Node> nodes) {
        return nodes.isEmpty() ? readInside.get(nodes) : nodes.get(0).via();
    }

    /**
     * @param firstKept the array holds the first children by an order first (an ordered subset); else the newest last
     * @param order     the order whose first {@code limit} of each source are taken; null: as the array keeps them
     */
    private List<Node> inSource(List<Node> sources, Relationship r, String target, int limit, boolean firstKept, Ordering order) {
        List<Node> found = new ArrayList<>();
        for (Node source : sources) {
            Optional<ShapeField> field = Locator.link(source.shape(), r.id(), target);
            if (field.isEmpty()) continue;
            var value = source.object().get(field.get().name());
            if (value == null) continue;
            List<Node> items = new ArrayList<>();
            for (var item : value.isArray() ? value : List.of(value)) {
                if (item instanceof ObjectNode obj) items.add(new Node(obj.path("id").asText(), obj, field.get().children(), source.document(), source, r.id()));
            }
            if (order != null) items = FirstBy.perKey(items, Node::object, n -> "", order, limit);
            else if (limit > 0 && items.size() > limit) items = firstKept ? items.subList(0, limit) : items.subList(items.size() - limit, items.size());
            found.addAll(items);
        }
        readInside.put(found, r.id());
        return found;
    }

    /**
     * The targets by the ids the sources hold, the first {@code limit} of each source's array (0: all): the application
     * slices each array and sends one {@code $in} (docs/counting-rules.md "Children taken under a limit", decision 0420).
     */
    private List<Node> byIdsInSource(List<Node> sources, Relationship r, String target, int limit, ReturnedFields wanted, Tally tally) {
        return byIdsInSource(sources, r, target, limit, null, 0, wanted, tally);
    }

    /**
     * As above; with {@code order}, the first {@code first} of all the ids by it: one {@code $in} on every id, sorted by
     * the order and limited, so the database returns those (docs/counting-rules.md "Children taken under a limit",
     * decision 0407).
     */
    private List<Node> byIdsInSource(List<Node> sources, Relationship r, String target, int limit, Ordering order, int first,
                                     ReturnedFields wanted, Tally tally) {
        Set<String> ids = new LinkedHashSet<>();
        for (Node source : sources) {
            Locator.link(source.shape(), r.id(), target).ifPresent(f -> ids.addAll(Locator.firstIds(source.object(), f, limit)));
        }
        if (order != null && !ids.isEmpty()) return reads.byIdsFirst(target, ids, first, order, wanted, tally);
        return byHeldIds(ids, sources.size(), r, target, wanted, tally);
    }

    /**
     * The parents of bucketed children read from elsewhere, a subset's rest included: the buckets holding the children,
     * read by their ids, then the parents by the ids those buckets hold (decisions 0511, 0530). No children in hand (a
     * customer without bookings) is one request answered empty, as for no ids held.
     */
    private List<Node> parentsThroughBuckets(List<Node> from, Relationship r, String target, ReturnedFields wanted, Tally tally) {
        if (from.isEmpty()) return byHeldIds(Set.of(), 0, r, target, wanted, tally);
        List<Node> inBuckets = BucketReads.holding(reads, from, r, tally);
        return byHeldIds(BucketReads.parentIds(locator, inBuckets, r).orElseThrow(), inBuckets.size(), r, target, wanted, tally);
    }

    /** The targets by the {@code ids} {@code sources} documents hold: one request, none sent when they hold none. */
    private List<Node> byHeldIds(Set<String> ids, int sources, Relationship r, String target, ReturnedFields wanted, Tally tally) {
        if (ids.isEmpty()) {
            tally.read(0, 0);
            return List.of();
        }
        // one id from one source: a read by id where the plan sends one (decision 0463)
        return byIds(target, ids, wanted, planned.pointRead(r.id(), target, sources, ids.size()), tally);
    }

    /**
     * The targets through joining documents. The links of one source take its first N with the query's limit, as the
     * estimate counts (docs/counting-rules.md "Children taken under a limit"); its first N by an order are found among
     * all its targets: every link, then one {@code $in} sorted and limited, since a link holds no field of its target
     * (decision 0510).
     */
    private List<Node> join(List<Node> from, Relationship r, boolean down, String target, int limit, Ordering order,
                            ReturnedFields wanted, Tally tally) {
        boolean sorted = order != null && limit > 0 && Nodes.oneSource(from);
        Set<String> targetIds = JoinLinks.targetIds(reads, from, r, down, sorted ? 0 : limit, tally);
        if (targetIds.isEmpty()) {
            tally.read(0, 0);
            return List.of();
        }
        return sorted ? reads.byIdsFirst(target, targetIds, limit, order, wanted, tally) : byIds(target, targetIds, wanted, false, tally);
    }

    private List<Node> byIds(String entity, java.util.Collection<String> ids, Tally tally) {
        return byIds(entity, ids, ReturnedFields.WHOLE, ids.size() <= 1, tally);
    }

    private List<Node> byIds(String entity, java.util.Collection<String> ids, ReturnedFields wanted, boolean pointRead, Tally tally) {
        upcoming.prefetch(reads, entity, ids);
        List<Node> nodes = reads.byIds(entity, ids, wanted, pointRead, tally);
        readByIds.add(nodes);
        if (pointRead && !wanted.whole()) pointReads.put(nodes, wanted);
        return nodes;
    }

    private Mapping mapping(Relationship r) {
        return design.mappingFor(r);
    }

    private RootReads roots() {
        if (roots == null) roots = new RootReads(design, reads);
        return roots;
    }
}
