package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;
import dev.docshape.model.Design;

import java.util.Objects;

/**
 * Adds a design at a position of the design list, possibly making it the active one.
 *
 * @param activeBefore the active design before
 * @param activeAfter  the active design after (the same, or the new design)
 */
public record DesignAdded(Design design, int index, String activeBefore, String activeAfter) implements Edit {

    public DesignAdded {
        Objects.requireNonNull(design, "design");
        Names.requireName(activeBefore, "active design before");
        Names.requireName(activeAfter, "active design after");
    }

    @Override
    public Project apply(Project project) {
        Require.designNameFree(project, design.name());
        Require.position(index, project.designs().size(), "design '" + design.name() + "'");
        Require.current("the active design", activeBefore, project.activeDesign());
        return Designs.change(project, Lists.insert(project.designs(), index, design), activeAfter);
    }

    @Override
    public Edit invert() {
        return new DesignRemoved(design, index, activeAfter, activeBefore);
    }

    @Override
    public String description() {
        return "Add design " + design.name();
    }
}
