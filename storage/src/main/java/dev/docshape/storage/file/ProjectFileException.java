package dev.docshape.storage.file;

import java.io.IOException;
import java.util.List;

/**
 * A project file could not be read or written. The message names every problem and where it is,
 * ready to be shown to the user as it is.
 */
public class ProjectFileException extends IOException {

    private final String source;
    private final List<FileProblem> problems;

    public ProjectFileException(String source, List<FileProblem> problems) {
        this(source, problems, null);
    }

    public ProjectFileException(String source, List<FileProblem> problems, Throwable cause) {
        super(compose(source, problems), cause);
        this.source = source;
        this.problems = List.copyOf(problems);
    }

    public ProjectFileException(String source, FileProblem problem, Throwable cause) {
        this(source, List.of(problem), cause);
    }

    /** The file (or other source) the problems are in; may be null. */
    public String source() {
        return source;
    }

    public List<FileProblem> problems() {
        return problems;
    }

    private static String compose(String source, List<FileProblem> problems) {
        if (problems == null || problems.isEmpty()) throw new IllegalArgumentException("a project file exception needs a problem");
        String prefix = source == null ? "" : source + ": ";
        if (problems.size() == 1) return prefix + problems.get(0);
        StringBuilder out = new StringBuilder(prefix).append(problems.size()).append(" problems:");
        for (FileProblem problem : problems) out.append("\n  - ").append(problem);
        return out.toString();
    }
}
