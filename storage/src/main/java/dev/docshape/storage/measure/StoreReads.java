package dev.docshape.storage.measure;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ReturnedFields;
import dev.docshape.storage.store.IndexedPath;
import dev.docshape.storage.store.DocumentReads;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

/** Requests to the store, each counted once in a {@link Tally}, with the documents parsed. */
final class StoreReads {
    private static final ObjectMapper JSON = new ObjectMapper();

    final DocumentReads store;
    final Locator locator;

    private final EncodedSize sizes;
    /** Documents a container query already returned, taken by the read they answer (docs/counting-rules.md "Co-location"). */
    private final Map<Fetched, List<String>> fetched = new HashMap<>();

    /** What a read asks: a collection's documents by their ids ({@code path} null) or by the keys at {@code path}. */
    private record Fetched(String collection, IndexedPath path, Set<String> keys) {
        Fetched(String collection, IndexedPath path, Collection<String> keys) {
            this(collection, path, Set.copyOf(keys));
        }
    }

    StoreReads(DocumentReads store, Locator locator, EncodedSize sizes) {
        this.store = store;
        this.locator = locator;
        this.sizes = sizes;
    }

    /** True when the profile's database sorts by a value inside an array (MongoDB; not Cosmos DB SQL). */
    boolean sortsInsideArrays() {
        return sizes.kind().sortsInsideArrays();
    }

    /** Counts one request that returned {@code docs} of {@code collection}, whole. */
    void count(String collection, List<String> docs, Tally tally) {
        count(collection, docs, ReturnedFields.WHOLE, false, tally);
    }

    /**
     * Counts one request that read {@code docs} of {@code collection} and sent back what {@code wanted} asks for of
     * each (docs/counting-rules.md "Projections and counts on includes").
     *
     * @param pointRead true when the request reads one document by its id
     */
    void count(String collection, List<String> docs, ReturnedFields wanted, boolean pointRead, Tally tally) {
        double[] returned = {0};
        double bytes = readWhole(collection, docs, tally, doc -> {
            if (!wanted.whole()) returned[0] += sizes.returned(collection, doc, wanted, pointRead);
        });
        tally.read(docs.size(), bytes, wanted.whole() ? bytes : returned[0]);
    }

    /**
     * Counts one request that read {@code docs} of {@code collection} whole and sent back {@code sent}, the same documents
     * holding less: buckets holding only the items taken (decision 0524).
     */
    void countSent(String collection, List<String> docs, List<ObjectNode> sent, Tally tally) {
        double bytes = readWhole(collection, docs, tally, doc -> { });
        double returned = 0;
        for (ObjectNode doc : sent) returned += sizes.of(collection, doc);
        tally.read(docs.size(), bytes, returned);
    }

    /** Tallies {@code docs} as read whole from {@code collection} (their ids, their bytes), each parsed one also to {@code each}. */
    private double readWhole(String collection, List<String> docs, Tally tally, Consumer<ObjectNode> each) {
        double bytes = 0;
        for (String d : docs) {
            ObjectNode doc = parse(d);
            tally.idsRead.add(Locator.idOf(doc, true));
            bytes += sizes.of(collection, doc);
            each.accept(doc);
        }
        tally.collection(collection, docs.size(), bytes);
        return bytes;
    }

    /**
     * Reads {@code entity}'s documents by {@code ids} and its co-located {@code members} by the same
     * ids in one query to their container; the reads that follow take the documents from it.
     */
    void prefetch(String entity, Collection<String> ids, Map<String, IndexedPath> members) {
        prefetch(entity, ids, members, 0);
    }

    /** As above, for a read that takes the first {@code first} children of one parent in its one member (0: all). */
    void prefetch(String entity, Collection<String> ids, Map<String, IndexedPath> members, int first) {
        Occurrence home = locator.home(entity);
        if (!home.fieldPath().isEmpty()) return;
        Map<String, List<String>> docs = first > 0 ? store.withCoLocated(home.collection(), ids, members, first)
                : store.withCoLocated(home.collection(), ids, members);
        fetched.put(new Fetched(home.collection(), null, ids), docs.get(home.collection()));
        members.forEach((member, path) -> fetched.put(new Fetched(member, path, ids), docs.get(member)));
    }

