package dev.docshape.storage.file;

/**
 * Thrown while mapping a parsed file to the model when a value is missing or wrong. Carries the
 * problem with its JSON path; {@link ProjectJson} adds the line and column and turns it into a
 * {@link ProjectFileException}.
 */
public final class ContentProblem extends RuntimeException {

    private final transient FileProblem problem;

    public ContentProblem(JsonPath path, String message) {
        this(path, message, null);
    }

    public ContentProblem(JsonPath path, String message, Throwable cause) {
        super(message, cause, false, false);
        this.problem = FileProblem.at(path, message);
    }

    public FileProblem problem() {
        return problem;
    }
}
