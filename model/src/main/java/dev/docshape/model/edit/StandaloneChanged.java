package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;
import dev.docshape.model.Design;

import java.util.Set;

/**
 * Sets whether an entity keeps a collection of its own in one design even where it is embedded.
 *
 * @param design     the design's name
 * @param entityName the entity's name, for the menu
 * @param index      where the entity sits in the design's standalone order, so undoing a removal
 *                   puts it back in place; -1 = at the end
 */
public record StandaloneChanged(String design, String entityId, String entityName, boolean from, boolean to, int index)
        implements Edit {

    public StandaloneChanged {
        Names.requireName(design, "design name");
        Names.requireName(entityId, "entity id");
        Names.requireName(entityName, "entity name");
    }

    @Override
    public Project apply(Project project) {
        Design target = Require.design(project, design);
        Require.current("whether " + entityName + " has a collection of its own in design '" + design + "'",
                from, target.standalone().contains(entityId));
        if (to) Require.entity(project, entityId);
        if (from == to) return project;
        Set<String> standalone = to ? Lists.addAt(target.standalone(), index, entityId)
                : Lists.without(target.standalone(), entityId);
        Design changed = new Design(target.name(), target.mappings(), standalone, target.partitioning(), target.duplicates());
        return project.updateDesign(design, d -> changed);
    }

    @Override
    public Edit invert() {
        return new StandaloneChanged(design, entityId, entityName, to, from, index);
    }

    @Override
    public String description() {
        return to ? "Keep " + entityName + " in a collection of its own"
                : "Keep " + entityName + " only where it is embedded";
    }
}
