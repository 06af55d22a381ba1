package dev.docshape.model.estimate;

import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.ChildCounts;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ReturnedFields;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Home;

import dev.docshape.model.projection.DocumentShape;

import java.util.List;
import java.util.Map;

/**
 * Hash lookups over one model, design and projection, plus every collection's average document
 * size under the profile: what the planners ask for again and again.
 */
final class ModelIndex {
    final Profile profile;
    private final Design design;
    private final Map<String, Entity> entities;
    private final Map<String, Relationship> relationships;
    private final ModelLookup lookup;
    private final Map<String, CollectionShape> collections;
    private final Map<String, Double> avgBytes;
    private final Map<String, CollectionShape> ownCollections;
    private final Map<String, CollectionShape> duplicateCollections;
    private final Map<String, CollectionShape> feedCollections;
    private final Map<String, CollectionShape> bucketCollections;
    private final Map<String, CollectionShape> joinCollections;
    private final ProjectionIndex projection;
    private final PartitionRouting routing;
    /** The design's co-locations, computed on first need (few designs have any). */
    private CoLocations coLocations;
    /** Per collection holding an entity's items, its containers and the size of the one an item sits in, computed on first need. */
    private final ContainerCache containers;
    /** What the declared feeds hold. */
    private final FeedShares feeds;
    /** The type field co-located documents carry, by collection. */
    private final TypeFields typeFields;
    /** Index entries per document and the order fields indexed, by collection, computed on first need. */
    final IndexEntries indexes;

    /** While planning one pattern: what it read (decision 0434). */
    private final PlanReads consulted;

    /**
     * @param coLocations the design's co-locations as its projection decided them; null to decide them on first need
     * @param typeFields  the type field co-located documents carry (counted in inserted documents)
     * @param containers  the containers sized so far, of {@code profile}
     */
    ModelIndex(ModelLookup lookup, Design design, ProjectionIndex projection, Profile profile, CoLocations coLocations,
               TypeFields typeFields, ContainerCache containers) {
        this.coLocations = coLocations;
        this.typeFields = typeFields;
        this.lookup = lookup;
        this.consulted = new PlanReads(lookup, projection.byName);
        this.profile = profile;
        this.design = design;
        this.entities = lookup.entities;
        this.relationships = lookup.relationships;
        this.collections = projection.byName;
        this.avgBytes = projection.avgBytes;
        this.ownCollections = projection.own;
        this.duplicateCollections = projection.duplicates;
        this.feedCollections = projection.feeds;
        this.bucketCollections = projection.buckets;
        this.joinCollections = projection.joins;
        this.projection = projection;
        this.routing = new PartitionRouting(design, ownCollections, duplicateCollections, feedCollections, collections);
        this.containers = containers;
        this.feeds = new FeedShares(entities, relationships, consulted);
        this.indexes = new IndexEntries(lookup, design, projection, profile.kind(), consulted);
    }

    /** The partitions a request to the collection goes to ({@link PartitionRouting#partitions}). */
    int partitions(String collection, Intent intent, double values) {
        consulted.collection(collection);
        return routing.partitions(collection, intent, values);
    }

    /** The partitions a write to the collection goes to ({@link PartitionRouting#writePartitions}). */
    int writePartitions(String collection, Intent intent, double docs) {
        consulted.collection(collection);
        return routing.writePartitions(collection, intent, docs);
    }


    /** Starts recording what the next pattern's planning consults; {@link #stopRecording} returns it. */
    void startRecording() {
        consulted.start();
    }

    /** The keys ({@link ModelLookup#entityKey}, {@link ModelLookup#relationshipKey}) of what was read since the start. */
    int[] stopRecording() {
        return consulted.stop();
    }

    Entity entity(String id, String where) {
        Entity e = entities.get(id);
        if (e == null) throw new PlanningException(where + ": no entity '" + id + "'");
        return e;
    }

    Relationship relationship(String id, String where) {
        Relationship r = relationships.get(id);
        if (r == null || !entities.containsKey(r.parent()) || !entities.containsKey(r.child())) {
            throw new PlanningException(where + ": no relationship '" + id + "'");
        }
        return r;
    }

    /** The relationship, which must have {@code entityId} at one of its ends. */
    Relationship touching(String relationshipId, String entityId, String where) {
        Relationship r = relationship(relationshipId, where);
        if (!r.parent().equals(entityId) && !r.child().equals(entityId)) {
            throw new PlanningException(where + ": relationship '" + relationshipId + "' does not touch entity '" + entityId + "'");
        }
        return r;
    }

    /** Relationships in which the entity is the parent or the child, in model order. */
    List<Relationship> relationshipsOf(String entityId) {
        consulted.entity(entityId);
        return lookup.relationshipsOf(entityId);
    }

