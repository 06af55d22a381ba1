package dev.docshape.model.edit;

import dev.docshape.model.Entity;
import dev.docshape.model.naming.Names;
import dev.docshape.model.Numbers;
import dev.docshape.model.Project;

/**
 * Sets how often a field changes, per day; null makes it follow its entity's rate again.
 *
 * @param entityName the entity's name, for the menu
 */
public record FieldUpdateRateChanged(String entityId, String entityName, String fieldName, Double from, Double to)
        implements Edit {

    public FieldUpdateRateChanged {
        Names.requireName(entityId, "entity id");
        Names.requireName(entityName, "entity name");
        Names.requireName(fieldName, "field name");
        if (to != null && !(to >= 0 && to < Double.POSITIVE_INFINITY)) {
            throw new InvalidEditException("field " + entityName + "." + fieldName
                    + ": changes per day must be a finite number, not negative, was " + to);
        }
    }

    @Override
    public Project apply(Project project) {
        Entity entity = Require.entity(project, entityId);
        int at = Require.fieldIndex(entity, fieldName);
        Require.current("the update rate of " + entityName + "." + fieldName, from, entity.fields().get(at).updatesPerDay());
        return project.withModel(project.model().updateEntity(entityId,
                e -> e.withFields(Lists.set(e.fields(), at, e.fields().get(at).withUpdatesPerDay(to)))));
    }

    @Override
    public Edit invert() {
        return new FieldUpdateRateChanged(entityId, entityName, fieldName, to, from);
    }

    @Override
    public String description() {
        return to == null ? "Let " + entityName + "." + fieldName + " change as often as " + entityName
                : "Set " + entityName + "." + fieldName + " to change " + Numbers.plain(to) + " times a day";
    }
}
