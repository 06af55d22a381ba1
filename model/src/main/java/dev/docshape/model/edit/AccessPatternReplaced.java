package dev.docshape.model.edit;

import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;

import java.util.Objects;

/**
 * Replaces an access pattern by a changed version in the same position (a new name, frequency,
 * includes ...). The id may change when no other pattern has the new one.
 */
public record AccessPatternReplaced(AccessPattern from, AccessPattern to) implements Edit {

    public AccessPatternReplaced {
        Objects.requireNonNull(from, "old access pattern");
        Objects.requireNonNull(to, "new access pattern");
    }

    @Override
    public Project apply(Project project) {
        int at = Require.patternIndex(project, from.id());
        Require.unchanged("access pattern '" + from.name() + "'", from, project.model().patterns().get(at));
        if (!to.id().equals(from.id())) {
            Require.that(project.model().pattern(to.id()).isEmpty(), "an access pattern with id '" + to.id() + "' already exists");
        }
        return project.withModel(project.model().withPatterns(Lists.set(project.model().patterns(), at, to)));
    }

    @Override
    public Edit invert() {
        return new AccessPatternReplaced(to, from);
    }

    @Override
    public String description() {
        return "Change access pattern '" + to.name() + "'";
    }
}
