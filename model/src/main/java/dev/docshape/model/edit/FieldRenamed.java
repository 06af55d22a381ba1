package dev.docshape.model.edit;

import dev.docshape.model.Entity;
import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

import java.util.List;

/**
 * Renames a field of an entity and the references to it in patterns and extended references.
 * Made by {@link Edits#renameField}, which works out those references.
 *
 * @param entityName the entity's name, for the menu
 * @param references the edits that rename the field where patterns and mappings name it
 */
public record FieldRenamed(String entityId, String entityName, String from, String to, List<Edit> references)
        implements Edit {

    public FieldRenamed {
        Names.requireName(entityId, "entity id");
        Names.requireName(entityName, "entity name");
        Names.requireName(from, "old field name");
        Names.requireName(to, "new field name");
        references = List.copyOf(references == null ? List.of() : references);
    }

    @Override
    public Project apply(Project project) {
        Entity entity = Require.entity(project, entityId);
        int at = Require.fieldIndex(entity, from);
        if (!from.equals(to)) Require.fieldNameFree(entity, to);
        Project renamed = project.withModel(project.model().updateEntity(entityId,
                e -> e.withFields(Lists.set(e.fields(), at, e.fields().get(at).withName(to)))));
        return CompositeEdit.applyAll(renamed, references);
    }

    @Override
    public Edit invert() {
        return new FieldRenamed(entityId, entityName, to, from, CompositeEdit.inverses(references));
    }

    @Override
    public String description() {
        return "Rename field " + entityName + "." + from + " to " + to;
    }
}
