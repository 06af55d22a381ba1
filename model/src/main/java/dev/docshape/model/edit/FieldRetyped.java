package dev.docshape.model.edit;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Labels;
import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

import java.util.Objects;

/**
 * Changes the type of a field. The whole field is kept on both sides, because a new type drops
 * what the old one carried (array items, nested fields) and the inverse must bring it back.
 *
 * @param entityName the entity's name, for the menu
 * @param from       the field before
 * @param to         the field after, with the same name
 */
public record FieldRetyped(String entityId, String entityName, Field from, Field to) implements Edit {

    public FieldRetyped {
        Names.requireName(entityId, "entity id");
        Names.requireName(entityName, "entity name");
        Objects.requireNonNull(from, "old field");
        Objects.requireNonNull(to, "new field");
        if (!from.name().equals(to.name())) {
            throw new InvalidEditException("retyping field " + entityName + "." + from.name() + " must keep its name, not make it " + to.name());
        }
    }

    @Override
    public Project apply(Project project) {
        Entity entity = Require.entity(project, entityId);
        int at = Require.fieldIndex(entity, from.name());
        Require.unchanged("field " + entityName + "." + from.name(), from, entity.fields().get(at));
        return project.withModel(project.model().updateEntity(entityId, e -> e.withFields(Lists.set(e.fields(), at, to))));
    }

    @Override
    public Edit invert() {
        return new FieldRetyped(entityId, entityName, to, from);
    }

    @Override
    public String description() {
        return "Change type of " + entityName + "." + to.name() + " to " + Labels.words(to.type());
    }
}
