package dev.docshape.storage.file.json;

/**
 * Thrown while mapping a parsed file to the model when a value is missing or wrong. Carries the
 * problem with its JSON path; the file reader ({@code ProjectJson}) adds the line and column and turns
 * it into a {@code ProjectFileException}.
 */
public final class ContentProblem extends RuntimeException {

    private final transient JsonPath path;

    public ContentProblem(JsonPath path, String message) {
        this(path, message, null);
    }

    public ContentProblem(JsonPath path, String message, Throwable cause) {
        super(message, cause, false, false);
        this.path = path;
    }

    /** Where in the file the problem is. */
    public JsonPath path() {
        return path;
    }
}
