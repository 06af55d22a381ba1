package dev.docshape.storage.mongodb;

import com.mongodb.ConnectionString;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Embed;
import dev.docshape.storage.imports.infer.InferredSchema;
import dev.docshape.storage.imports.infer.SchemaInference;
import dev.docshape.storage.store.Progress;
import org.bson.Document;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A new project from a live MongoDB database: samples up to N documents of every collection
 * ({@code $sample}; the first N where the server refuses it), feeds them to the schema inference,
 * and reads the collections' indexes and validators. Entity counts are the collections' real
 * counts (the sample's counts scaled to the collection's size), so estimates start from the
 * database's volumes. Nothing about the connection but the database name and hosts reaches the
 * project.
 */
public final class MongoImport {
    private MongoImport() {
    }

    /**
     * @param project   the inferred project (design "imported")
     * @param schema    the inference's result, with every guess and its evidence
     * @param indexes   per collection, its indexes other than {@code _id} ({@code {"customerId": 1} unique})
     * @param validators per collection that has one, its validator as Extended JSON
     * @param sampled   per collection, documents sampled of how many
     * @param notes     how the sample was taken, empty collections, mixed shapes (the inference's warnings)
     */
    public record Result(Project project, InferredSchema schema, Map<String, List<String>> indexes, Map<String, String> validators,
                         Map<String, long[]> sampled, List<String> notes) {

        /**
         * The project with only the {@code accepted} guesses (possibly changed, see
         * {@link InferredSchema#toProject(String, java.util.Collection)}), with the same counts and description.
         */
        public Project projectWith(java.util.Collection<dev.docshape.storage.imports.infer.RelationshipGuess> accepted) {
            return projectWith(accepted, Map.of());
        }

        /** As {@link #projectWith(java.util.Collection)}, with each subdocument guess kept, dropped or made a plain field. */
        public Project projectWith(java.util.Collection<dev.docshape.storage.imports.infer.RelationshipGuess> accepted,
                                   Map<String, dev.docshape.storage.imports.infer.Subdocument> subdocuments) {
            return withRealCounts(schema.toProject(project.name(), accepted, subdocuments), sampled).withDescription(project.description());
        }
    }

    public static Result importDatabase(MongoConnection mongo, int sampleSize, String projectName, Progress progress) {
        if (sampleSize < 1) throw new IllegalArgumentException("the sample size must be at least 1, was " + sampleSize);
        Progress report = progress == null ? Progress.NONE : progress;
        List<Document> infos = mongo.call("listing collections", () -> mongo.database().listCollections().into(new ArrayList<>()));
        List<String> names = new ArrayList<>();
        Map<String, String> validators = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        for (Document info : infos) {
            String name = info.getString("name");
            if (name == null || name.startsWith("system.")) continue;
            if ("view".equals(info.getString("type"))) {
                notes.add("'" + name + "' is a view: left out");
                continue;
            }
            names.add(name);
            Document options = info.get("options", Document.class);
            if (options != null && options.get("validator") instanceof Document validator && !validator.isEmpty()) {
                validators.put(name, validator.toJson());
            }
        }
        if (names.isEmpty()) throw new MongoProblem(mongo.settings().where() + " has no collections to import");
        SchemaInference inference = new SchemaInference();
        Map<String, List<String>> indexes = new LinkedHashMap<>();
        Map<String, long[]> sampled = new LinkedHashMap<>();
        Map<String, IdCandidates> candidates = new LinkedHashMap<>();
        Map<String, dev.docshape.storage.imports.infer.CollectionInference> partial = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            report.step("sampling " + name, i, names.size());
            var collection = inference.collection(name);
            IdCandidates values = new IdCandidates();
            candidates.put(name, values);
            String note = DocumentSampler.sample(mongo, name, sampleSize, raw -> {
                Document document = toDocument(raw);
                values.accept(document);
                collection.accept(BsonDocuments.toSample(document));
            });
            if (note != null) notes.add(note);
            long total = mongo.call("counting '" + name + "'", () -> mongo.database().getCollection(name).estimatedDocumentCount());
            sampled.put(name, new long[]{collection.documents(), total});
            if (collection.documents() < total) {
                partial.put(name, collection);
                notes.add("'" + name + "': " + collection.documents() + " of its " + total + " documents sampled; the values that refer"
                        + " to it were looked up among its _id values on the server");
            }
            indexes.put(name, indexes(mongo, name));
        }
        String budget = ServerIds.complete(mongo, candidates, partial, report);
        if (budget != null) notes.add(budget);
        report.update("inferring the model", names.size(), names.size());
        InferredSchema schema = inference.result();
        notes.addAll(schema.warnings());
        Project project = withRealCounts(schema.toProject(projectName), sampled)
                .withDescription("Imported from MongoDB database '" + mongo.settings().database() + "' on " + hosts(mongo.settings())
                        + " (up to " + sampleSize + " documents sampled per collection).");
        report.update("done", names.size(), names.size());
        return new Result(project, schema, indexes, validators, sampled, notes);
    }

    private static Document toDocument(org.bson.RawBsonDocument raw) {
        return raw.decode(com.mongodb.MongoClientSettings.getDefaultCodecRegistry().get(Document.class));
    }

    private static List<String> indexes(MongoConnection mongo, String name) {
        List<String> list = new ArrayList<>();
        for (Document index : mongo.call("reading the indexes of '" + name + "'", () -> mongo.database().getCollection(name).listIndexes().into(new ArrayList<>()))) {
            Document key = index.get("key", Document.class);
            if (key == null || (key.size() == 1 && key.containsKey("_id"))) continue;
            list.add(key.toJson() + (Boolean.TRUE.equals(index.getBoolean("unique")) ? " unique" : ""));
        }
        return list;
    }

    /**
     * Scales each collection's entity, and the entities embedded in it, from the documents sampled
     * to the documents the collection holds.
     */
    static Project withRealCounts(Project project, Map<String, long[]> sampled) {
        Design design = project.active();
        Map<String, List<String>> embeddedChildren = new HashMap<>();
        for (Relationship r : project.model().relationships()) {
            if (design.mappingFor(r).strategy() instanceof Embed) embeddedChildren.computeIfAbsent(r.parent(), k -> new ArrayList<>()).add(r.child());
        }
        Map<String, Double> factor = new HashMap<>();
        for (Entity e : project.model().entities()) {
            long[] counts = sampled.get(e.name());
            if (counts == null || counts[0] == 0 || counts[1] <= counts[0]) continue;
            double f = counts[1] / (double) counts[0];
            Deque<String> todo = new ArrayDeque<>(List.of(e.id()));
            while (!todo.isEmpty()) {
                String id = todo.pop();
                if (factor.putIfAbsent(id, f) == null) todo.addAll(embeddedChildren.getOrDefault(id, List.of()));
            }
        }
        if (factor.isEmpty()) return project;
        List<Entity> entities = new ArrayList<>();
        for (Entity e : project.model().entities()) {
            Double f = factor.get(e.id());
            entities.add(f == null ? e : e.withCount(Math.max(1, Math.round(e.count() * f))));
        }
        DataModel model = project.model().withEntities(entities);
        return project.withModel(model);
    }

    private static String hosts(MongoSettings settings) {
        try {
            return String.join(",", new ConnectionString(settings.uri()).getHosts());
        } catch (RuntimeException e) {
            return "the server";
        }
    }
}
