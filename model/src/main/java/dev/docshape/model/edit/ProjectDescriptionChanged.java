package dev.docshape.model.edit;

import dev.docshape.model.Project;

import java.util.Objects;

/** Replaces the project's free-text description; everything else stays. */
public record ProjectDescriptionChanged(String from, String to) implements Edit {

    public ProjectDescriptionChanged {
        Objects.requireNonNull(from, "old project description (empty for none)");
        Objects.requireNonNull(to, "new project description (empty for none)");
    }

    @Override
    public Project apply(Project project) {
        Require.unchanged("the project's description", from, project.description());
        return project.withDescription(to);
    }

    @Override
    public Edit invert() {
        return new ProjectDescriptionChanged(to, from);
    }

    @Override
    public String description() {
        return "Change project description";
    }
}
