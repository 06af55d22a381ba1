package dev.docshape.storage.imports.infer;

import dev.docshape.model.naming.Names;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Infers a DocShape model from documents, streamed one at a time per collection, from any source
 * (JSON files, a MongoDB database). Memory stays bounded whatever the number of documents: only
 * statistics are kept (per field: type counts, sizes, array lengths, and up to
 * {@value ValueCounts#CAPACITY} distinct id-like values; per collection: a fixed-size filter of its
 * {@code _id}s).
 *
 * <pre>{@code
 * SchemaInference inference = new SchemaInference();
 * CollectionInference people = inference.collection("people");
 * for (Map<String, Object> doc : documents) people.accept(doc);   // values: see ValueType
 * InferredSchema schema = inference.result();
 * schema.guesses().forEach(g -> System.out.println(g.describe()));  // for a review wizard
 * Project project = schema.toProject("Imported");                  // or toProject(name, acceptedGuesses)
 * }</pre>
 *
 * <p>What it infers: per collection and per nested place, field names, value types with how often
 * each occurs, required (present and non-null everywhere) or optional, string and binary sizes;
 * subdocuments become embedded one-to-one entities; arrays of subdocuments embedded one-to-few or
 * one-to-many entities; fields and arrays whose values are another collection's {@code _id}s references
 * (checked on the values, see {@link ReferenceMatcher}); a cardinality's bounds only where the spread of
 * children shows them ({@link ChildSpread}), the rest said in the warnings.
 * Not thread-safe.
 */
public final class SchemaInference {
    private final Map<String, CollectionInference> collections = new LinkedHashMap<>();

    /** The inference for the collection called {@code name}, created on first use. */
    public CollectionInference collection(String name) {
        Names.requireName(name, "collection name");
        return collections.computeIfAbsent(name, CollectionInference::new);
    }

    /** The collections in the order they were first named. */
    public List<CollectionInference> collections() {
        return List.copyOf(collections.values());
    }

    /** What the documents so far say: collections, fields, the guessed relationships with their evidence. */
    public InferredSchema result() {
        List<CollectionInference> all = new ArrayList<>(collections.values());
        EntityTree tree = EntityTree.build(all);
        List<RelationshipGuess> guesses = new ArrayList<>(tree.embeddedGuesses());
        guesses.addAll(ReferenceMatcher.match(tree));
        List<InferredCollection> inferred = new ArrayList<>();
        for (CollectionInference c : all) {
            inferred.add(new InferredCollection(c.name(), c.documents(), Snapshots.shape(c.shape())));
        }
        List<String> warnings = new ArrayList<>(Warnings.of(all));
        for (RelationshipGuess g : guesses) {
            if (g.caution() != null) warnings.add(g.caution());
        }
        return new InferredSchema(inferred, guesses, tree, warnings);
    }
}
