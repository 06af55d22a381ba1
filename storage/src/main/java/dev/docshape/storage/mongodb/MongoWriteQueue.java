package dev.docshape.storage.mongodb;

import com.mongodb.client.model.BulkWriteOptions;
import com.mongodb.client.model.DeleteOneModel;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.InsertOneModel;
import com.mongodb.client.model.ReplaceOneModel;
import com.mongodb.client.model.WriteModel;
import org.bson.Document;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A trial's writes on MongoDB: those of one collection in a row go as one bulk write, as an application sends "update
 * these documents"; what the trial inserted and deleted is remembered so that {@link #undo} can put the data back.
 */
final class MongoWriteQueue {
    private final MongoConnection mongo;
    private final List<WriteModel<Document>> pending = new ArrayList<>();
    private String pendingCollection;
    private final Map<String, List<Object>> inserted = new LinkedHashMap<>();
    private final Map<String, List<Document>> deleted = new LinkedHashMap<>();

    MongoWriteQueue(MongoConnection mongo) {
        this.mongo = mongo;
    }

    void insert(String collection, Document doc) {
        queue(collection, new InsertOneModel<>(doc));
        inserted.computeIfAbsent(collection, k -> new ArrayList<>()).add(doc.get("_id"));
    }

    /** Writes back the document as it was read. */
    void replace(String collection, Document original) {
        queue(collection, new ReplaceOneModel<>(Filters.eq("_id", original.get("_id")), original));
    }

    void delete(String collection, Document original) {
        queue(collection, new DeleteOneModel<>(Filters.eq("_id", original.get("_id"))));
        deleted.computeIfAbsent(collection, k -> new ArrayList<>()).add(original);
    }

    private void queue(String collection, WriteModel<Document> write) {
        if (pendingCollection != null && !pendingCollection.equals(collection)) flush();
        pendingCollection = collection;
        pending.add(write);
    }

    /** Sends the queued writes of one collection as one bulk write; false when none were queued. */
    boolean flush() {
        if (pending.isEmpty()) return false;
        String collection = pendingCollection;
        List<WriteModel<Document>> writes = new ArrayList<>(pending);
        pending.clear();
        pendingCollection = null;
        mongo.call("writing collection '" + collection + "'", () -> mongo.database().getCollection(collection)
                .bulkWrite(writes, new BulkWriteOptions().ordered(true).bypassDocumentValidation(true)));
        return true;
    }

    /** Removes what was inserted and restores what was deleted, uncounted; the queue must have been flushed. */
    void undo() {
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
}
