package dev.docshape.model.edit;

import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;

import java.util.Objects;

/** Removes an access pattern. */
public record AccessPatternRemoved(AccessPattern pattern, int index) implements Edit {

    public AccessPatternRemoved {
        Objects.requireNonNull(pattern, "access pattern");
    }

    @Override
    public Project apply(Project project) {
        int at = Require.patternIndex(project, pattern.id());
        Require.current("the position of access pattern '" + pattern.name() + "'", index, at);
        Require.unchanged("access pattern '" + pattern.name() + "'", pattern, project.model().patterns().get(at));
        return project.withModel(project.model().withPatterns(Lists.remove(project.model().patterns(), at)));
    }

    @Override
    public Edit invert() {
        return new AccessPatternAdded(pattern, index);
    }

    @Override
    public String description() {
        return "Remove access pattern '" + pattern.name() + "'";
    }
}
