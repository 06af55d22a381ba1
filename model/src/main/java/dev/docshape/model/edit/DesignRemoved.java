package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;
import dev.docshape.model.Design;

import java.util.Objects;

/**
 * Removes a design. A project keeps at least one design; removing the active one makes another
 * active.
 *
 * @param activeBefore the active design before
 * @param activeAfter  the active design after
 */
public record DesignRemoved(Design design, int index, String activeBefore, String activeAfter) implements Edit {

    public DesignRemoved {
        Objects.requireNonNull(design, "design");
        Names.requireName(activeBefore, "active design before");
        Names.requireName(activeAfter, "active design after");
    }

    @Override
    public Project apply(Project project) {
        int at = Require.designIndex(project, design.name());
        Require.that(project.designs().size() > 1, "design '" + design.name() + "' is the project's only design");
        Require.current("the position of design '" + design.name() + "'", index, at);
        Require.unchanged("design '" + design.name() + "'", design, project.designs().get(at));
        Require.current("the active design", activeBefore, project.activeDesign());
        return Designs.change(project, Lists.remove(project.designs(), at), activeAfter);
    }

    @Override
    public Edit invert() {
        return new DesignAdded(design, index, activeAfter, activeBefore);
    }

    @Override
    public String description() {
        return "Remove design " + design.name();
    }
}
