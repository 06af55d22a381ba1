package dev.docshape.model.estimate;

import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.Intent.Action;
import dev.docshape.model.estimate.Request.Operation;
import dev.docshape.model.projection.ChildCounts;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ReturnedFields;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads of an entity's instances from where they live (docs/counting-rules.md#batched): by their ids, or by
 * a query a relationship gives, from the entity's own collection, its duplicate, or the documents holding it.
 */
final class InstanceReads {
    private final ModelIndex index;
    private final Plan plan;
    private final String where;
    private final ReachedParents reached;

    InstanceReads(ModelIndex index, Plan plan, String where) {
        this.index = index;
        this.reached = new ReachedParents(index);
        this.plan = plan;
        this.where = where;
    }

    /** The instances' documents: free when in hand, else one read by id (or by nested id) at the next level. */
    Hand load(Hand h) {
        return load(h, ReturnedFields.WHOLE);
    }

    /** As above, asking for {@code wanted} of the documents (a root read by its id that names fields). */
    Hand load(Hand h, ReturnedFields wanted) {
        if (h.loaded()) return h;
        Occurrence home = byId(h.entity());
        boolean pointRead = home.kind() == Occurrence.Kind.DOCUMENT && h.count() <= 1;
        Intent intent = Intent.of(Action.READ_BY_ID, h.entity(), null, null, h.request());
        String collection = serving(home, intent, h.count());
        int read = readAt(home, h.level() + 1, pointRead ? Operation.POINT_READ : Operation.QUERY, collection, holders(home, h),
                h.count(), "find " + collection + (home.kind() == Occurrence.Kind.DOCUMENT ? " by id" : " by the id of its " + index.entity(h.entity(), where).name()),
                intent, returned(h.entity(), collection, wanted), h.reachedVia() == null ? holding(home, collection, null, h.count()) : -1);
        return new Hand(h.entity(), h.count(), h.level() + 1, true, index.containerPath(home), read);
    }

    /**
     * The instances as items of {@code buckets}, read by their ids at the next level: the bucket documents holding them,
     * each sized as the bucket an item lies in. A bucketed child names no parent, the bucket holding it does
     * (docs/counting-rules.md "Parents of children spread over the data", decision 0511).
     */
    Hand inBuckets(Hand h, CollectionShape buckets) {
        Occurrence items = null;
        for (Occurrence o : index.occurrences(h.entity())) {
            if (o.kind() == Occurrence.Kind.BUCKET_ITEM && o.collection().equals(buckets.name())) items = o;
        }
        if (items == null) throw new PlanningException(where + ": bucket collection '" + buckets.name() + "' holds no " + h.entity());
        Intent intent = Intent.of(Action.READ_BY_ID, h.entity(), null, null, h.request());
        int read = readAt(items, h.level() + 1, Operation.QUERY, buckets.name(), holders(items, h), h.count(),
                "find " + buckets.name() + " by the id of its " + index.entity(h.entity(), where).name(), intent, -1);
        return new Hand(h.entity(), h.count(), h.level() + 1, true, index.containerPath(items), h.reachedVia(), h.parents(), read,
                h.parentHolders(), h.counts(), h.parentsVariance());
    }

    /** Reads {@code n} instances of {@code entity} from where they live, in one request at {@code level}. */
    Hand lookup(String entity, double n, int level, double fanOut, boolean pointRead, String how, Intent intent,
                ReturnedFields wanted) {
        return lookup(entity, n, level, fanOut, pointRead, how, intent, wanted, null);
    }

    /** As above, the instances known to sit in {@code holders} distinct documents when not null (decision 0477). */
    Hand lookup(String entity, double n, int level, double fanOut, boolean pointRead, String how, Intent intent,
                ReturnedFields wanted, Double holders) {
        return lookup(entity, n, level, fanOut, pointRead, how, intent, wanted, holders, null, 0);
    }

    /**
     * As above, the instances being the parents through {@code climbed} (when not null) of {@code picked} children
     * picked at random, or else {@code picked} of the instances picked at random: the documents holding them are the
     * larger the more of them they hold (decision 0535).
     */
    Hand lookup(String entity, double n, int level, double fanOut, boolean pointRead, String how, Intent intent,
                ReturnedFields wanted, Double holders, Relationship climbed, double picked) {
        boolean byIds = intent.action() == Action.READ_BY_IDS_IN_SOURCE;
        // by ids or by the source's id alike, the instances are read where every one of them is kept (decision 0479)
        Occurrence home = byId(entity);
        Operation op = pointRead && home.kind() == Occurrence.Kind.DOCUMENT ? Operation.POINT_READ : Operation.QUERY;
        String collection = serving(home, intent, byIds ? n : fanOut);
        double documents = holders != null ? holders : holders(home, n);
        String description = "find " + collection + " " + how;
        int read = readAt(home, level, op, collection, documents, fanOut, description, intent, returned(entity, collection, wanted),
                holding(home, collection, climbed, picked));
        return new Hand(entity, n, level, true, index.containerPath(home), read);
    }

