package dev.docshape.storage.testing;

import dev.docshape.model.Project;
import dev.docshape.model.validate.ModelValidator;
import dev.docshape.model.validate.Problem;

import java.util.List;

/** The validator's problems as tests over made-up projects check them (storage's test jar, also used by {@code app}). */
public final class ValidatorProblems {
    private ValidatorProblems() {
    }

    /**
     * The warning that a design leaves relationships to the default mapping (decision 0546): test workloads and
     * generated models do so on purpose, as a user writing a design by hand would.
     */
    public static boolean defaultMappingWarning(Problem p) {
        return !p.isError() && p.path().endsWith(".mappings") && p.message().contains(" no mapping: ");
    }

    /** The validator's problems with {@code project} but its {@link #defaultMappingWarning default-mapping warning}. */
    public static List<Problem> besidesDefaults(Project project) {
        return ModelValidator.validate(project).stream().filter(p -> !defaultMappingWarning(p)).toList();
    }
}
