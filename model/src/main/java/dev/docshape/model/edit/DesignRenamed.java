package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

/** Renames a design; an active design stays active. */
public record DesignRenamed(String from, String to) implements Edit {

    public DesignRenamed {
        Names.requireName(from, "old design name");
        Names.requireName(to, "new design name");
    }

    @Override
    public Project apply(Project project) {
        Require.designIndex(project, from);
        if (!from.equals(to)) Require.designNameFree(project, to);
        return project.updateDesign(from, d -> d.withName(to));
    }

    @Override
    public Edit invert() {
        return new DesignRenamed(to, from);
    }

    @Override
    public String description() {
        return "Rename design " + from + " to " + to;
    }
}
