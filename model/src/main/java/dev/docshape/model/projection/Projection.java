package dev.docshape.model.projection;

import dev.docshape.model.mapping.Design;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a {@link Design} turns a model into: its collections with their document shapes, where
 * every entity's data sits, and the problems met on the way (an embedding cycle, a copied field
 * that does not exist). Made by {@link Projector#project}.
 *
 * @param collections the collections, entity collections first (in model order), then bucket and
 *                    joining collections (in relationship order)
 * @param occurrences every place an entity's data sits, in the order they were found
 * @param problems    human-readable notes naming the entity or relationship concerned
 */
public record Projection(List<CollectionShape> collections, List<Occurrence> occurrences, List<String> problems) {

    public Projection {
        collections = List.copyOf(collections);
        occurrences = List.copyOf(occurrences);
        problems = List.copyOf(problems);
    }

    public Optional<CollectionShape> collection(String name) {
        return collections.stream().filter(c -> c.name().equals(name)).findFirst();
    }

    /** The entity's own collection; empty when it is embedded everywhere it appears. */
    public Optional<CollectionShape> entityCollection(String entityId) {
        return collections.stream()
                .filter(c -> c.kind() == CollectionKind.ENTITY && entityId.equals(c.rootEntity()))
                .findFirst();
    }

    /** The bucket collection of a bucket or bucketed-subset relationship. */
    public Optional<CollectionShape> bucketCollection(String relationshipId) {
        return byRelationship(CollectionKind.BUCKET, relationshipId);
    }

    /** The joining collection of a relationship mapped with joining documents. */
    public Optional<CollectionShape> joinCollection(String relationshipId) {
        return byRelationship(CollectionKind.JOIN, relationshipId);
    }

    /** Every place the entity's data sits (its documents, embedded copies, extended-reference copies). */
    public List<Occurrence> occurrencesOf(String entityId) {
        List<Occurrence> found = new ArrayList<>();
        for (Occurrence o : occurrences) {
            if (o.entity().equals(entityId)) found.add(o);
        }
        return found;
    }

    private Optional<CollectionShape> byRelationship(CollectionKind kind, String relationshipId) {
        return collections.stream()
                .filter(c -> c.kind() == kind && relationshipId.equals(c.relationship()))
                .findFirst();
    }
}
