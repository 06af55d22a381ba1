package dev.docshape.model.edit;

import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;

import java.util.List;
import java.util.Objects;

/** Adds an access pattern at a position of the pattern list. */
public record AccessPatternAdded(AccessPattern pattern, int index) implements Edit {

    public AccessPatternAdded {
        Objects.requireNonNull(pattern, "access pattern");
    }

    @Override
    public Project apply(Project project) {
        Require.that(project.model().pattern(pattern.id()).isEmpty(), "an access pattern with id '" + pattern.id() + "' already exists");
        List<AccessPattern> patterns = project.model().patterns();
        Require.position(index, patterns.size(), "access pattern '" + pattern.name() + "'");
        return project.withModel(project.model().withPatterns(Lists.insert(patterns, index, pattern)));
    }

    @Override
    public Edit invert() {
        return new AccessPatternRemoved(pattern, index);
    }

    @Override
    public String description() {
        return "Add access pattern '" + pattern.name() + "'";
    }
}
