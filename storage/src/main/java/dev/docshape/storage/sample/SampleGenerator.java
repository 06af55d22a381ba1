package dev.docshape.storage.sample;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.projection.ShapeField.Role;
import dev.docshape.storage.store.CollectionSpec;
import dev.docshape.storage.store.DocumentProducer;
import dev.docshape.storage.store.IndexedPath;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Generates the sample documents of a projection, deterministically and as a stream (one document
 * in memory at a time; not thread-safe, one generator per thread). Ids, copies and counts agree across collections: a {@code personId} names
 * a person that exists, an extended reference copies the author's real name, {@code countOfBooks}
 * is the number of books.
 *
 * <pre>{@code
 * SampleGenerator g = SampleGenerator.of(model, Projector.project(model, design), SampleOptions.of(42, 0.01));
 * store.materialize(metadata, g.layout(), g.producer(), g.documentCount(), progress);
 * }</pre>
 */
public final class SampleGenerator {

    /** The name of a document's top-level id, as MongoDB wants it. */
    public static final String ID = "_id";

    private final Projection projection;
    /** The containers of co-located collections; none for a sample of the projection alone. */
    private final CoLocations coLocations;
    private final SampleOptions options;
    private final Population population;
    private final AttributeValues attributes;
    private final Map<String, Relationship> relationships = new HashMap<>();
    private final FeedSample feeds;
    private final EntityDocuments documents;

    /** {@code design} is null for a sample of the projection alone (no kept orders, no feeds). */
    private SampleGenerator(DataModel model, Design design, Projection projection, SampleOptions options) {
        this.projection = projection;
        this.coLocations = design == null ? null : CoLocations.of(model, design, projection);
        this.options = options;
        this.population = Population.of(model, options);
        this.attributes = new AttributeValues(model, population, options.seed());
        this.feeds = new FeedSample(design, population, attributes);
        Map<String, Ordering> keptOrders = new HashMap<>();
        for (Relationship r : model.relationships()) {
            relationships.put(r.id(), r);
            Strategy s = design == null ? null : design.mappingFor(r).strategy();
            Ordering order = s instanceof Subset sub ? sub.order() : s instanceof Bucket b ? b.order() : null;
            if (order != null) keptOrders.put(r.id(), order);
        }
        this.documents = new EntityDocuments(population, attributes, relationships, keptOrders);
    }

    public static SampleGenerator of(DataModel model, Projection projection, SampleOptions options) {
        return of(model, null, projection, options);
    }

    /**
     * The sample of {@code design}: as {@link #of(DataModel, Projection, SampleOptions)}, with ordered
     * subsets and buckets holding their children in the design's order (docs/counting-rules.md
     * "Ordering and feeds").
     */
    public static SampleGenerator of(DataModel model, Design design, Projection projection, SampleOptions options) {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(projection, "projection");
        Objects.requireNonNull(options, "sample options");
        return new SampleGenerator(model, design, projection, options);
    }

    /**
     * The instances the entity's feed holds, first by its order: the first {@code keep} of all; null
     * when the entity has no feed (docs/counting-rules.md "Ordering and feeds").
     */
    public long[] feedInstances(String entityId) {
        return feeds.instances(entityId);
    }

    /**
     * The instances the entity's feed per parent holds for parent instance {@code parentIndex}, first by its order:
     * the first {@code keep} of that parent's children; null when the entity has no feed per parent.
     */
    public long[] feedInstancesOf(String entityId, long parentIndex) {
        return feeds.instancesOf(entityId, parentIndex);
    }

    public SampleOptions options() {
        return options;
    }

    public Projection projection() {
        return projection;
    }

    /** Instances of the entity in the sample. */
    public long instances(String entityId) {
        return population.count(entityId);
    }

    /**
     * True when every child of the relationship has exactly one parent in the sample (the
     * relationship creates its children), so a child's reference to its parent is always there.
     */
    public boolean everyChildHasAParent(String relationshipId) {
        Relationship r = relationships.get(relationshipId);
        return r != null && population.hasLinks(relationshipId) && population.links(relationshipId).owned();
    }

    /** How many children parent instance {@code parent} has through the relationship in the sample; -1 when it links none. */
    public int childCount(String relationshipId, long parent) {
        return population.hasLinks(relationshipId) ? population.links(relationshipId).countOf(parent) : -1;
    }

    /** The id of instance {@code index} of an entity, as it appears in documents. */
    public static ObjectId idOf(String entityId, long index) {
        return ObjectId.of(Rng.key(entityId), index);
    }

