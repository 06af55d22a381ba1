package dev.docshape.storage.mongodb;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.InsertManyOptions;
import com.mongodb.client.model.ValidationAction;
import com.mongodb.client.model.ValidationLevel;
import com.mongodb.client.model.ValidationOptions;
import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.export.CoLocatedExport;
import dev.docshape.storage.export.MongoValidators;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.ObjectId;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.CollectionSpec;
import dev.docshape.storage.store.IndexedPath;
import dev.docshape.storage.store.Progress;
import org.bson.Document;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Creates a design's collections in a MongoDB database, with the validators and indexes the export
 * writes ({@link MongoValidators}, the sample layout's indexed paths), and loads the sample data.
 * Works only in the connection's database; refuses a database that holds collections unless told
 * to replace them.
 */
public final class MongoPush {
    private static final int BATCH = 1_000;

    private MongoPush() {
    }

    /** What was created: per collection its documents and indexes. */
    public record Result(String database, Map<String, Long> documents, Map<String, List<String>> indexes, List<String> dropped) {
        public long totalDocuments() {
            return documents.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    /**
     * The push was cancelled (its progress listener threw): what had been loaded by then. The
     * database keeps it; pushing again with replace starts over.
     */
    public static final class Interrupted extends java.util.concurrent.CancellationException {
        private final transient Result loaded;

        Interrupted(Result loaded) {
            super("interrupted");
            this.loaded = loaded;
        }

        /** The collections created and the documents loaded into each before the interruption. */
        public Result loaded() {
            return loaded;
        }
    }

    /**
     * @param replace drop the collections the database holds first (only in this database)
     * @throws MongoProblem when the database is not empty and {@code replace} is false, or a command fails
     * @throws Interrupted   when {@code progress} cancelled the push (after it had dropped or loaded something)
     */
    public static Result push(Project project, String designName, SampleOptions options, MongoConnection mongo, boolean replace, Progress progress) {
        Progress report = progress == null ? Progress.NONE : progress;
        Design design = SampleData.design(project, designName);
        Projection projection = Projector.project(project.model(), design);
        SampleGenerator generator = SampleGenerator.of(project.model(), design, projection, options);
        MongoDatabase db = mongo.database();
        List<String> existing = mongo.call("listing collections", () -> db.listCollectionNames().into(new ArrayList<>()));
        existing.removeIf(name -> name.startsWith("system."));
        if (!existing.isEmpty() && !replace) {
            throw new MongoProblem(mongo.settings().where() + " is not empty (" + existing.size() + " collections: "
                    + String.join(", ", existing.subList(0, Math.min(5, existing.size()))) + (existing.size() > 5 ? ", …" : "")
                    + "); push into an empty database, or add --replace to drop its collections first");
        }
        for (String name : existing) {
            report.update("dropping " + name, 0, 0);
            mongo.call("dropping collection '" + name + "'", () -> {
                db.getCollection(name).drop();
                return null;
            });
        }
        Map<String, CollectionSpec> layout = new LinkedHashMap<>();
        for (CollectionSpec spec : generator.layout()) layout.put(spec.name(), spec);
        Map<String, Long> documents = new LinkedHashMap<>();
        Map<String, List<String>> indexes = new LinkedHashMap<>();
        long total = generator.documentCount();
        long[] written = {0};
        try {
            load(project, design, projection, generator, mongo, layout, documents, indexes, total, written, report);
        } catch (java.util.concurrent.CancellationException e) {
            throw new Interrupted(new Result(mongo.settings().database(), documents, indexes, existing));
        }
        report.update("done", written[0], total);
        return new Result(mongo.settings().database(), documents, indexes, existing);
    }

    /**
     * Creates and fills each collection; the documents of co-located children go into their parent's
     * collection with the type field, under a validator that accepts each by its type
     * (docs/counting-rules.md "Co-location"), as the export writes them.
     */
    private static void load(Project project, Design design, Projection projection, SampleGenerator generator, MongoConnection mongo,
                             Map<String, CollectionSpec> layout, Map<String, Long> documents, Map<String, List<String>> indexes,
                             long total, long[] written, Progress report) {
        MongoDatabase db = mongo.database();
        CoLocations coLocations = CoLocations.of(project.model(), design, projection);
        for (CollectionShape shape : projection.collections()) {
            String name = shape.name();
            CoLocation group = coLocations.of(name).orElse(null);
            if (group != null && !group.container().equals(name)) continue;
            report.update("creating " + name, written[0], total);
            documents.put(name, 0L);
            createCollection(mongo, db, name, group == null ? MongoValidators.validator(project.model(), shape)
                    : CoLocatedExport.validator(project.model(), group, projection));
            MongoCollection<Document> collection = db.getCollection(name);
            List<String> created = new ArrayList<>();
            for (IndexedPath path : indexedPaths(layout, name, group)) {
                created.add(mongo.call("creating index " + path.mongoPath() + " on '" + name + "'",
                        () -> collection.createIndex(Indexes.ascending(path.mongoPath()), new IndexOptions())));
            }
            indexes.put(name, created);
            List<Document> batch = new ArrayList<>(BATCH);
            long[] count = {0};
            BiConsumer<ObjectId, Map<String, Object>> sink = (id, doc) -> {
                batch.add(BsonDocuments.toBson(doc));
                if (batch.size() == BATCH) {
                    insert(mongo, collection, batch);
                    count[0] += BATCH;
                    written[0] += BATCH;
                    documents.put(name, count[0]);
                    report.update("loading documents", written[0], total);
                }
            };
            if (group == null) generator.generate(name, sink);
            else generator.generateContainer(group, sink);
            if (!batch.isEmpty()) {
                count[0] += batch.size();
                written[0] += batch.size();
                insert(mongo, collection, batch);
            }
            documents.put(name, count[0]);
            report.update("loading documents", written[0], total);
        }
    }

    /** The paths the collection is indexed by: its own, or every member's for a co-located container. */
    private static Set<IndexedPath> indexedPaths(Map<String, CollectionSpec> layout, String name, CoLocation group) {
        Set<IndexedPath> paths = new LinkedHashSet<>();
        List<String> collections = group == null ? List.of(name) : group.members().stream().map(CoLocation.Member::collection).toList();
        for (String c : collections) paths.addAll(layout.getOrDefault(c, new CollectionSpec(c, List.of())).indexes());
        return paths;
    }

    private static void createCollection(MongoConnection mongo, MongoDatabase db, String name, ObjectNode validator) {
        Document bson = Document.parse(validator.toString());
        CreateCollectionOptions options = new CreateCollectionOptions().validationOptions(new ValidationOptions()
                .validator(bson).validationLevel(ValidationLevel.STRICT).validationAction(ValidationAction.ERROR));
        mongo.call("creating collection '" + name + "' with its validator", () -> {
            db.createCollection(name, options);
            return null;
        });
    }

    private static void insert(MongoConnection mongo, MongoCollection<Document> collection, List<Document> batch) {
        mongo.call("loading documents into '" + collection.getNamespace().getCollectionName() + "'",
                () -> collection.insertMany(batch, new InsertManyOptions().ordered(true)));
        batch.clear();
    }
}
