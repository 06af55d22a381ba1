package dev.docshape.model.edit;

import dev.docshape.model.Entity;
import dev.docshape.model.Project;

import java.util.List;
import java.util.Objects;

/**
 * Removes an entity and, first, everything that needs it: its relationships (with their mappings in
 * every design and the pattern parts that follow them), the patterns that start from it and its
 * standalone marks. Made by {@link Edits#removeEntity}, which works out that cascade.
 *
 * @param entity  the entity removed, as it was
 * @param index   its position in the entity list
 * @param cascade the edits that remove what needs the entity, applied before the entity goes
 */
public record EntityRemoved(Entity entity, int index, List<Edit> cascade) implements Edit {

    public EntityRemoved {
        Objects.requireNonNull(entity, "entity");
        cascade = List.copyOf(cascade == null ? List.of() : cascade);
    }

    @Override
    public Project apply(Project project) {
        Project cleared = CompositeEdit.applyAll(project, cascade);
        int at = Require.entityIndex(cleared, entity.id());
        Require.current("the position of entity " + entity.name(), index, at);
        Require.unchanged("entity " + entity.name(), entity, cleared.model().entities().get(at));
        return cleared.withModel(cleared.model().withEntities(Lists.remove(cleared.model().entities(), at)));
    }

    @Override
    public Edit invert() {
        return new EntityAdded(entity, index, CompositeEdit.inverses(cascade));
    }

    @Override
    public String description() {
        return "Remove entity " + entity.name();
    }
}
