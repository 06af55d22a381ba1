package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

/** Renames the project; its id, description, model and designs stay. */
public record ProjectRenamed(String from, String to) implements Edit {

    public ProjectRenamed {
        Names.requireName(from, "old project name");
        Names.requireName(to, "new project name");
    }

    @Override
    public Project apply(Project project) {
        Require.current("the project's name", from, project.name());
        return project.withName(to);
    }

    @Override
    public Edit invert() {
        return new ProjectRenamed(to, from);
    }

    @Override
    public String description() {
        return "Rename project " + from + " to " + to;
    }
}
