package dev.docshape.storage.mongodb;

import com.mongodb.MongoClientSettings;
import com.mongodb.client.FindIterable;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.Sorts;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.storage.sample.DocumentJson;
import dev.docshape.storage.store.CollectionSpec;
import dev.docshape.storage.store.DocumentWrites;
import dev.docshape.storage.store.IndexedPath;
import org.bson.BsonDocument;
import org.bson.Document;
import org.bson.conversions.Bson;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The pattern runners' reads and writes as real MongoDB commands: a lookup is one {@code find} with
 * {@code $in}, the writes of one collection in a row are one bulk write (as an application sends
 * "update these documents"), sent before the next read. Documents keep their BSON form here: a
 * replace writes back the document read, so ids stay ObjectIds. {@link #undo} removes what a trial
 * inserted and restores what it deleted, without being counted.
 */
final class MongoDocuments implements DocumentWrites {
    private static final int BATCH_SIZE = 10_000;

    private final MongoConnection mongo;
    private final boolean countReads;
    private final CoLocatedCollections coLocated;
    private final DocumentJson json = BsonDocuments.plainWriter();
    private final Map<String, Map<String, Document>> read = new LinkedHashMap<>();
    private final MongoWriteQueue writes;
    private int requests;
    /** How deep inside {@link #uncounted} the runner is. */
    private int uncounted;
    /** The fields the requests being sent name ({@link #projected}); empty: whole documents. */
    private List<String> returnedFields = List.of();
    /** The BSON bytes of the documents counted reads found that their projections left on the server. */
    private long bytesNotReturned;

    /**
     * @param countReads false for a write pattern: its lookups only find what to write (an
     *                   application addresses the documents in the update itself), so they are
     *                   sent uncounted
     */
    MongoDocuments(MongoConnection mongo, boolean countReads) {
        this(mongo, countReads, CoLocatedCollections.NONE);
    }

    /** @param coLocated where each collection's documents are: co-located ones in their container, with their type */
    MongoDocuments(MongoConnection mongo, boolean countReads, CoLocatedCollections coLocated) {
        this.mongo = mongo;
        this.countReads = countReads;
        this.coLocated = coLocated;
        this.writes = new MongoWriteQueue(mongo);
    }

    @Override
    public List<String> byIds(String collection, Collection<String> ids) {
        return find(collection, Filters.in("_id", BsonDocuments.idValues(ids)), 0);
    }

    /**
     * The parents and their co-located children as the application asks for them: one {@code find} on the container,
     * {@code {$or: [{type: "Order", _id: {$in: ids}}, {type: "OrderLine", orderId: {$in: ids}}]}}, the answer split by
     * the type field (docs/counting-rules.md "Co-location").
     */
    @Override
    public Map<String, List<String>> withCoLocated(String collection, Collection<String> ids, Map<String, IndexedPath> members) {
        return withCoLocated(collection, ids, members, 0);
    }

    /**
     * With {@code first} children of one parent: the same find sorted by the type field, in the direction that puts
     * the parent first ({@link CoLocation#parentFirst}), then by {@code _id} (the first written), and limited to the
     * parent and {@code first} children, as the query templates write it.
     */
    @Override
    public Map<String, List<String>> withCoLocated(String collection, Collection<String> ids, Map<String, IndexedPath> members, int first) {
        Optional<CoLocatedCollections.Find> find = coLocated.withMembers(collection, BsonDocuments.idValues(ids), members, first);
        if (find.isEmpty()) return DocumentWrites.super.withCoLocated(collection, ids, members);
        CoLocatedCollections.Find f = find.get();
        List<Document> docs = sentWhole(f.container(), f.filter(), f.limit(), f.sort());
        Map<String, List<String>> split = new LinkedHashMap<>();
        for (String c : f.collections()) split.put(c, new ArrayList<>());
        for (Document d : docs) {
            String c = f.byType().get(d.getString(f.typeField()));
            if (c != null) split.get(c).add(remember(c, d));
        }
        return split;
    }

    @Override
    public List<String> byKey(String collection, IndexedPath path, Collection<String> keys) {
        return find(collection, Filters.in(path.mongoPath(), BsonDocuments.idValues(keys)), 0);
    }

    @Override
    public List<String> byKeyLimited(String collection, IndexedPath path, Collection<String> keys, int perKey) {
        // one key: the query an application sends, with its limit; several: every match, the caller keeps the first ones
        return find(collection, Filters.in(path.mongoPath(), BsonDocuments.idValues(keys)), keys.size() == 1 ? perKey : 0);
    }

    /**
     * One key: the find the templates send, sorted by the order's field, ties by {@code _id}, and limited (docs/exports.md);
     * several: every match, the caller keeps the first of each.
     */
    @Override
    public List<String> byKeyFirst(String collection, IndexedPath path, Collection<String> keys, int perKey, Ordering order) {
        if (keys.size() != 1 || perKey <= 0) return byKey(collection, path, keys);
        return find(collection, Filters.in(path.mongoPath(), BsonDocuments.idValues(keys)), perKey, sortBy(order));
    }

    /** One find on the ids, sorted by the order's field, ties by {@code _id}, and limited (decision 0407). */
    @Override
    public List<String> byIdsFirst(String collection, Collection<String> ids, int first, Ordering order) {
        if (first <= 0) return byIds(collection, ids);
        return find(collection, Filters.in("_id", BsonDocuments.idValues(ids)), first, sortBy(order));
    }

    /** The order's sort, ties broken by id as the sample store's measure breaks them ({@code FirstBy}). */
    private static Bson sortBy(Ordering order) {
        return Sorts.orderBy(order.descending() ? Sorts.descending(order.field()) : Sorts.ascending(order.field()), Sorts.ascending("_id"));
    }

    @Override
    public List<String> byKeyNewest(String collection, IndexedPath path, Collection<String> keys, int newest) {
        // one key: the newest documents (ids grow with insertion), sorted back to insertion order
        if (keys.size() != 1 || newest <= 0) return byKey(collection, path, keys);
        List<String> docs = find(collection, Filters.in(path.mongoPath(), BsonDocuments.idValues(keys)), newest, Sorts.descending("_id"));
        java.util.Collections.reverse(docs);
        return docs;
    }

    /**
     * The aggregate the templates send for one parent's first {@code first} children over its buckets
     * ({@link MongoPipelines#firstItems}, decision 0524), counted as sent: the buckets it reaches into, each holding only
     * the items taken. Those buckets are read again whole, uncounted, and what the server left out counts as read.
     */
    @Override
    public List<String> byKeyFirstItems(String collection, IndexedPath path, String key, String items, int first) {
        String stored = coLocated.stored(collection);
        List<Bson> pipeline = MongoPipelines.firstItems(coLocated.ofType(collection, Filters.eq(path.mongoPath(), BsonDocuments.idValue(key))), items, first);
        List<Document> sent = sent(() -> mongo.call("reading collection '" + stored + "'",
                () -> mongo.database().getCollection(stored).aggregate(pipeline).into(new ArrayList<>())));
        List<Object> ids = new ArrayList<>(sent.size());
        for (Document d : sent) ids.add(d.get("_id"));
        List<Document> whole = mongo.counter().paused(() -> run(stored, Filters.in("_id", ids), 0, Sorts.ascending("_id"), null));
        if (counting()) bytesNotReturned += Math.max(0, bsonBytes(whole) - bsonBytes(sent));
        List<String> texts = new ArrayList<>(whole.size());
        for (Document d : whole) texts.add(remember(collection, d));
        return texts;
    }

    @Override
    public <T> T uncounted(Supplier<T> lookups) {
        uncounted++;
        try {
            return mongo.counter().paused(lookups);
        } finally {
            uncounted--;
        }
    }

    /**
     * Finds sent meanwhile name {@code fields} in a projection, as the exported queries do, and the server's reply is what
     * the command monitoring counts as returned; the runner is handed the whole documents, read again uncounted, and
     * what the projection left out counts as read ({@link #bytesNotReturned}).
     */
    @Override
    public <T> T projected(List<String> fields, Supplier<T> lookups) {
        List<String> outer = returnedFields;
        returnedFields = List.copyOf(fields);
        try {
            return lookups.get();
        } finally {
            returnedFields = outer;
        }
    }

    /**
     * The BSON bytes of the documents the counted finds matched that their projections did not send back: with the bytes
     * the server sent, the bytes of the documents read (docs/counting-rules.md "Projections and counts on includes").
     */
    long bytesNotReturned() {
        return bytesNotReturned;
    }

    /** The requests the runner made: lookups it counts and bulk writes; the driver may split one into several commands. */
    int requests() {
        return requests;
    }

    private List<String> find(String collection, Bson filter, int limit) {
        return find(collection, filter, limit, null);
    }

    private List<String> find(String collection, Bson filter, int limit, Bson sort) {
        List<Document> docs = send(coLocated.stored(collection), coLocated.ofType(collection, filter), limit, sort);
        List<String> texts = new ArrayList<>(docs.size());
        for (Document d : docs) texts.add(remember(collection, d));
        return texts;
    }

    /**
     * One find on a collection as it is stored (a container for co-located ones), counted unless the runner said not to,
     * with the projection of {@link #projected} when counted; the whole documents it matched are returned.
     */
    private List<Document> send(String stored, Bson filter, int limit, Bson sort) {
        if (returnedFields.isEmpty() || !counting()) return sent(() -> run(stored, filter, limit, sort, null));
        Bson fields = Projections.include(returnedFields);
        List<Document> returned = sent(() -> run(stored, filter, limit, sort, fields));
        List<Document> whole = mongo.counter().paused(() -> run(stored, filter, limit, sort, null));
        bytesNotReturned += Math.max(0, bsonBytes(whole) - bsonBytes(returned));
        return whole;
    }

    /** One find returning whole documents: a container's parents and co-located children, whose types differ in their fields. */
    private List<Document> sentWhole(String stored, Bson filter, int limit, Bson sort) {
        return sent(() -> run(stored, filter, limit, sort, null));
    }

    private static long bsonBytes(List<Document> docs) {
        long bytes = 0;
        for (Document d : docs) bytes += CommandCounter.size(d.toBsonDocument(BsonDocument.class, MongoClientSettings.getDefaultCodecRegistry()));
        return bytes;
    }

    /**
     * The count the exported templates send (decision 0422, docs/exports.md "Counts along arrays"): one {@code aggregate}
     * grouping the documents holding a key by that key, an array of ids unwound first; the keys' counts are added up here.
     * A document holding one of the keys in one field or once in its array of ids is one link of that key.
     */
    @Override
    public long countByKey(String collection, IndexedPath path, Collection<String> keys) {
        return countItemsByKey(collection, path, keys);
    }

    /**
     * One {@code aggregate}, {@code [{$match: {path: {$in: keys}}}, {$group: {_id: "$path", n: {$sum: "$field"}}}]}: the
     * buckets' item counts added up per parent on the server, the request the exported templates send (decision 0409,
     * docs/exports.md "Counts along arrays"); the parents' sums are added up here, no document read back.
     */
    @Override
    public long sumByKey(String collection, IndexedPath path, Collection<String> keys, String field) {
        return addedUp(collection, "summing", MongoPipelines.summing(coLocated.ofType(collection, Filters.in(path.mongoPath(), BsonDocuments.idValues(keys))),
                path.mongoPath(), field));
    }

    /**
     * One {@code aggregate}: the documents by the (multikey) index, each array along the path unwound, the items holding a
     * key matched again and counted per key ({@code $match}, {@code $unwind}..., {@code $match}, {@code $group}; a path
     * through no array: {@code $match}, {@code $group}), the request the exported templates send (docs/exports.md "Counts
     * along arrays"); the keys' counts are added up here.
     */
    @Override
    public long countItemsByKey(String collection, IndexedPath path, Collection<String> keys) {
        Bson holding = Filters.in(path.mongoPath(), BsonDocuments.idValues(keys));
        return addedUp(collection, "counting items", MongoPipelines.countingItems(coLocated.ofType(collection, holding), holding, path));
    }

    /**
     * One {@code aggregate}: the documents by id, the array unwound, grouped by id ({@code $match}, {@code $unwind},
     * {@code $group}), the request the exported templates send (decision 0423); the documents' counts are added up here.
     */
    @Override
    public long countLinksIn(String collection, Collection<String> ids, String field) {
        return addedUp(collection, "counting links", MongoPipelines.countingLinks(coLocated.ofType(collection, Filters.in("_id", BsonDocuments.idValues(ids))), field));
    }

    /** Sends a pipeline ending in a {@code $group} per key and adds up the groups' {@code n}. */
    private long addedUp(String collection, String doing, List<Bson> pipeline) {
        String stored = coLocated.stored(collection);
        List<Document> groups = sent(() -> mongo.call(doing + " in collection '" + stored + "'",
                () -> mongo.counter().value(() -> mongo.database().getCollection(stored).aggregate(pipeline).into(new ArrayList<>()))));
        long n = 0;
        for (Document g : groups) if (g.get("n") instanceof Number count) n += count.longValue();
        return n;
    }

    /** Sends one request after the pending writes, counted unless the runner said not to. */
    private <T> T sent(Supplier<T> request) {
        flush();
        boolean counted = counting();
        if (counted) requests++;
        return counted ? request.get() : mongo.counter().paused(request);
    }

    private boolean counting() {
        return countReads && uncounted == 0;
    }

    /** Keeps the document read from {@code collection} for a replace or delete, and returns its plain JSON. */
    private String remember(String collection, Document d) {
        read.computeIfAbsent(collection, k -> new LinkedHashMap<>()).put(BsonDocuments.idText(d.get("_id")), d);
        return BsonDocuments.toPlainJson(d, json);
    }

    private List<Document> run(String collection, Bson filter, int limit, Bson sort, Bson fields) {
        return mongo.call("reading collection '" + collection + "'", () -> {
            FindIterable<Document> find = mongo.database().getCollection(collection).find(filter).batchSize(BATCH_SIZE);
            if (fields != null) find = find.projection(fields);
            if (sort != null) find = find.sort(sort);
            if (limit > 0) find = find.limit(limit);
            return find.into(new ArrayList<>());
        });
    }

    @Override
    public int insert(String collection, String id, String jsonText) {
        Document doc = Document.parse(jsonText);
        Object idValue = BsonDocuments.idValue(id);
        doc.put("_id", idValue);
        CollectionSpec spec = coLocated.spec(collection);
        // a co-located document carries its type, as the sample store and push write it
        if (spec != null) doc.put(spec.typeField(), spec.typeValue());
        writes.insert(coLocated.stored(collection), doc);
        return 1;
    }

    @Override
    public int replace(String collection, String id, String jsonText) {
        Document original = read.getOrDefault(collection, Map.of()).get(id);
        if (original == null) return 0;
        writes.replace(coLocated.stored(collection), original);
        return 1;
    }

    @Override
    public int delete(String collection, String id) {
        Document original = read.getOrDefault(collection, Map.of()).get(id);
        if (original == null) return 0;
        writes.delete(coLocated.stored(collection), original);
        return 1;
    }

    /** The writes queued since the last request are one bulk write, even where the next request writes the same collection. */
    @Override
    public void endRequest() {
        flush();
    }

    /** Sends the queued writes of one collection as one bulk write. */
    void flush() {
        if (writes.flush()) requests++;
    }

    /** Undoes the trial's inserts and deletes, uncounted. Replaces wrote back what was read, so they need nothing. */
    void undo() {
        flush();
        writes.undo();
    }

}