    private List<String> docsByIds(String collection, Collection<String> ids) {
        return prefetchedOr(collection, null, ids, () -> store.byIds(collection, ids));
    }

    private List<String> docsByKey(String collection, IndexedPath path, Collection<String> keys) {
        if (path == null) return docsByIds(collection, keys);
        return prefetchedOr(collection, path, keys, () -> store.byKey(collection, path, keys));
    }

    /** The documents prefetched for this lookup (taken, so they are used once), else those {@code ask} fetches. */
    private List<String> prefetchedOr(String collection, IndexedPath path, Collection<String> keys, Supplier<List<String>> ask) {
        List<String> docs = fetched.remove(new Fetched(collection, path, keys));
        return docs != null ? docs : ask.get();
    }

    /** Instances of {@code entity} by id, from where every instance is kept: one request, returning whole documents. */
    List<Node> byIds(String entity, Collection<String> ids, Tally tally) {
        return byIds(entity, ids, ReturnedFields.WHOLE, false, tally);
    }

    /**
     * As above, returning what {@code wanted} asks for of the entity's own documents. A subset holds each parent's first
     * few only; its rest is in buckets, which hold every instance: a read by id goes there (decision 0459).
     *
     * @param oneById true when the caller reads one instance by its id (a point read, a {@code findOne})
     */
    List<Node> byIds(String entity, Collection<String> ids, ReturnedFields wanted, boolean oneById, Tally tally) {
        return byIds(locator.home(entity), ids, wanted, oneById, tally);
    }

    /**
     * As above, from {@code home}, one place the entity is kept. Where several documents hold a copy of an instance (a
     * track in the subsets or buckets of several playlists), one instance by its id is a {@code findOne}, one document,
     * as the estimate and the templates read it; several ids are one {@code $in}, which returns every document holding
     * one, each counted, and the application keeps one copy of each instance (decision 0460, docs/counting-rules.md
     * "Instances held in several documents").
     */
    List<Node> byIds(Occurrence home, Collection<String> ids, ReturnedFields wanted, boolean oneById, Tally tally) {
        List<Node> copies = everyCopy(home, ids, wanted, oneById, tally);
        return home.copiesPerInstance() > 1 ? onePerId(copies) : copies;
    }

    /**
     * Every copy of the instances of {@code entity} with {@code ids} where it is read by id, each in the document holding
     * it, read without counting: each names its container (a child's parents).
     */
    List<Node> everyCopy(String entity, Collection<String> ids) {
        return everyCopy(locator.home(entity), ids, ReturnedFields.WHOLE, false, new Tally());
    }

    private List<Node> everyCopy(Occurrence home, Collection<String> ids, ReturnedFields wanted, boolean oneById, Tally tally) {
        List<String> docs = home.fieldPath().isEmpty() ? returning(home.collection(), wanted, oneById, () -> docsByIds(home.collection(), ids))
                : store.byKey(home.collection(), locator.idPath(home), ids);
        if (oneById && !home.fieldPath().isEmpty() && docs.size() > 1) docs = docs.subList(0, 1);
        count(home.collection(), docs, home.fieldPath().isEmpty() ? wanted : ReturnedFields.WHOLE, oneById, tally);
        Set<String> wantedIds = asSet(ids);
        List<Node> nodes = new ArrayList<>();
        for (String doc : docs) nodes.addAll(locator.instancesIn(parse(doc), home, wantedIds));
        return nodes;
    }

    /**
     * The instances at {@code home} in {@code docs} (documents holding them, found by a source's id) that link to one of
     * {@code sources} by {@code keyPath}: a document holding them holds other parents' children too (a playlist's bucket
     * holds tracks of many albums), and an instance with copies in several of them is kept once (decision 0479).
     */
    List<Node> linkedTo(List<ObjectNode> docs, Occurrence home, String keyPath, Collection<String> sources) {
        Set<String> wanted = new HashSet<>(sources);
        List<Node> linked = new ArrayList<>();
        for (ObjectNode doc : docs) {
            for (Node n : locator.instancesIn(doc, home, null)) if (holdsAny(n.object(), keyPath, wanted)) linked.add(n);
        }
        return onePerId(linked);
    }

