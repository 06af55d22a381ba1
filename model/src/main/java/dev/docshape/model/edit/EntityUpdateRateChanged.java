package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Numbers;
import dev.docshape.model.Project;

/**
 * Sets how often one instance of an entity changes, per day.
 *
 * @param entityName the entity's name, for the menu
 */
public record EntityUpdateRateChanged(String entityId, String entityName, double from, double to) implements Edit {

    public EntityUpdateRateChanged {
        Names.requireName(entityId, "entity id");
        Names.requireName(entityName, "entity name");
        if (!(to >= 0) || Double.isInfinite(to)) {
            throw new InvalidEditException("entity " + entityName + ": update rate must be a number of at least 0, was " + to);
        }
    }

    @Override
    public Project apply(Project project) {
        Require.current("the update rate of entity " + entityName, from, Require.entity(project, entityId).updatesPerDay());
        return project.withModel(project.model().updateEntity(entityId, e -> e.withUpdatesPerDay(to)));
    }

    @Override
    public Edit invert() {
        return new EntityUpdateRateChanged(entityId, entityName, to, from);
    }

    @Override
    public String description() {
        return "Set update rate of " + entityName + " to " + Numbers.plain(to) + " per day";
    }
}
