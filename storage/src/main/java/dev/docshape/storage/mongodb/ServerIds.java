package dev.docshape.storage.mongodb;

import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Projections;
import dev.docshape.storage.imports.infer.CollectionInference;
import dev.docshape.storage.store.Progress;
import org.bson.Document;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where a collection was sampled only in part, a reference to it cannot be judged on the sampled
 * {@code _id}s alone: most referenced documents were not drawn. So the server is asked which of
 * the other collections' candidate values ({@link IdCandidates}) are {@code _id}s of that
 * collection ({@code find({_id: {$in: [...]}})}, only the {@code _id} returned), and those ids are
 * added to its inference. Bounded: at most {@value IdCandidates#MAX_VALUES} values per field and
 * query, and {@value #MAX_QUERIES} queries per import.
 */
final class ServerIds {
    static final int MAX_QUERIES = 2_000;

    private ServerIds() {
    }

    /**
     * @param candidates per collection, its fields' candidate values
     * @param partial    the collections sampled only in part, with their inference
     * @return a note when the query budget ran out, else null
     */
    static String complete(MongoConnection mongo, Map<String, IdCandidates> candidates, Map<String, CollectionInference> partial,
                           Progress progress) {
        int queries = 0;
        int done = 0;
        for (Map.Entry<String, CollectionInference> target : partial.entrySet()) {
            progress.step("checking references to " + target.getKey() + " on the server", done++, partial.size());
            var collection = mongo.database().getCollection(target.getKey());
            for (Map.Entry<String, IdCandidates> source : candidates.entrySet()) {
                for (Map.Entry<String, List<Object>> field : source.getValue().values().entrySet()) {
                    if (!source.getValue().typedIds(field.getKey()) && !namedLikeAReference(field.getKey(), target.getKey())) continue;
                    if (queries++ >= MAX_QUERIES) {
                        return "references were checked on the server for the first " + MAX_QUERIES
                                + " fields and collections only; the rest by the ids seen in the sample";
                    }
                    List<Object> values = field.getValue();
                    mongo.call("looking up " + source.getKey() + "." + field.getKey() + " values among the _id values of '"
                            + target.getKey() + "'", () -> {
                        collection.find(Filters.in("_id", values)).projection(Projections.include("_id")).batchSize(values.size())
                                .forEach((Document d) -> target.getValue().acceptId(BsonDocuments.toSample(d).get("_id")));
                        return null;
                    });
                }
            }
        }
        return null;
    }

    /**
     * Strings and numbers are other documents' ids only by agreement, so they are looked up when
     * the field's name says so ({@code customerId}, {@code author_ids}, {@code tagRefs}) or names the
     * collection ({@code customer} for {@code customers}).
     */
    static boolean namedLikeAReference(String field, String collection) {
        String f = field.toLowerCase(Locale.ROOT);
        if (f.endsWith("id") || f.endsWith("ids") || f.endsWith("ref") || f.endsWith("refs") || f.endsWith("key")) return true;
        String c = collection.toLowerCase(Locale.ROOT);
        String singular = c.endsWith("s") && c.length() > 1 ? c.substring(0, c.length() - 1) : c;
        return f.contains(singular);
    }
}
