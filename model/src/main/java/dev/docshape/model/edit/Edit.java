package dev.docshape.model.edit;

import dev.docshape.model.Project;

import java.util.Optional;

/**
 * One user change as a value: applying it to a project gives the changed project, and its
 * inverse brings the project back. An edit captures the state it replaces when it is made, so
 * {@code edit.invert().apply(edit.apply(p))} equals {@code p}.
 */
public interface Edit {

    Project apply(Project project);

    Edit invert();

    /** For the Undo and Redo menu items: "Rename entity Person to Customer". */
    String description();

    /**
     * Merges {@code next}, made right after this edit, into one edit where both belong to one user
     * gesture (the steps of one drag). Empty when they stay separate.
     */
    default Optional<Edit> mergeWith(Edit next) {
        return Optional.empty();
    }
}
