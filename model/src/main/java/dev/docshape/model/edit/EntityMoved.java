package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Position;
import dev.docshape.model.Project;

import java.util.Objects;
import java.util.Optional;

/**
 * Moves an entity on the canvas. Consecutive moves of the same entity merge, so one drag is one
 * undo step.
 *
 * @param entityId the entity
 * @param entityName  the entity's name, for the menu
 */
public record EntityMoved(String entityId, String entityName, Position from, Position to) implements Edit {

    public EntityMoved {
        Names.requireName(entityId, "entity id");
        Names.requireName(entityName, "entity name");
        Objects.requireNonNull(from, "old position");
        Objects.requireNonNull(to, "new position");
    }

    @Override
    public Project apply(Project project) {
        Require.current("the position of entity " + entityName, from, Require.entity(project, entityId).position());
        return project.withModel(project.model().updateEntity(entityId, e -> e.withPosition(to)));
    }

    @Override
    public Edit invert() {
        return new EntityMoved(entityId, entityName, to, from);
    }

    @Override
    public String description() {
        return "Move entity " + entityName;
    }

    @Override
    public Optional<Edit> mergeWith(Edit next) {
        if (next instanceof EntityMoved move && move.entityId.equals(entityId) && move.from.equals(to)) {
            return Optional.of(new EntityMoved(entityId, entityName, from, move.to));
        }
        return Optional.empty();
    }
}
