package dev.docshape.storage.file;

import dev.docshape.storage.file.json.JsonPath;

/**
 * One thing wrong with a project file, and where.
 *
 * @param message what is wrong, in words a user understands
 * @param path    where in the document, or null when the problem is the file as a whole
 * @param line    1-based line in the file, or 0 when unknown
 * @param column  1-based column in the file, or 0 when unknown
 */
public record FileProblem(String message, JsonPath path, int line, int column) {

    public FileProblem {
        if (message == null || message.isBlank()) throw new IllegalArgumentException("problem message must not be empty");
        if (line < 0 || column < 0) throw new IllegalArgumentException("line and column must not be negative");
    }

    public static FileProblem at(JsonPath path, String message) {
        return new FileProblem(message, path, 0, 0);
    }

    public static FileProblem wholeFile(String message) {
        return new FileProblem(message, null, 0, 0);
    }

    public FileProblem withLocation(int newLine, int newColumn) {
        return new FileProblem(message, path, newLine, newColumn);
    }

    public boolean hasLocation() {
        return line > 0;
    }

    /** "line 14, column 16, at $.relationships[2].child", or the parts of it that are known. */
    public String where() {
        StringBuilder out = new StringBuilder();
        if (hasLocation()) {
            out.append("line ").append(line);
            if (column > 0) out.append(", column ").append(column);
        }
        if (path != null) {
            if (out.length() > 0) out.append(", ");
            out.append("at ").append(path);
        }
        return out.toString();
    }

    @Override
    public String toString() {
        String where = where();
        return where.isEmpty() ? message : message + " (" + where + ")";
    }
}
