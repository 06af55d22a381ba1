package dev.docshape.storage.imports.infer;

import dev.docshape.model.Project;

import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * What {@link SchemaInference} found: the collections with their fields, the relationships it
 * guessed (each with its {@link Evidence}), and warnings about the data (empty collections, mixed
 * types). Turn it into a project with all guesses, or with the ones the user accepted or changed.
 */
public final class InferredSchema {
    private final List<InferredCollection> collections;
    private final List<RelationshipGuess> guesses;
    private final EntityTree tree;
    private final List<String> warnings;

    InferredSchema(List<InferredCollection> collections, List<RelationshipGuess> guesses, EntityTree tree,
                   List<String> warnings) {
        this.collections = List.copyOf(collections);
        this.guesses = List.copyOf(guesses);
        this.tree = tree;
        this.warnings = List.copyOf(warnings);
    }

    public List<InferredCollection> collections() {
        return collections;
    }

    /** Every guessed relationship: embedded ones first (from the structure), then references (from the values). */
    public List<RelationshipGuess> guesses() {
        return guesses;
    }

    /** Things the user should know: "collection 'orders', field 'total': mixed types (Double 70%, String 30%) ...". */
    public List<String> warnings() {
        return warnings;
    }

    /** The model with every guess, as design {@value ProjectAssembler#DESIGN}. */
    public Project toProject(String projectName) {
        return toProject(projectName, guesses);
    }

    /**
     * The model with the {@code accepted} guesses (from {@link #guesses()}, possibly changed with
     * {@link RelationshipGuess#withCardinality}). A dropped reference leaves its field a plain
     * field; embedded guesses follow the documents' structure and are kept as entities.
     */
    public Project toProject(String projectName, Collection<RelationshipGuess> accepted) {
        return toProject(projectName, accepted, Map.of());
    }

    /**
     * As {@link #toProject(String, Collection)}, with each subdocument guess (by id) kept as an entity
     * (the default), dropped with its field and everything inside, or made a plain object field.
     *
     * @throws IllegalArgumentException when a guess that {@link #canBePlainField cannot be a plain field} is asked to be one
     */
    public Project toProject(String projectName, Collection<RelationshipGuess> accepted, Map<String, Subdocument> subdocuments) {
        return new ProjectAssembler(tree, accepted, subdocuments).project(projectName);
    }

    /** True for a nested-object guess with only nested objects inside: it can become a plain object field. */
    public boolean canBePlainField(String guessId) {
        return tree.canBePlainField(guessId);
    }
}