    Mapping mapping(Relationship r) {
        consulted.mapping(r);
        return design.mappingFor(r);
    }

    /** The entity's own collection, or null when it has none. */
    CollectionShape own(String entityId) {
        consulted.collections(entityId);
        return ownCollections.get(entityId);
    }

    /** The entity's declared duplicate collection, or null when it has none (docs/counting-rules.md "Duplicate collections"). */
    CollectionShape duplicate(String entityId) {
        consulted.collections(entityId);
        return duplicateCollections.get(entityId);
    }

    /** The entity's declared feed collection, or null when it has none (docs/counting-rules.md "Ordering and feeds"). */
    CollectionShape feedCollection(String entityId) {
        consulted.collections(entityId);
        return feedCollections.get(entityId);
    }

    /** The entity's declared feed, or null when it has none (docs/counting-rules.md "Ordering and feeds"). */
    Duplicates.Duplicate feed(String entityId) {
        Duplicates.Duplicate d = design.duplicates().feedOf(entityId);
        return d != null && feedCollection(entityId) != null ? d : null;
    }

    /** True when the relationship's children sit in their parent's container (docs/counting-rules.md "Co-location"). */
    boolean coLocated(Relationship r) {
        if (!(mapping(r).strategy() instanceof Reference ref) || !ref.coLocated()) return false;
        if (coLocations == null) coLocations = CoLocations.of(lookup.model, design, ownCollections::get);
        // the groups depend on the child's other references and on their ends' own collections
        consulted.ends(r);
        for (Relationship other : relationshipsOf(r.child())) consulted.ends(other);
        return coLocations.holds(r.id());
    }

    CollectionShape bucket(String relationshipId) {
        Relationship r = relationships.get(relationshipId);
        if (r != null) consulted.ends(r);
        return bucketCollections.get(relationshipId);
    }

    CollectionShape join(String relationshipId) {
        Relationship r = relationships.get(relationshipId);
        if (r != null) consulted.ends(r);
        return joinCollections.get(relationshipId);
    }

    List<Occurrence> occurrences(String entityId) {
        consulted.occurrences(entityId);
        return projection.occurrences(entityId);
    }

    /** Where the entity's whole instances are read from ({@link Home}). */
    Occurrence home(String entityId, String where) {
        Occurrence home = Home.among(occurrences(entityId));
        if (home == null) throw new PlanningException(where + ": entity '" + entityId + "' is stored nowhere");
        return home;
    }

    /** Relationships whose parents' data is in hand with an instance read at this occurrence. */
    List<String> containerPath(Occurrence o) {
        List<String> path = o.relationshipPath();
        consulted.collection(o.collection());
        CollectionShape c = collections.get(o.collection());
        return c != null && c.kind() == CollectionKind.BUCKET && !path.isEmpty() ? path.subList(1, path.size()) : path;
    }

    /** The shape of {@code collection}'s documents, or null when unknown. */
    CollectionShape collectionShape(String collection) {
        consulted.collection(collection);
        return collections.get(collection);
    }

    double avgBytes(String collection) {
        consulted.collection(collection);
        return avgBytes.getOrDefault(collection, 0.0);
    }


    /**
     * The bytes a read returns of one document of {@code entityId} in {@code collection} (its own collection or its
     * duplicate) when it asks for {@code wanted} (a projection); negative when the read returns whole documents (no
     * fields named, or the documents are not the entity's own). docs/counting-rules.md "Projections and counts on
     * includes".
     */
    double returnedBytes(String entityId, String collection, ReturnedFields wanted) {
        if (wanted.whole()) return -1;
        CollectionShape own = own(entityId);
        CollectionShape copy = duplicate(entityId);
        CollectionShape feed = feedCollection(entityId);
        CollectionShape c = own != null && own.name().equals(collection) ? own
                : copy != null && copy.name().equals(collection) ? copy
                : feed != null && feed.name().equals(collection) ? feed : null;
        if (c == null) return -1;
        return DocumentSizer.size(new DocumentShape(wanted.ofDocument(c.document().fields())), profile).avgBytes();
    }

    /**
     * The bucket documents of {@code r}'s bucket collection, sized by how many children they hold (docs/counting-rules.md
     * "Bucket documents read"); null when {@code r} keeps no buckets.
     */
    Containers buckets(Relationship r) {
        CollectionShape c = bucket(r.id());
        if (c == null) return null;
        return containers.of(c.name() + " buckets", c, null, r, 1, count(r.parent()));
    }

