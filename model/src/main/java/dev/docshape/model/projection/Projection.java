package dev.docshape.model.projection;

import dev.docshape.model.FrozenList;
import dev.docshape.model.IdentityCache;
import dev.docshape.model.Design;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a {@link Design} turns a model into: its collections with their document shapes, where
 * every entity's data sits, and the problems met on the way (an embedding cycle, a copied field
 * that does not exist). Made by {@link Projector#project}.
 *
 * @param collections the collections, entity collections first (in model order), then duplicate
 *                    collections (in declaration order), then bucket and joining collections (in
 *                    relationship order)
 * @param occurrences every place an entity's data sits, in the order they were found
 * @param problems    human-readable notes naming the entity or relationship concerned
 */
public record Projection(List<CollectionShape> collections, List<Occurrence> occurrences, List<String> problems) {
    /** Look-ups by name, entity and relationship, built on first use: callers look up inside loops. */
    private static final IdentityCache<Projection, ProjectionLookup> LOOKUP = new IdentityCache<>(ProjectionLookup::new);

    public Projection {
        collections = FrozenList.copyOf(collections);
        occurrences = FrozenList.copyOf(occurrences);
        problems = List.copyOf(problems);
    }

    public Optional<CollectionShape> collection(String name) {
        return Optional.ofNullable(LOOKUP.of(this).byName.get(name));
    }

    /** The entity's own collection; empty when it is embedded everywhere it appears. */
    public Optional<CollectionShape> entityCollection(String entityId) {
        return Optional.ofNullable(LOOKUP.of(this).entityCollections.get(entityId));
    }

    /** The entity's declared duplicate collection; empty when the design declares none or it has no collection of its own. */
    public Optional<CollectionShape> duplicateCollection(String entityId) {
        return Optional.ofNullable(LOOKUP.of(this).duplicates.get(entityId));
    }

    /** The entity's declared feed; empty when the design declares none or it has no collection of its own. */
    public Optional<CollectionShape> feedCollection(String entityId) {
        return Optional.ofNullable(LOOKUP.of(this).feeds.get(entityId));
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
        return new ArrayList<>(LOOKUP.of(this).occurrences.getOrDefault(entityId, List.of()));
    }

    private Optional<CollectionShape> byRelationship(CollectionKind kind, String relationshipId) {
        Map<String, CollectionShape> byRelationship = kind == CollectionKind.BUCKET ? LOOKUP.of(this).buckets : LOOKUP.of(this).joins;
        return Optional.ofNullable(byRelationship.get(relationshipId));
    }
}