    /** The first copy of each instance, in the order read. */
    private static List<Node> onePerId(List<Node> copies) {
        if (copies.size() <= 1) return copies;
        Map<String, Node> first = new LinkedHashMap<>();
        for (Node n : copies) first.putIfAbsent(n.id(), n);
        return first.size() == copies.size() ? copies : new ArrayList<>(first.values());
    }

    /**
     * Instances of {@code entity} in their own documents by {@code ids}, sorted by {@code order} and limited to
     * {@code first}: one query ({@code $in}, sort, limit), counted for the documents it returns (decision 0407).
     */
    List<Node> byIdsFirst(String entity, Collection<String> ids, int first, Ordering order, ReturnedFields wanted, Tally tally) {
        Occurrence home = locator.home(entity);
        if (!home.fieldPath().isEmpty()) return byIds(home, ids, wanted, false, tally);
        List<String> docs = returning(home.collection(), wanted, false,
                () -> prefetchedOr(home.collection(), null, ids, () -> store.byIdsFirst(home.collection(), ids, first, order)));
        List<ObjectNode> sorted = FirstBy.perKey(parseAll(docs), n -> n, n -> "", order, first);
        count(home.collection(), sorted.stream().map(StoreReads::write).toList(), wanted, false, tally);
        List<Node> nodes = new ArrayList<>();
        for (ObjectNode doc : sorted) nodes.addAll(locator.instancesIn(doc, home, null));
        return nodes;
    }

    /**
     * The bytes the point read of {@code read} (instances of {@code entity} in their own documents) returns more as a
     * query asking for {@code wanted}: less than none where a point read returns whole documents (Cosmos DB).
     */
    double queriedInstead(String entity, List<Node> read, ReturnedFields wanted) {
        Occurrence home = locator.home(entity);
        if (!home.fieldPath().isEmpty()) return 0;
        double more = 0;
        for (Node n : read) {
            more += sizes.returned(home.collection(), n.object(), wanted, false) - sizes.returned(home.collection(), n.object(), wanted, true);
        }
        return more;
    }

    /** Instances of {@code entity} by id from {@code collection}, a copy of its home's documents (a duplicate, a feed): one request. */
    List<Node> byIdsIn(String collection, String entity, Collection<String> ids, Tally tally) {
        return byIdsIn(collection, entity, ids, ReturnedFields.WHOLE, tally);
    }

    /** As above, returning what {@code wanted} asks for of each copy. */
    List<Node> byIdsIn(String collection, String entity, Collection<String> ids, ReturnedFields wanted, Tally tally) {
        List<String> docs = returning(collection, wanted, false, () -> store.byIds(collection, ids));
        count(collection, docs, wanted, false, tally);
        Set<String> wantedIds = asSet(ids);
        List<Node> nodes = new ArrayList<>();
        for (String doc : docs) nodes.addAll(locator.instancesIn(parse(doc), locator.home(entity), wantedIds));
        return nodes;
    }

    /** The ids as a set, so each document's instances are matched by a hash look-up, not a walk of the list. */
    private static Set<String> asSet(Collection<String> ids) {
        return ids instanceof Set<String> set ? set : new HashSet<>(ids);
    }

    /** Documents of {@code collection} whose {@code path} holds one of {@code keys}: one request. */
    List<ObjectNode> byKey(String collection, IndexedPath path, Collection<String> keys, Tally tally) {
        return byKey(collection, path, keys, ReturnedFields.WHOLE, tally);
    }

    /** As above, returning what {@code wanted} asks for of each document. */
    List<ObjectNode> byKey(String collection, IndexedPath path, Collection<String> keys, ReturnedFields wanted, Tally tally) {
        List<String> docs = returning(collection, wanted, false, () -> docsByKey(collection, path, keys));
        count(collection, docs, wanted, false, tally);
        return parseAll(docs);
    }

