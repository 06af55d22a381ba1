package dev.docshape.storage.mongodb;

import com.mongodb.client.FindIterable;
import com.mongodb.client.model.BulkWriteOptions;
import com.mongodb.client.model.DeleteOneModel;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.InsertOneModel;
import com.mongodb.client.model.ReplaceOneModel;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.WriteModel;
import dev.docshape.storage.sample.DocumentJson;
import dev.docshape.storage.store.DocumentWrites;
import dev.docshape.storage.store.IndexedPath;
import org.bson.Document;
import org.bson.conversions.Bson;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
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
    private final DocumentJson json = BsonDocuments.plainWriter();
    private final Map<String, Map<String, Document>> read = new LinkedHashMap<>();
    private final List<WriteModel<Document>> pending = new ArrayList<>();
    private String pendingCollection;
    private int requests;
    /** How deep inside {@link #uncounted} the runner is. */
    private int uncounted;
    private final Map<String, List<Object>> inserted = new LinkedHashMap<>();
    private final Map<String, List<Document>> deleted = new LinkedHashMap<>();

    /**
     * @param countReads false for a write pattern: its lookups only find what to write (an
     *                   application addresses the documents in the update itself), so they are
     *                   sent uncounted
     */
    MongoDocuments(MongoConnection mongo, boolean countReads) {
        this.mongo = mongo;
        this.countReads = countReads;
    }

    @Override
    public List<String> byIds(String collection, Collection<String> ids) {
        return find(collection, Filters.in("_id", values(ids)), 0);
    }

    @Override
    public List<String> byKey(String collection, IndexedPath path, Collection<String> keys) {
        return find(collection, Filters.in(path.mongoPath(), values(keys)), 0);
    }

    @Override
    public List<String> byKeyLimited(String collection, IndexedPath path, Collection<String> keys, int perKey) {
        // one key: the query an application sends, with its limit; several: every match, the caller keeps the first ones
        return find(collection, Filters.in(path.mongoPath(), values(keys)), keys.size() == 1 ? perKey : 0);
    }

    @Override
    public List<String> byKeyNewest(String collection, IndexedPath path, Collection<String> keys, int newest) {
        // one key: the newest documents (ids grow with insertion), sorted back to insertion order
        if (keys.size() != 1 || newest <= 0) return byKey(collection, path, keys);
        List<String> docs = find(collection, Filters.in(path.mongoPath(), values(keys)), newest, Sorts.descending("_id"));
        java.util.Collections.reverse(docs);
        return docs;
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

    /** The requests the runner made: lookups it counts and bulk writes; the driver may split one into several commands. */
    int requests() {
        return requests;
    }

    private List<String> find(String collection, Bson filter, int limit) {
        return find(collection, filter, limit, null);
    }

    private List<String> find(String collection, Bson filter, int limit, Bson sort) {
        flush();
        boolean counted = countReads && uncounted == 0;
        if (counted) requests++;
        List<Document> docs = counted ? run(collection, filter, limit, sort) : mongo.counter().paused(() -> run(collection, filter, limit, sort));
        Map<String, Document> cache = read.computeIfAbsent(collection, k -> new LinkedHashMap<>());
        List<String> texts = new ArrayList<>(docs.size());
        for (Document d : docs) {
            String text = BsonDocuments.toPlainJson(d, json);
            cache.put(idText(d.get("_id")), d);
            texts.add(text);
        }
        return texts;
    }

    private List<Document> run(String collection, Bson filter, int limit, Bson sort) {
        return mongo.call("reading collection '" + collection + "'", () -> {
            FindIterable<Document> find = mongo.database().getCollection(collection).find(filter).batchSize(BATCH_SIZE);
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
        queue(collection, new InsertOneModel<>(doc));
        inserted.computeIfAbsent(collection, k -> new ArrayList<>()).add(idValue);
        return 1;
    }

    @Override
    public int replace(String collection, String id, String jsonText) {
        Document original = read.getOrDefault(collection, Map.of()).get(id);
        if (original == null) return 0;
        queue(collection, new ReplaceOneModel<>(Filters.eq("_id", original.get("_id")), original));
        return 1;
    }

    @Override
    public int delete(String collection, String id) {
        Document original = read.getOrDefault(collection, Map.of()).get(id);
        if (original == null) return 0;
        queue(collection, new DeleteOneModel<>(Filters.eq("_id", original.get("_id"))));
        deleted.computeIfAbsent(collection, k -> new ArrayList<>()).add(original);
        return 1;
    }

    private void queue(String collection, WriteModel<Document> write) {
        if (pendingCollection != null && !pendingCollection.equals(collection)) flush();
        pendingCollection = collection;
        pending.add(write);
    }

    /** Sends the queued writes of one collection as one bulk write. */
    void flush() {
        if (pending.isEmpty()) return;
        String collection = pendingCollection;
        List<WriteModel<Document>> writes = new ArrayList<>(pending);
        pending.clear();
        pendingCollection = null;
        requests++;
        mongo.call("writing collection '" + collection + "'", () -> mongo.database().getCollection(collection)
                .bulkWrite(writes, new BulkWriteOptions().ordered(true).bypassDocumentValidation(true)));
    }

    /** Undoes the trial's inserts and deletes, uncounted. Replaces wrote back what was read, so they need nothing. */
    void undo() {
        flush();
        mongo.counter().paused(() -> {
            inserted.forEach((collection, ids) -> mongo.call("undoing the trial in '" + collection + "'",
                    () -> mongo.database().getCollection(collection).deleteMany(Filters.in("_id", ids))));
            deleted.forEach((collection, docs) -> mongo.call("undoing the trial in '" + collection + "'",
                    () -> mongo.database().getCollection(collection).insertMany(docs)));
            return null;
        });
        inserted.clear();
        deleted.clear();
    }

    private static List<Object> values(Collection<String> ids) {
        List<Object> values = new ArrayList<>(ids.size());
        for (String id : new LinkedHashSet<>(ids)) values.add(BsonDocuments.idValue(id));
        return values;
    }

    private static String idText(Object id) {
        return id instanceof org.bson.types.ObjectId o ? o.toHexString() : String.valueOf(id);
    }
}
