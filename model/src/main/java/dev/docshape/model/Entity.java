package dev.docshape.model;

import dev.docshape.model.naming.Names;
import java.util.List;
import java.util.Optional;

/**
 * A kind of thing the application stores (Person, Book).
 *
 * @param id          stable identifier, referenced by relationships, mappings and patterns
 * @param name        display name; also the default collection name
 * @param fields      the entity's own fields (an {@code id} field is implied)
 * @param count       expected number of instances
 * @param updatesPerDay how often one instance changes, per day
 * @param position    where it is drawn
 * @param valueObject a value object: its instances embedded in another entity's documents hold no id of their own
 *                    (a GeoJSON point, a fare); its own collection, if it has one, keeps its id (decision 0543)
 * @param description what the entity is, in words (a SQL table's {@code COMMENT}); null = none ({@link Descriptions})
 */
public record Entity(String id, String name, List<Field> fields, long count, double updatesPerDay,
                     Position position, boolean valueObject, String description) {

    public Entity {
        Names.requireName(id, "entity id");
        Names.requireName(name, "entity name");
        fields = List.copyOf(fields == null ? List.of() : fields);
        if (count < 0) throw new IllegalArgumentException("entity '" + id + "': count must not be negative");
        if (updatesPerDay < 0) throw new IllegalArgumentException("entity '" + id + "': update rate must not be negative");
        if (position == null) position = Position.ORIGIN;
        description = Descriptions.require("entity '" + id + "'", description);
    }

    /** An entity without a description. */
    public Entity(String id, String name, List<Field> fields, long count, double updatesPerDay, Position position, boolean valueObject) {
        this(id, name, fields, count, updatesPerDay, position, valueObject, null);
    }

    public Entity(String id, String name, List<Field> fields, long count, double updatesPerDay, Position position) {
        this(id, name, fields, count, updatesPerDay, position, false);
    }

    public static Entity of(String id, String name, List<Field> fields, long count) {
        return new Entity(id, name, fields, count, 0, Position.ORIGIN);
    }

    public Optional<Field> field(String fieldName) {
        return fields.stream().filter(f -> f.name().equals(fieldName)).findFirst();
    }

    public Entity withName(String newName) {
        return new Entity(id, newName, fields, count, updatesPerDay, position, valueObject, description);
    }

    public Entity withFields(List<Field> newFields) {
        return new Entity(id, name, newFields, count, updatesPerDay, position, valueObject, description);
    }

    public Entity withCount(long newCount) {
        return new Entity(id, name, fields, newCount, updatesPerDay, position, valueObject, description);
    }

    public Entity withUpdatesPerDay(double newRate) {
        return new Entity(id, name, fields, count, newRate, position, valueObject, description);
    }

    public Entity withValueObject(boolean newValueObject) {
        return new Entity(id, name, fields, count, updatesPerDay, position, newValueObject, description);
    }

    /** This entity with {@code text} as its description, or none when null or blank. */
    public Entity withDescription(String text) {
        return new Entity(id, name, fields, count, updatesPerDay, position, valueObject, text);
    }

    public Entity withPosition(Position newPosition) {
        return new Entity(id, name, fields, count, updatesPerDay, newPosition, valueObject, description);
    }
}
