package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

/**
 * Sets the expected number of instances of an entity.
 *
 * @param entityName the entity's name, for the menu
 */
public record EntityCountChanged(String entityId, String entityName, long from, long to) implements Edit {

    public EntityCountChanged {
        Names.requireName(entityId, "entity id");
        Names.requireName(entityName, "entity name");
        if (to < 0) throw new InvalidEditException("entity " + entityName + ": count must not be negative, was " + to);
    }

    @Override
    public Project apply(Project project) {
        Require.current("the count of entity " + entityName, from, Require.entity(project, entityId).count());
        return project.withModel(project.model().updateEntity(entityId, e -> e.withCount(to)));
    }

    @Override
    public Edit invert() {
        return new EntityCountChanged(entityId, entityName, to, from);
    }

    @Override
    public String description() {
        return "Set count of " + entityName + " to " + to;
    }
}
