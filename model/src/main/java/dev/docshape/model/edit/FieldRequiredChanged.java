package dev.docshape.model.edit;

import dev.docshape.model.Entity;
import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

/**
 * Makes a field required (in every document) or optional.
 *
 * @param entityName the entity's name, for the menu
 */
public record FieldRequiredChanged(String entityId, String entityName, String fieldName, boolean from, boolean to)
        implements Edit {

    public FieldRequiredChanged {
        Names.requireName(entityId, "entity id");
        Names.requireName(entityName, "entity name");
        Names.requireName(fieldName, "field name");
    }

    @Override
    public Project apply(Project project) {
        Entity entity = Require.entity(project, entityId);
        int at = Require.fieldIndex(entity, fieldName);
        Require.current("whether " + entityName + "." + fieldName + " is required", from, entity.fields().get(at).required());
        return project.withModel(project.model().updateEntity(entityId,
                e -> e.withFields(Lists.set(e.fields(), at, e.fields().get(at).withRequired(to)))));
    }

    @Override
    public Edit invert() {
        return new FieldRequiredChanged(entityId, entityName, fieldName, to, from);
    }

    @Override
    public String description() {
        return "Make " + entityName + "." + fieldName + (to ? " required" : " optional");
    }
}
