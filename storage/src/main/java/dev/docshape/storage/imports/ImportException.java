package dev.docshape.storage.imports;

/**
 * An import that cannot go on, with one message that names the problem and the place ("orders.json
 * line 17, column 4: ..."). Nothing has been written when it is thrown.
 */
public class ImportException extends Exception {
    public ImportException(String message) {
        super(message);
    }

    public ImportException(String message, Throwable cause) {
        super(message, cause);
    }

    /** "source line L, column C: message" (line and column left out when unknown, i.e. not positive). */
    public static ImportException at(String source, long line, long column, String message, Throwable cause) {
        StringBuilder place = new StringBuilder(source);
        if (line > 0) place.append(" line ").append(line);
        if (line > 0 && column > 0) place.append(", column ").append(column);
        return new ImportException(place + ": " + message, cause);
    }
}
