package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Several edits made by one user action (paste, auto-layout, delete selection), undone as one.
 * The steps apply in order; the inverse applies their inverses in reverse order.
 *
 * @param description what the menu shows ("Delete 3 entities")
 * @param edits       the steps, each made against the project the previous ones produced
 */
public record CompositeEdit(String description, List<Edit> edits) implements Edit {

    public CompositeEdit {
        Names.requireName(description, "edit description");
        edits = List.copyOf(edits == null ? List.of() : edits);
    }

    @Override
    public Project apply(Project project) {
        return applyAll(project, edits);
    }

    @Override
    public Edit invert() {
        return new CompositeEdit(description, inverses(edits));
    }

    /**
     * Merges the next step of the same gesture: a composite with the same description whose steps
     * merge one by one with these (dragging a selection of entities, step after step).
     */
    @Override
    public Optional<Edit> mergeWith(Edit next) {
        if (!(next instanceof CompositeEdit other) || !other.description.equals(description)
                || other.edits.size() != edits.size() || edits.isEmpty()) {
            return Optional.empty();
        }
        List<Edit> merged = new ArrayList<>(edits.size());
        for (int i = 0; i < edits.size(); i++) {
            Optional<Edit> step = edits.get(i).mergeWith(other.edits.get(i));
            if (step.isEmpty()) return Optional.empty();
            merged.add(step.get());
        }
        return Optional.of(new CompositeEdit(description, merged));
    }

    static Project applyAll(Project project, List<Edit> steps) {
        Project result = project;
        for (Edit step : steps) result = step.apply(result);
        return result;
    }

    /** The inverses of {@code steps}, last step first. */
    static List<Edit> inverses(List<Edit> steps) {
        List<Edit> inverted = new ArrayList<>(steps.size());
        for (int i = steps.size() - 1; i >= 0; i--) inverted.add(steps.get(i).invert());
        return inverted;
    }
}
