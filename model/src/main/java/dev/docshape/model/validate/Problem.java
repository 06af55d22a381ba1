package dev.docshape.model.validate;

import dev.docshape.model.naming.Names;

import java.util.Objects;

/**
 * One thing wrong with a project.
 *
 * @param severity error or warning
 * @param path     where it is: list elements by position ({@code relationships[2].child},
 *                 {@code patterns[0].includes[1].fields[0]}), designs and their maps by name
 *                 ({@code designs['embedded'].mappings['post-comments']})
 * @param message  what is wrong, naming the thing concerned, for people
 */
public record Problem(Severity severity, String path, String message) {

    public Problem {
        Objects.requireNonNull(severity, "severity");
        Names.requireName(path, "problem path");
        Names.requireName(message, "problem message");
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** "ERROR relationships[2].child: ..." for logs and the command line. */
    @Override
    public String toString() {
        return severity + " " + path + ": " + message;
    }
}
