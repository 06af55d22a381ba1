package dev.docshape.model.edit;

import dev.docshape.model.Entity;
import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

/**
 * Moves a field to another position in its entity's field list (document order).
 *
 * @param entityName the entity's name, for the menu
 */
public record FieldMoved(String entityId, String entityName, String fieldName, int from, int to) implements Edit {

    public FieldMoved {
        Names.requireName(entityId, "entity id");
        Names.requireName(entityName, "entity name");
        Names.requireName(fieldName, "field name");
    }

    @Override
    public Project apply(Project project) {
        Entity entity = Require.entity(project, entityId);
        Require.current("the position of field " + entityName + "." + fieldName, from, Require.fieldIndex(entity, fieldName));
        Require.position(to, entity.fields().size() - 1, "field " + entityName + "." + fieldName);
        return project.withModel(project.model().updateEntity(entityId, e -> e.withFields(Lists.move(e.fields(), from, to))));
    }

    @Override
    public Edit invert() {
        return new FieldMoved(entityId, entityName, fieldName, to, from);
    }

    @Override
    public String description() {
        return "Move field " + entityName + "." + fieldName + (to < from ? " up" : " down");
    }
}
