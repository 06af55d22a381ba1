package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A model's entities and relationships by id, and relationships by entity: the design-independent
 * part of {@link ModelIndex}, which an {@link EstimateSession} builds once per model.
 */
final class ModelLookup {
    final DataModel model;
    final Map<String, Entity> entities;
    final Map<String, Relationship> relationships;
    private final Map<String, List<Relationship>> relationshipsByEntity;
    /** Each pattern's frequency by id, for the workload totals. */
    final Map<String, Double> frequencies;
    /** The same by the pattern's position in the model. */
    final double[] frequencyAt;
    /** The reads that take the first N by an order, by entity id: each order field needs an index (docs/counting-rules.md "Ordering and feeds"). */
    final Map<String, List<ReadPattern>> orderedReads = new HashMap<>();
    /**
     * Each entity's key (its occurrences), then each entity's collections key (the content of its own, duplicate and
     * feed collections, {@link #collectionsKey}) and after them each relationship's (its mapping), for {@link PlanInputs}.
     */
    private final Map<String, Integer> entityKeys;
    private final Map<String, Integer> relationshipKeys;
    /** Records what each pattern's planning reads. */
    final PlanInputs inputs;
    /** Per key: the entity whose storage it stands for, else null. */
    private final String[] entityOfKey;
    /** Per key: the relationship whose mapping it stands for, else null. */
    private final Relationship[] relationshipOfKey;

    ModelLookup(DataModel model) {
        this.model = model;
        int n = capacity(model.entities().size());
        entities = new HashMap<>(n);
        relationships = new HashMap<>(capacity(model.relationships().size()));
        relationshipsByEntity = new HashMap<>(n);
        for (Entity e : model.entities()) entities.putIfAbsent(e.id(), e);
        for (Relationship r : model.relationships()) {
            if (relationships.putIfAbsent(r.id(), r) != null) continue;
            relationshipsByEntity.computeIfAbsent(r.parent(), k -> new ArrayList<>()).add(r);
            if (!r.child().equals(r.parent())) relationshipsByEntity.computeIfAbsent(r.child(), k -> new ArrayList<>()).add(r);
        }
        entityKeys = new HashMap<>(n);
        for (Entity e : model.entities()) entityKeys.putIfAbsent(e.id(), entityKeys.size());
        for (Relationship r : relationships.values()) {
            entityKeys.putIfAbsent(r.parent(), entityKeys.size());
            entityKeys.putIfAbsent(r.child(), entityKeys.size());
        }
        relationshipKeys = new HashMap<>(capacity(relationships.size()));
        for (Relationship r : model.relationships()) relationshipKeys.putIfAbsent(r.id(), 2 * entityKeys.size() + relationshipKeys.size());
        inputs = new PlanInputs(inputs());
        entityOfKey = new String[entityKeys.size()];
        relationshipOfKey = new Relationship[inputs()];
        for (Map.Entry<String, Integer> e : entityKeys.entrySet()) entityOfKey[e.getValue()] = e.getKey();
        for (Map.Entry<String, Integer> e : relationshipKeys.entrySet()) relationshipOfKey[e.getValue()] = relationships.get(e.getKey());
        frequencies = Estimator.frequencies(model);
        frequencyAt = new double[model.patterns().size()];
        for (int i = 0; i < frequencyAt.length; i++) frequencyAt[i] = frequencies.get(model.patterns().get(i).id());
        for (AccessPattern p : model.patterns()) {
            if (p instanceof ReadPattern read && read.order() != null) {
                orderedReads.computeIfAbsent(read.entity(), k -> new ArrayList<>()).add(read);
            }
        }
    }

    static int capacity(int size) {
        return size * 4 / 3 + 1;
    }

    /** How many keys {@link PlanInputs} may see: two per entity (relationship ends included) and one per relationship. */
    int inputs() {
        return 2 * entityKeys.size() + relationshipKeys.size();
    }

    /** The key of an entity's occurrences for {@link PlanInputs}; -1 for an id the model does not name. */
    int entityKey(String entityId) {
        Integer key = entityKeys.get(entityId);
        return key == null ? -1 : key;
    }

    /**
     * The key of the content of an entity's own, duplicate and feed collections for {@link PlanInputs}, apart from its
     * occurrences (decision 0434); -1 for an id the model does not name.
     */
    int collectionsKey(String entityId) {
        Integer key = entityKeys.get(entityId);
        return key == null ? -1 : entityKeys.size() + key;
    }

    /** The key of a relationship's mapping for {@link PlanInputs}; -1 for an id the model does not have. */
    int relationshipKey(String relationshipId) {
        Integer key = relationshipKeys.get(relationshipId);
        return key == null ? -1 : key;
    }

    /** The entity a key of {@link #entityKey} stands for; null for any other key. */
    String entityOf(int key) {
        return key < entityOfKey.length ? entityOfKey[key] : null;
    }

    /** The entity a key of {@link #collectionsKey} stands for; null for any other key. */
    String collectionsOf(int key) {
        int entity = key - entityOfKey.length;
        return entity >= 0 && entity < entityOfKey.length ? entityOfKey[entity] : null;
    }

    /** The relationship a key of {@link #relationshipKey} stands for; null for an entity's key. */
    Relationship relationshipOf(int key) {
        return relationshipOfKey[key];
    }

    /** Relationships in which the entity is the parent or the child, in model order. */
    List<Relationship> relationshipsOf(String entityId) {
        return relationshipsByEntity.getOrDefault(entityId, List.of());
    }
}