    /** Documents the collection will hold. */
    public long documentCount(String collection) {
        CollectionShape c = shape(collection);
        return switch (c.kind()) {
            case ENTITY -> population.count(c.rootEntity());
            case DUPLICATE -> population.count(c.rootEntity());
            case FEED -> feedInstances(c.rootEntity()).length;
            case JOIN -> population.links(c.relationship()).slots();
            case BUCKET -> {
                Links l = population.links(c.relationship());
                int size = bucketSize(c);
                long buckets = 0;
                for (long p = 0; p < l.parents(); p++) buckets += (l.countOf(p) + size - 1) / size;
                yield buckets;
            }
        };
    }

    /** Documents of every collection. */
    public long documentCount() {
        long total = 0;
        for (CollectionShape c : projection.collections()) total += documentCount(c.name());
        return total;
    }

    /**
     * The collections with the paths references are followed by (and ids of copies are found by);
     * co-located collections in their container, with its type field (docs/counting-rules.md "Co-location").
     */
    public List<CollectionSpec> layout() {
        Map<String, CoLocation.Member> members = new HashMap<>();
        Map<String, CoLocation> groups = new HashMap<>();
        if (coLocations != null) {
            for (CoLocation g : coLocations.groups()) {
                for (CoLocation.Member m : g.members()) {
                    members.put(m.collection(), m);
                    groups.put(m.collection(), g);
                }
            }
        }
        List<CollectionSpec> specs = new ArrayList<>();
        for (CollectionShape c : projection.collections()) {
            Set<String> paths = new LinkedHashSet<>();
            indexedPaths(c.document().fields(), "", true, paths);
            CollectionSpec spec = new CollectionSpec(c.name(), paths.stream().map(IndexedPath::of).toList());
            CoLocation g = groups.get(c.name());
            specs.add(g == null ? spec : spec.in(g.container(), g.typeField(), members.get(c.name()).typeValue()));
        }
        return specs;
    }

    private static void indexedPaths(List<ShapeField> fields, String prefix, boolean top, Set<String> paths) {
        for (ShapeField f : fields) {
            String path = prefix + f.name() + (f.kind() == ShapeField.Kind.ARRAY ? "[]" : "");
            if (f.role() == Role.REFERENCE || (f.role() == Role.ID && !top)) paths.add(path);
            if (!f.children().isEmpty()) indexedPaths(f.children(), path + ".", false, paths);
        }
    }

    /** Streams every collection's documents, as JSON in the store's plain dialect. */
    public DocumentProducer producer() {
        return sink -> {
            DocumentJson json = new DocumentJson(JsonDialect.PLAIN);
            for (CollectionShape c : projection.collections()) {
                generate(c.name(), (id, doc) -> sink.put(c.name(), id.hex(), json.write(doc)));
            }
        };
    }

    /** Streams the documents of one collection, in order, as maps of sample values. */
    public void generate(String collection, BiConsumer<ObjectId, Map<String, Object>> out) {
        CollectionShape c = shape(collection);
        switch (c.kind()) {
            // a duplicate holds the same documents as the entity's own collection (docs/counting-rules.md "Duplicate collections")
            case ENTITY, DUPLICATE, FEED -> {
                // a feed holds only its first documents by its order, in that order
                long[] feed = c.kind() == CollectionKind.FEED ? feedInstances(c.rootEntity()) : null;
                long n = feed != null ? feed.length : population.count(c.rootEntity());
                for (long i = 0; i < n; i++) {
                    Map<String, Object> doc = documents.object(c.rootEntity(), feed != null ? feed[(int) i] : i, c.document().fields(), true);
                    out.accept((ObjectId) doc.get(ID), doc);
                }
            }
            case BUCKET -> buckets(c, out);
            case JOIN -> joins(c, out);
        }
    }

    /**
     * Streams the documents of a co-located container (docs/counting-rules.md "Co-location"): each
     * member's documents in turn, each with the group's type field after its id. The export, {@code push}
     * and the query-template runs store them this way.
     */
    public void generateContainer(CoLocation group, BiConsumer<ObjectId, Map<String, Object>> out) {
        for (CoLocation.Member m : group.members()) {
            generate(m.collection(), (id, doc) -> out.accept(id, typed(doc, group.typeField(), m.typeValue())));
        }
    }

