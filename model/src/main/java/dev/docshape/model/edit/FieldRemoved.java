package dev.docshape.model.edit;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

import java.util.List;
import java.util.Objects;

/**
 * Removes a field of an entity and, with it, its name from the patterns and extended references
 * that named it. Made by {@link Edits#removeField}, which works out that cascade.
 *
 * @param entityName the entity's name, for the menu
 * @param cascade    the edits that drop the field from patterns and mappings
 */
public record FieldRemoved(String entityId, String entityName, Field field, int index, List<Edit> cascade)
        implements Edit {

    public FieldRemoved {
        Names.requireName(entityId, "entity id");
        Names.requireName(entityName, "entity name");
        Objects.requireNonNull(field, "field");
        cascade = List.copyOf(cascade == null ? List.of() : cascade);
    }

    @Override
    public Project apply(Project project) {
        Project cleared = CompositeEdit.applyAll(project, cascade);
        Entity entity = Require.entity(cleared, entityId);
        int at = Require.fieldIndex(entity, field.name());
        Require.current("the position of field " + entityName + "." + field.name(), index, at);
        Require.unchanged("field " + entityName + "." + field.name(), field, entity.fields().get(at));
        return cleared.withModel(cleared.model().updateEntity(entityId, e -> e.withFields(Lists.remove(e.fields(), at))));
    }

    @Override
    public Edit invert() {
        return new FieldAdded(entityId, entityName, field, index, CompositeEdit.inverses(cascade));
    }

    @Override
    public String description() {
        return "Remove field " + entityName + "." + field.name();
    }
}
