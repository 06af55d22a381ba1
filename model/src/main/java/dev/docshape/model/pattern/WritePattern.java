package dev.docshape.model.pattern;

import dev.docshape.model.naming.Names;

import java.util.List;
import java.util.Objects;

/**
 * A write to one instance of {@code entity}.
 *
 * @param id           stable identifier
 * @param name         what the application does ("add a comment")
 * @param frequency    executions per second
 * @param kind         insert, update, delete, link or unlink
 * @param entity       the entity written
 * @param relationship for INSERT, the relationship to the new instance's parent(s) (null: none);
 *                     for LINK and UNLINK, the many-to-many relationship
 * @param fields       for UPDATE, the fields changed; empty = all
 * @param includes     related data written in the same operation (update a person with contacts)
 */
public record WritePattern(String id, String name, double frequency, WriteKind kind, String entity,
                           String relationship, List<String> fields, List<Include> includes)
        implements AccessPattern {

    public WritePattern {
        Names.requireName(id, "pattern id");
        Names.requireName(name, "pattern '" + id + "' name");
        Names.requireName(entity, "pattern '" + id + "' entity");
        Objects.requireNonNull(kind, "pattern '" + id + "' kind");
        if (frequency < 0) throw new IllegalArgumentException("pattern '" + id + "': frequency must not be negative");
        if ((kind == WriteKind.LINK || kind == WriteKind.UNLINK) && (relationship == null || relationship.isBlank())) {
            throw new IllegalArgumentException("pattern '" + id + "': " + kind.name().toLowerCase() + " needs a relationship");
        }
        if (relationship != null && relationship.isBlank()) relationship = null;
        fields = List.copyOf(fields == null ? List.of() : fields);
        includes = List.copyOf(includes == null ? List.of() : includes);
    }
}