    /** The document with the type field after its id. */
    static Map<String, Object> typed(Map<String, Object> document, String typeField, String typeValue) {
        Map<String, Object> typed = new LinkedHashMap<>(document.size() + 1);
        boolean added = false;
        for (Map.Entry<String, Object> e : document.entrySet()) {
            typed.put(e.getKey(), e.getValue());
            if (!added) {
                typed.put(typeField, typeValue);
                added = true;
            }
        }
        if (!added) typed.put(typeField, typeValue);
        return typed;
    }

    /** The document of instance {@code index} of an ENTITY collection. */
    public Map<String, Object> document(String collection, long index) {
        CollectionShape c = shape(collection);
        if (c.kind() != CollectionKind.ENTITY && c.kind() != CollectionKind.DUPLICATE && c.kind() != CollectionKind.FEED) {
            throw new IllegalArgumentException("collection '" + collection + "' is not an entity collection");
        }
        return documents.object(c.rootEntity(), index, c.document().fields(), true);
    }

    private CollectionShape shape(String collection) {
        return projection.collection(collection)
                .orElseThrow(() -> new IllegalArgumentException("the projection has no collection '" + collection + "'"));
    }

    private void buckets(CollectionShape c, BiConsumer<ObjectId, Map<String, Object>> out) {
        Relationship r = documents.relationship(c.relationship());
        Links links = population.links(r.id());
        int size = bucketSize(c);
        long key = Rng.key(c.name());
        long bucket = 0;
        for (long parent = 0; parent < links.parents(); parent++) {
            // Buckets fill in date order: each holds the next children, oldest first. Ordered buckets fill
            // so that the newest bucket holds the first children by the order, each bucket sorted by it.
            Ordering order = documents.keptOrder(r.id());
            long[] children = order == null ? attributes.oldestFirst(r.child(), links.childrenOf(parent))
                    : reversed(attributes.firstBy(r.child(), order, links.childrenOf(parent)));
            for (int from = 0; from < children.length; from += size) {
                int to = Math.min(children.length, from + size);
                Map<String, Object> doc = new LinkedHashMap<>();
                ObjectId id = ObjectId.of(key, bucket++);
                for (ShapeField f : c.document().fields()) {
                    switch (f.role()) {
                        case ID -> doc.put(ID, id);
                        case REFERENCE -> doc.put(f.name(), ObjectId.of(documents.entityKey(f.entity()), parent));
                        case BUCKET_COUNT -> doc.put(f.name(), to - from);
                        case EMBEDDED -> {
                            List<Object> items = new ArrayList<>(to - from);
                            for (int i = from; i < to; i++) {
                                int at = order == null ? i : from + to - 1 - i;
                                items.add(documents.object(f.entity(), children[at], f.children(), false));
                            }
                            doc.put(f.name(), items);
                        }
                        default -> throw new IllegalStateException("unexpected field '" + f.name() + "' in bucket collection " + c.name());
                    }
                }
                out.accept(id, doc);
            }
        }
    }

    private void joins(CollectionShape c, BiConsumer<ObjectId, Map<String, Object>> out) {
        Relationship r = documents.relationship(c.relationship());
        Links links = population.links(r.id());
        long key = Rng.key(c.name());
        long n = 0;
        for (long parent = 0; parent < links.parents(); parent++) {
            for (long child : links.childrenOf(parent)) {
                Map<String, Object> doc = new LinkedHashMap<>();
                ObjectId id = ObjectId.of(key, n++);
                boolean parentSeen = false;
                for (ShapeField f : c.document().fields()) {
                    if (f.role() == Role.ID) {
                        doc.put(ID, id);
                    } else if (f.role() == Role.REFERENCE && !parentSeen && f.entity().equals(r.parent())) {
                        doc.put(f.name(), ObjectId.of(documents.entityKey(r.parent()), parent));
                        parentSeen = true;
                    } else {
                        doc.put(f.name(), ObjectId.of(documents.entityKey(r.child()), child));
                    }
                }
                out.accept(id, doc);
            }
        }
    }

    private static long[] reversed(long[] values) {
        long[] r = new long[values.length];
        for (int i = 0; i < values.length; i++) r[i] = values[values.length - 1 - i];
        return r;
    }

    private static int bucketSize(CollectionShape c) {
        return c.document().fields().stream().filter(f -> f.role() == Role.EMBEDDED && f.maxItems() != null)
                .mapToInt(ShapeField::maxItems).findFirst()
                .orElseThrow(() -> new IllegalStateException("bucket collection '" + c.name() + "' has no bounded item array"));
    }
}
