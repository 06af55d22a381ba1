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
 */
public record Entity(String id, String name, List<Field> fields, long count, double updatesPerDay,
                     Position position) {

    public Entity {
        Names.requireName(id, "entity id");
        Names.requireName(name, "entity name");
        fields = List.copyOf(fields == null ? List.of() : fields);
        if (count < 0) throw new IllegalArgumentException("entity '" + id + "': count must not be negative");
        if (updatesPerDay < 0) throw new IllegalArgumentException("entity '" + id + "': update rate must not be negative");
        if (position == null) position = Position.ORIGIN;
    }

    public static Entity of(String id, String name, List<Field> fields, long count) {
        return new Entity(id, name, fields, count, 0, Position.ORIGIN);
    }

    public Optional<Field> field(String fieldName) {
        return fields.stream().filter(f -> f.name().equals(fieldName)).findFirst();
    }

    public Entity withName(String newName) {
        return new Entity(id, newName, fields, count, updatesPerDay, position);
    }

    public Entity withFields(List<Field> newFields) {
        return new Entity(id, name, newFields, count, updatesPerDay, position);
    }

    public Entity withCount(long newCount) {
        return new Entity(id, name, fields, newCount, updatesPerDay, position);
    }

    public Entity withUpdatesPerDay(double newRate) {
        return new Entity(id, name, fields, count, newRate, position);
    }

    public Entity withPosition(Position newPosition) {
        return new Entity(id, name, fields, count, updatesPerDay, newPosition);
    }
}
