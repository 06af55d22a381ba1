package dev.docshape.model.edit;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

import java.util.List;
import java.util.Objects;

/**
 * Adds a field to an entity at a position of its field list.
 *
 * @param entityName the entity's name, for the menu
 * @param restore    edits applied after it is added: when this undoes a removal, they put the
 *                   field back into the patterns and extended references that named it
 */
public record FieldAdded(String entityId, String entityName, Field field, int index, List<Edit> restore)
        implements Edit {

    public FieldAdded {
        Names.requireName(entityId, "entity id");
        Names.requireName(entityName, "entity name");
        Objects.requireNonNull(field, "field");
        restore = List.copyOf(restore == null ? List.of() : restore);
    }

    public FieldAdded(String entityId, String entityName, Field field, int index) {
        this(entityId, entityName, field, index, List.of());
    }

    @Override
    public Project apply(Project project) {
        Entity entity = Require.entity(project, entityId);
        Require.fieldNameFree(entity, field.name());
        Require.position(index, entity.fields().size(), "field " + entityName + "." + field.name());
        Project added = project.withModel(project.model().updateEntity(entityId,
                e -> e.withFields(Lists.insert(e.fields(), index, field))));
        return CompositeEdit.applyAll(added, restore);
    }

    @Override
    public Edit invert() {
        return new FieldRemoved(entityId, entityName, field, index, CompositeEdit.inverses(restore));
    }

    @Override
    public String description() {
        return "Add field " + entityName + "." + field.name();
    }
}
