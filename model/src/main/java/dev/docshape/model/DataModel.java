package dev.docshape.model;

import dev.docshape.model.pattern.AccessPattern;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Entities, the relationships between them and the application's access patterns. Immutable;
 * every change returns a new model. Ids are not checked against each other here: see the validator.
 */
public record DataModel(List<Entity> entities, List<Relationship> relationships, List<AccessPattern> patterns) {

    public static final DataModel EMPTY = new DataModel(List.of(), List.of(), List.of());
    /** Hash indexes by id, built on first look-up, so callers may look up inside loops. */
    private static final IdentityCache<DataModel, ModelIds> IDS = new IdentityCache<>(ModelIds::new);

    public DataModel {
        entities = List.copyOf(entities == null ? List.of() : entities);
        relationships = List.copyOf(relationships == null ? List.of() : relationships);
        patterns = List.copyOf(patterns == null ? List.of() : patterns);
    }

    public Optional<Entity> entity(String id) {
        return Optional.ofNullable(IDS.of(this).entities.get(id));
    }

    public Entity requireEntity(String id) {
        return entity(id).orElseThrow(() -> new IllegalArgumentException("no entity '" + id + "'"));
    }

    public Optional<Relationship> relationship(String id) {
        return Optional.ofNullable(IDS.of(this).relationships.get(id));
    }

    public Relationship requireRelationship(String id) {
        return relationship(id).orElseThrow(() -> new IllegalArgumentException("no relationship '" + id + "'"));
    }

    public Optional<AccessPattern> pattern(String id) {
        return Optional.ofNullable(IDS.of(this).patterns.get(id));
    }

    /** Relationships in which {@code entityId} is the parent or the child. */
    public List<Relationship> relationshipsOf(String entityId) {
        return IDS.of(this).relationshipsOf.getOrDefault(entityId, List.of());
    }

    public DataModel withEntities(List<Entity> newEntities) {
        return new DataModel(newEntities, relationships, patterns);
    }

    public DataModel withRelationships(List<Relationship> newRelationships) {
        return new DataModel(entities, newRelationships, patterns);
    }

    public DataModel withPatterns(List<AccessPattern> newPatterns) {
        return new DataModel(entities, relationships, newPatterns);
    }

    /** Replaces the entity with {@code id} by {@code change} applied to it. */
    public DataModel updateEntity(String id, UnaryOperator<Entity> change) {
        return withEntities(replace(entities, Entity::id, id, change));
    }

    /** Replaces the relationship with {@code id} by {@code change} applied to it. */
    public DataModel updateRelationship(String id, UnaryOperator<Relationship> change) {
        return withRelationships(replace(relationships, Relationship::id, id, change));
    }

    private static <T> List<T> replace(List<T> items, Function<T, String> idOf, String id, UnaryOperator<T> change) {
        List<T> copy = new ArrayList<>(items.size());
        boolean found = false;
        for (T item : items) {
            if (idOf.apply(item).equals(id)) {
                copy.add(change.apply(item));
                found = true;
            } else {
                copy.add(item);
            }
        }
        if (!found) throw new IllegalArgumentException("no element with id '" + id + "'");
        return copy;
    }
}
