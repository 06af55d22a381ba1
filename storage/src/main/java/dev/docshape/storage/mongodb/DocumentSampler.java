package dev.docshape.storage.mongodb;

import com.mongodb.MongoCommandException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Aggregates;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.conversions.Bson;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Draws up to N documents of a collection at random with {@code $sample}; where the server does
 * not offer {@code $sample} (an older server, a view), reads the first N with a bounded
 * {@code find} instead and says so. Documents stay raw BSON, so their sizes are the real ones and
 * memory is bounded by N.
 */
final class DocumentSampler {
    private DocumentSampler() {
    }

    /** What was read, and a note when it is not a random sample. */
    record Sample(List<RawBsonDocument> documents, String note) {
    }

    static Sample sample(MongoConnection mongo, String collectionName, int n) {
        List<RawBsonDocument> docs = new ArrayList<>();
        String note = sample(mongo, collectionName, n, docs::add);
        return new Sample(docs, note);
    }

    /** Streams the sample to {@code sink}; returns a note when it fell back to the first N documents, else null. */
    static String sample(MongoConnection mongo, String collectionName, int n, Consumer<RawBsonDocument> sink) {
        return sample(mongo, collectionName, new Document(), n, sink);
    }

    /** Like {@link #sample(MongoConnection, String, int, Consumer)}, drawn from the documents matching {@code filter} only. */
    static String sample(MongoConnection mongo, String collectionName, Bson filter, int n, Consumer<RawBsonDocument> sink) {
        if (n < 1) throw new IllegalArgumentException("the sample size must be at least 1, was " + n);
        MongoCollection<RawBsonDocument> collection = mongo.database().getCollection(collectionName, RawBsonDocument.class);
        try {
            mongo.call("sampling collection '" + collectionName + "'", () -> {
                collection.aggregate(List.of(Aggregates.match(filter), Aggregates.sample(n))).allowDiskUse(true).forEach(sink);
                return null;
            });
            return null;
        } catch (MongoProblem e) {
            if (!(e.getCause() instanceof MongoCommandException refused)) throw e;
            mongo.call("reading collection '" + collectionName + "'", () -> {
                collection.find(filter).limit(n).forEach(sink);
                return null;
            });
            return "the server refused $sample for '" + collectionName + "' (" + refused.getErrorMessage() + "), so the first " + n
                    + " documents were read instead of a random sample";
        }
    }
}
