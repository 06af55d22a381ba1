package dev.docshape.model.estimate;

import dev.docshape.model.Relationship;
import dev.docshape.model.projection.CollectionShape;

import java.util.Map;

/**
 * What a plan depends on, recorded into the session's {@link PlanInputs} while one pattern is planned
 * (docs/decisions/0225-re-plan-only-what-a-plan-read.md): the entities' occurrences and own collections and the
 * relationships' mappings it looked at. The model's own figures (counts, relationships, patterns) are the same for the
 * whole session and are not recorded. An entity's occurrences and its own collections are separate inputs (decision
 * 0434): a collection read by the name an occurrence gives records the collections of the entity it belongs to (or the
 * relationship, for a bucket or join collection), so that a plan reading only an entity's own documents is not made
 * again when a collection that embeds the entity is rebuilt.
 */
final class PlanReads {
    private final PlanInputs inputs;
    private final ModelLookup lookup;
    /** The projection's collections by name, as the index the plans read keeps them. */
    private final Map<String, CollectionShape> collections;

    PlanReads(ModelLookup lookup, Map<String, CollectionShape> collections) {
        this.inputs = lookup.inputs;
        this.lookup = lookup;
        this.collections = collections;
    }

    void start() {
        inputs.start();
    }

    int[] stop() {
        return inputs.stop();
    }

    /** The entity's storage: its occurrences and its own collections. */
    void entity(String entityId) {
        if (inputs.recording()) {
            inputs.add(lookup.entityKey(entityId));
            inputs.add(lookup.collectionsKey(entityId));
        }
    }

    /** Where the entity's data sits: its occurrences, only those. */
    void occurrences(String entityId) {
        if (inputs.recording()) inputs.add(lookup.entityKey(entityId));
    }

    /** The content of the entity's own, duplicate and feed collections. */
    void collections(String entityId) {
        if (inputs.recording()) inputs.add(lookup.collectionsKey(entityId));
    }

    /** The content of the collection of this name: the collections of its entity, or its relationship's mapping. */
    void collection(String name) {
        if (!inputs.recording()) return;
        CollectionShape c = collections.get(name);
        if (c == null) return;
        switch (c.kind()) {
            case ENTITY, DUPLICATE, FEED -> inputs.add(lookup.collectionsKey(c.rootEntity()));
            case BUCKET, JOIN -> inputs.add(lookup.relationshipKey(c.relationship()));
        }
    }

    /** The relationship's mapping, only that. */
    void mapping(Relationship r) {
        if (inputs.recording()) inputs.add(lookup.relationshipKey(r.id()));
    }

    /** The storage of both ends, where a lookup depends on what the relationship's collections hold (buckets, joins). */
    void ends(Relationship r) {
        if (inputs.recording()) {
            entity(r.parent());
            entity(r.child());
            inputs.add(lookup.relationshipKey(r.id()));
        }
    }
}