    /**
     * The containers of the entity held at {@code home}: the bucket documents of a bucket collection, or the root
     * documents an entity is embedded in, in an array one level down or deeper, every level an array (a one-to-one
     * level on top holds one item a document: none needed); null for any other home (docs/counting-rules.md "Items of
     * all parents taken by an order").
     */
    Containers containers(Occurrence home, String where) {
        consulted.collection(home.collection());
        CollectionShape c = collections.get(home.collection());
        if (c == null) return null;
        boolean bucket = home.kind() == Occurrence.Kind.BUCKET_ITEM && c.kind() == CollectionKind.BUCKET;
        List<String> path = home.relationshipPath();
        boolean embedded = home.kind() == Occurrence.Kind.EMBEDDED && c.kind() == CollectionKind.ENTITY
                && !path.isEmpty() && path.size() == home.fieldPath().size();
        if (!bucket && !embedded) return null;
        Relationship r = relationship(bucket ? c.relationship() : path.get(0), where);
        if (embedded && !r.parent().equals(c.rootEntity())) return null;
        double each = 1;
        for (int i = 1; embedded && i < path.size(); i++) each *= relationship(path.get(i), where).avgCount();
        if (!(each > 0)) return null;
        return containers.of(home.collection() + "." + home.fieldPath(), c, bucket ? null : home.fieldPath().get(0), r, each,
                count(r.parent()));
    }

    /**
     * {@code docs} documents of an entity's collection, but no more than the collection holds:
     * copies of a widely shared instance cannot sit in more documents than there are.
     */
    double atMostAll(String collection, double docs) {
        consulted.collection(collection);
        CollectionShape c = collections.get(collection);
        boolean entityDocuments = c != null && (c.kind() == CollectionKind.ENTITY || c.kind() == CollectionKind.DUPLICATE
                || c.kind() == CollectionKind.FEED);
        if (!entityDocuments || c.rootEntity() == null) return docs;
        double all = count(c.rootEntity());
        Duplicates.Duplicate feed = c.kind() == CollectionKind.FEED ? feed(c.rootEntity()) : null;
        // a feed holds only its latest N (of all, or of each parent): the share of the written instances it still keeps
        if (feed != null) {
            double held = feedHeld(feed);
            if (all > held) return Math.min(docs * held / all, held);
        }
        return all > 0 ? Math.min(docs, all) : docs;
    }

    /**
     * The distinct documents among {@code draws} of an entity's collection picked at random (decision 0476), or of a
     * bucket collection's buckets, as full as the children's spread fills them (decision 0523).
     */
    double distinctDrawn(String collection, double draws) {
        ChildCounts.Figure distinct = distinctDrawn(collection);
        return distinct == null ? draws : distinct.applyAsDouble(draws);
    }

    /** The figure of {@link #distinctDrawn(String, double)} for {@code collection}'s documents; null where each draw is one. */
    ChildCounts.Figure distinctDrawn(String collection) {
        consulted.collection(collection);
        CollectionShape c = collections.get(collection);
        if (c != null && c.kind() == CollectionKind.BUCKET && c.relationship() != null) {
            Containers buckets = buckets(relationship(c.relationship(), collection));
            return buckets == null ? null : ChildCounts.distinctIn(buckets.fill(), buckets.parents());
        }
        if (c == null || c.kind() != CollectionKind.ENTITY || c.rootEntity() == null) return null;
        return ChildCounts.distinctHeld(1, count(c.rootEntity()));
    }

    /** The documents a feed holds ({@link FeedShares#held}). */
    double feedHeld(Duplicates.Duplicate feed) {
        return feeds.held(feed);
    }

    /** The relationship of whose parents a feed keeps the latest each, or null ({@link FeedShares#parent}). */
    Relationship feedParent(Duplicates.Duplicate feed) {
        return feeds.parent(feed);
    }

    /** The share of inserts that trim their feed ({@link FeedShares#trimShare}). */
    double feedTrimShare(Duplicates.Duplicate feed) {
        return feeds.trimShare(feed);
    }

    /** The size of a newly inserted document of the collection (see {@link NewDocument}), with its type field when co-located. */
    double newDocumentBytes(String collection) {
        consulted.collection(collection);
        CollectionShape c = collections.get(collection);
        if (c == null) return avgBytes(collection);
        return DocumentSizer.size(NewDocument.of(c.document(), this::minimumChildren), profile).avgBytes() + typeFields.of(collection);
    }

    /** The minimum children per parent of a relationship (0 when it has none or is unknown). */
    private int minimumChildren(String relationshipId) {
        Relationship r = relationships.get(relationshipId);
        return r == null ? 0 : r.minCount();
    }

    double count(String entityId) {
        Entity e = entities.get(entityId);
        return e == null ? 0 : e.count();
    }
}
