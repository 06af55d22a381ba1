package dev.docshape.storage.file;

import dev.docshape.model.Project;

import java.util.List;
import java.util.Objects;

/**
 * A project read from a well-formed file, with the model validator's errors (dangling references,
 * duplicate ids, counts that contradict their cardinality ...), each located in the file. Lets the
 * designer open such a file and show the errors for repair instead of refusing it.
 */
public record LoadedProject(Project project, List<FileProblem> modelErrors) {
    public LoadedProject {
        Objects.requireNonNull(project, "project");
        modelErrors = List.copyOf(modelErrors);
    }

    public boolean hasModelErrors() {
        return !modelErrors.isEmpty();
    }
}
