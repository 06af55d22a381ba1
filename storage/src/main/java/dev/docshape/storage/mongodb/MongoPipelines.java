package dev.docshape.storage.mongodb;

import com.mongodb.client.model.Accumulators;
import com.mongodb.client.model.Aggregates;
import com.mongodb.client.model.Sorts;
import dev.docshape.storage.store.IndexedPath;
import org.bson.Document;
import org.bson.conversions.Bson;

import java.util.ArrayList;
import java.util.List;

/** The aggregation pipelines the pattern runners send, as the exported templates write them (docs/exports.md). */
final class MongoPipelines {
    private MongoPipelines() {
    }

    /** {@code [{$match}, {$group: {_id: "$path", n: {$sum: "$field"}}}]}: a parent's buckets' item counts added up (decision 0409). */
    static List<Bson> summing(Bson match, String path, String field) {
        return List.of(Aggregates.match(match), Aggregates.group("$" + path, Accumulators.sum("n", "$" + field)));
    }

    /**
     * The documents by the (multikey) index, each array along the path unwound, the items holding a key matched again
     * and counted per key ({@code $match}, {@code $unwind}..., {@code $match}, {@code $group}; through no array:
     * {@code $match}, {@code $group}).
     */
    static List<Bson> countingItems(Bson match, Bson holding, IndexedPath path) {
        List<Bson> pipeline = new ArrayList<>();
        pipeline.add(Aggregates.match(match));
        StringBuilder array = new StringBuilder();
        for (String segment : path.path().split("\\.")) {
            if (array.length() > 0) array.append('.');
            array.append(segment.replace("[]", ""));
            if (segment.endsWith("[]")) pipeline.add(Aggregates.unwind("$" + array));
        }
        if (pipeline.size() > 1) pipeline.add(Aggregates.match(holding));
        pipeline.add(Aggregates.group("$" + path.mongoPath(), Accumulators.sum("n", 1)));
        return pipeline;
    }

    /** The documents by id, the array unwound, grouped by id (decision 0423). */
    static List<Bson> countingLinks(Bson match, String field) {
        return List.of(Aggregates.match(match), Aggregates.unwind("$" + field), Aggregates.group("$_id", Accumulators.sum("n", 1)));
    }

    /**
     * One parent's buckets newest id first, their {@code items} unwound, the first {@code first}, grouped back into their
     * buckets, newest first: the buckets the first N reach into, holding only those (decision 0524). The other fields of
     * a bucket are taken as stored; {@code $$ROOT} gives them without naming each.
     */
    static List<Bson> firstItems(Bson match, String items, int first) {
        return List.of(Aggregates.match(match), Aggregates.sort(Sorts.descending("_id")), Aggregates.unwind("$" + items),
                Aggregates.limit(first),
                Aggregates.group("$_id", Accumulators.first("bucket", "$$ROOT"), Accumulators.push(items, "$" + items)),
                Aggregates.replaceRoot(new Document("$mergeObjects", List.of("$bucket", new Document(items, "$" + items)))),
                Aggregates.sort(Sorts.descending("_id")));
    }
}
