package dev.docshape.model.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import dev.docshape.model.Project;

/**
 * Builds a {@link CompositeEdit} step by step, making each step from the project the earlier steps
 * produce, so positions and captured values stay right:
 * <pre>{@code
 * Edit delete = Edits.compose(project, "Delete 2 entities")
 *         .then(p -> Edits.removeEntity(p, "a"))
 *         .then(p -> Edits.removeEntity(p, "b"))
 *         .build();
 * }</pre>
 */
public final class CompositeBuilder {
    private final String description;
    private final List<Edit> steps = new ArrayList<>();
    private Project current;

    CompositeBuilder(Project project, String description) {
        this.current = Objects.requireNonNull(project, "project");
        this.description = description;
    }

    /** Adds the edit {@code step} makes from the project as the earlier steps left it. */
    public CompositeBuilder then(Function<Project, ? extends Edit> step) {
        return add(step.apply(current));
    }

    /** Adds an edit made against the project as the earlier steps left it. */
    public CompositeBuilder add(Edit edit) {
        current = edit.apply(current);
        steps.add(edit);
        return this;
    }

    /** The project after the steps so far. */
    public Project current() {
        return current;
    }

    List<Edit> steps() {
        return List.copyOf(steps);
    }

    public CompositeEdit build() {
        return new CompositeEdit(description, steps);
    }
}