    /**
     * Where the entity's instances are read by their ids or by their source's id: its home, where every instance is
     * kept, so that each is found (a subset's rest in buckets, not the subset: decisions 0459, 0479, 0545,
     * docs/counting-rules.md "Home").
     */
    private Occurrence byId(String entity) {
        return index.home(entity, where);
    }

    /**
     * A read of instances kept at {@code home}, in {@code documents} documents. Bucket documents found by one of their items come back whole,
     * each sized as the bucket an item lies in: a fuller bucket holds more items, so it is the likelier to hold the one
     * asked for (docs/counting-rules.md "Bucket documents read").
     */
    private int readAt(Occurrence home, int level, Operation op, String collection, double documents, double fanOut, String description,
                       Intent intent, double returnedPerDoc) {
        return readAt(home, level, op, collection, documents, fanOut, description, intent, returnedPerDoc, -1);
    }

    /** As above, each document of {@code perDoc} bytes where not negative (parents reached through their children). */
    private int readAt(Occurrence home, int level, Operation op, String collection, double documents, double fanOut, String description,
                       Intent intent, double returnedPerDoc, double perDoc) {
        Containers buckets = home.kind() == Occurrence.Kind.BUCKET_ITEM ? index.containers(home, where) : null;
        if (buckets != null) return plan.readSized(level, collection, documents, buckets.perHit(documents), fanOut, description, intent);
        return perDoc >= 0 ? plan.read(level, op, collection, documents, perDoc, fanOut, description, intent, returnedPerDoc)
                : plan.read(level, op, collection, documents, fanOut, description, intent, returnedPerDoc);
    }

    /**
     * The bytes of each document read at {@code home} where it is the parent of {@code picked} children picked at random:
     * its own document, reached through {@code climbed} (not null), or the document the instances are embedded in at
     * any depth, found by their ids (decision 0558) or reached through {@code climbed} from children kept elsewhere
     * (decision 0565); -1 for the collection's average. A parent with more children is the likelier to be reached,
     * and larger where it holds them (docs/counting-rules.md "Parents reached through their children", decision 0535).
     */
    private double holding(Occurrence home, String collection, Relationship climbed, double picked) {
        if (home.kind() != Occurrence.Kind.DOCUMENT && home.kind() != Occurrence.Kind.EMBEDDED) return -1;
        List<Relationship> path = new ArrayList<>(home.relationshipPath().size() + 1);
        for (String id : home.relationshipPath()) path.add(index.relationship(id, where));
        if (climbed != null) path.add(climbed);
        return path.isEmpty() ? -1 : reached.bytes(collection, path, picked);
    }

    /**
     * The documents a read of {@code n} instances at {@code home} returns. One instance is a {@code findOne}: one
     * document, whatever holds copies of it. Several ids are one {@code $in}, which returns every document holding
     * one of them: where an instance sits in several documents (a track in the buckets of its 6 playlists), those are
     * the distinct containers of its copies (decision 0460, docs/counting-rules.md "Instances held in several documents").
     * Instances kept once each inside holders (posts in their user, a user's comments in the buckets of their posts)
     * fall in the distinct holders of their one copy each (decisions 0477, 0479).
     */
    private double holders(Occurrence home, double n) {
        if (n <= 1 || home.kind() == Occurrence.Kind.DOCUMENT) return n;
        double copies = Math.max(1, home.copiesPerInstance());
        Containers containers = index.containers(home, where);
        return containers != null ? containers.distinct(n * copies) : n * copies;
    }

    /**
     * As {@link #holders(Occurrence, double)} for the instances in hand, averaged over the counts their known parents
     * give them where each has one copy in containers another relationship fills (decision 0533).
     */
    private double holders(Occurrence home, Hand h) {
        Containers containers = h.count() > 1 && home.kind() != Occurrence.Kind.DOCUMENT && home.copiesPerInstance() <= 1
                ? index.containers(home, where) : null;
        if (containers == null || containers.holding().id().equals(h.reachedVia())) return holders(home, h.count());
        return h.expected(ChildCounts.distinctIn(containers.fill(), containers.parents()));
    }

    /** True when the entity's instances are read inside other documents (embedded, bucketed), not as documents of their own. */
    boolean heldInside(String entity) {
        return !byId(entity).fieldPath().isEmpty();
    }

    /**
     * The collection a read of the entity's own documents goes to: its own collection, or its declared
     * duplicate when the duplicate serves the request in fewer partitions, which makes it cheaper: both
     * hold the same documents (docs/counting-rules.md "Duplicate collections").
     *
     * @param values how many key values the request gives when it gives any
     */
    String serving(Occurrence home, Intent intent, double values) {
        if (home.kind() != Occurrence.Kind.DOCUMENT) return home.collection();
        CollectionShape copy = index.duplicate(home.entity());
        if (copy == null) return home.collection();
        int own = index.partitions(home.collection(), intent, values);
        return index.partitions(copy.name(), intent, values) < own ? copy.name() : home.collection();
    }

    /** The bytes of each document of {@code entity} in {@code collection} a read asking for {@code wanted} returns (negative: whole). */
    double returned(String entity, String collection, ReturnedFields wanted) {
        return index.returnedBytes(entity, collection, wanted);
    }
}