    /** Like {@link #byKey} but counts only what a query with a per-key limit would read. */
    List<ObjectNode> byKeyLimited(String collection, IndexedPath path, Collection<String> keys, int perKey, String keyField,
                                  ReturnedFields wanted, Tally tally) {
        List<String> prefetched = fetched.remove(new Fetched(collection, path, keys));
        List<String> docs = prefetched != null ? prefetched
                : returning(collection, wanted, false, () -> store.byKeyLimited(collection, path, keys, perKey));
        Map<String, Integer> taken = new LinkedHashMap<>();
        List<String> used = new ArrayList<>();
        for (String doc : docs) {
            ObjectNode node = parse(doc);
            String key = keyOf(node, keyField);
            if (taken.merge(key, 1, Integer::sum) <= perKey) used.add(doc);
        }
        count(collection, used, wanted, false, tally);
        return parseAll(used);
    }

    /**
     * Like {@link #byKeyLimited} for a query sorted by {@code order}: the first {@code perKey} by it
     * for each key, counted as what the query returns (docs/counting-rules.md "Ordering and feeds").
     */
    List<ObjectNode> byKeyFirst(String collection, IndexedPath path, Collection<String> keys, int perKey, String keyField,
                                Ordering order, ReturnedFields wanted, Tally tally) {
        List<String> docs = returning(collection, wanted, false, () -> path == null ? docsByIds(collection, keys)
                : prefetchedOr(collection, path, keys, () -> store.byKeyFirst(collection, path, keys, perKey, order)));
        List<ObjectNode> first = FirstBy.perKey(parseAll(docs), n -> n,
                n -> keyOf(n, keyField), order, perKey);
        count(collection, first.stream().map(StoreReads::write).toList(), wanted, false, tally);
        return first;
    }

    /**
     * The documents {@code lookup} reads of {@code collection}, its request naming the fields a read asking for
     * {@code wanted} gets back, where it names any ({@link EncodedSize#projected}): the request sends that projection
     * where the source can, and {@link #count} sizes the same fields.
     */
    private List<String> returning(String collection, ReturnedFields wanted, boolean pointRead, Supplier<List<String>> lookup) {
        List<String> fields = sizes.projected(collection, wanted, pointRead);
        return fields.isEmpty() ? lookup.get() : store.projected(fields, lookup);
    }

    /** The value at {@code keyPath} ({@code postId}, or {@code author.id} in an extended reference's copy) as text. */
    /**
     * True when the link at {@code keyPath} in {@code node} names one of {@code wanted}: a single id, or an id among an
     * array's ({@code notes[]}: a line listing its notes' ids, decision 0573), or among its items' ({@code tags[].id}).
     */
    private static boolean holdsAny(ObjectNode node, String keyPath, Set<String> wanted) {
        List<JsonNode> at = List.of(node);
        for (String part : keyPath.split("\\.")) {
            boolean array = part.endsWith("[]");
            String name = array ? part.substring(0, part.length() - 2) : part;
            List<JsonNode> next = new ArrayList<>();
            for (JsonNode n : at) {
                JsonNode value = n.path(name);
                if (array && value.isArray()) value.forEach(next::add);
                else next.add(value);
            }
            at = next;
        }
        for (JsonNode n : at) if (wanted.contains(n.asText())) return true;
        return false;
    }

    private static String keyOf(ObjectNode node, String keyPath) {
        JsonNode at = node;
        for (String part : keyPath.split("\\.")) at = at.path(part);
        return at.asText();
    }

    static ObjectNode parse(String json) {
        try {
            return (ObjectNode) JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored document is not JSON: " + e.getOriginalMessage(), e);
        }
    }

    static List<ObjectNode> parseAll(List<String> docs) {
        List<ObjectNode> nodes = new ArrayList<>(docs.size());
        for (String d : docs) nodes.add(parse(d));
        return nodes;
    }

    static String write(ObjectNode node) {
        return node.toString();
    }
}
