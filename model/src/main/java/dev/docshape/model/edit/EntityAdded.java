package dev.docshape.model.edit;

import dev.docshape.model.Entity;
import dev.docshape.model.Project;

import java.util.List;
import java.util.Objects;

/**
 * Adds an entity at a position of the entity list.
 *
 * @param entity  the new entity
 * @param index   its position in the entity list
 * @param restore edits applied after it is added: when this undoes a removal, they put back the
 *                relationships, mappings and patterns the removal took away
 */
public record EntityAdded(Entity entity, int index, List<Edit> restore) implements Edit {

    public EntityAdded {
        Objects.requireNonNull(entity, "entity");
        restore = List.copyOf(restore == null ? List.of() : restore);
    }

    public EntityAdded(Entity entity, int index) {
        this(entity, index, List.of());
    }

    @Override
    public Project apply(Project project) {
        List<Entity> entities = project.model().entities();
        Require.that(project.model().entity(entity.id()).isEmpty(), "an entity with id '" + entity.id() + "' already exists");
        Require.position(index, entities.size(), "entity " + entity.name());
        Project added = project.withModel(project.model().withEntities(Lists.insert(entities, index, entity)));
        return CompositeEdit.applyAll(added, restore);
    }

    @Override
    public Edit invert() {
        return new EntityRemoved(entity, index, CompositeEdit.inverses(restore));
    }

    @Override
    public String description() {
        return "Add entity " + entity.name();
    }
}
