package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

/** Renames an entity (its display and default collection name; its id stays). */
public record EntityRenamed(String entityId, String from, String to) implements Edit {

    public EntityRenamed {
        Names.requireName(entityId, "entity id");
        Names.requireName(from, "old entity name");
        Names.requireName(to, "new entity name");
    }

    @Override
    public Project apply(Project project) {
        Require.current("the name of entity '" + entityId + "'", from, Require.entity(project, entityId).name());
        return project.withModel(project.model().updateEntity(entityId, e -> e.withName(to)));
    }

    @Override
    public Edit invert() {
        return new EntityRenamed(entityId, to, from);
    }

    @Override
    public String description() {
        return "Rename entity " + from + " to " + to;
    }
}
