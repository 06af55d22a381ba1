package dev.docshape.model.edit;

import dev.docshape.model.Entity;
import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

/**
 * Sets the average payload size of a field, in bytes (0 = the type's default).
 *
 * @param entityName the entity's name, for the menu
 */
public record FieldAvgSizeChanged(String entityId, String entityName, String fieldName, int from, int to)
        implements Edit {

    public FieldAvgSizeChanged {
        Names.requireName(entityId, "entity id");
        Names.requireName(entityName, "entity name");
        Names.requireName(fieldName, "field name");
        if (to < 0) {
            throw new InvalidEditException("field " + entityName + "." + fieldName + ": average size must not be negative, was " + to);
        }
    }

    @Override
    public Project apply(Project project) {
        Entity entity = Require.entity(project, entityId);
        int at = Require.fieldIndex(entity, fieldName);
        Require.current("the average size of " + entityName + "." + fieldName, from, entity.fields().get(at).avgSize());
        return project.withModel(project.model().updateEntity(entityId,
                e -> e.withFields(Lists.set(e.fields(), at, e.fields().get(at).withAvgSize(to)))));
    }

    @Override
    public Edit invert() {
        return new FieldAvgSizeChanged(entityId, entityName, fieldName, to, from);
    }

    @Override
    public String description() {
        return "Set average size of " + entityName + "." + fieldName + " to " + to + " bytes";
    }
}
