package dev.docshape.storage.store;

import java.util.ArrayList;
import java.util.List;

/**
 * A field of a collection's documents that references are followed by, in dotted notation with
 * {@code []} after array fields: {@code postId}, {@code author.id}, {@code bookIds[]},
 * {@code authors[].id}. A path without {@code []} gets an SQLite expression index; a path through
 * arrays gets a key table (a multikey index, as MongoDB builds for array fields).
 */
public record IndexedPath(String path) {

    public IndexedPath {
        if (path == null || path.isBlank()) throw new IllegalArgumentException("an indexed path must not be empty");
        for (String segment : segments(path)) {
            String name = segment.endsWith("[]") ? segment.substring(0, segment.length() - 2) : segment;
            if (name.isEmpty() || name.chars().anyMatch(c -> c == '"' || c == '\'' || c == '[' || c == ']' || c == '.' || c < 0x20)) {
                throw new IllegalArgumentException("indexed path '" + path + "': field '" + name
                        + "' must not be empty or contain quotes, brackets or control characters");
            }
        }
    }

    public static IndexedPath of(String path) {
        return new IndexedPath(path);
    }

    /** True when the path goes through an array (a multikey index). */
    public boolean multikey() {
        return path.contains("[]");
    }

    /** The path without array markers, as MongoDB names it in an index: {@code authors.id}. */
    public String mongoPath() {
        return path.replace("[]", "");
    }

    /** For a path without arrays, the SQLite JSON path: {@code $.author.id}. */
    public String jsonPath() {
        if (multikey()) throw new IllegalStateException("'" + path + "' goes through an array");
        return jsonPath(segments(path));
    }

    /**
     * The path split at arrays: {@code authors[].id} gives {@code ["$.authors", "$.id"]};
     * each part but the last names an array to iterate.
     */
    public List<String> arraySteps() {
        List<String> steps = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String segment : segments(path)) {
            if (segment.endsWith("[]")) {
                current.add(segment.substring(0, segment.length() - 2));
                steps.add(jsonPath(current));
                current = new ArrayList<>();
            } else {
                current.add(segment);
            }
        }
        steps.add(current.isEmpty() ? "$" : jsonPath(current));
        return steps;
    }

    private static String jsonPath(List<String> names) {
        StringBuilder sb = new StringBuilder("$");
        for (String name : names) {
            if (name.matches("[A-Za-z_][A-Za-z0-9_]*")) sb.append('.').append(name);
            else sb.append(".\"").append(name).append('"');
        }
        return sb.toString();
    }

    private static List<String> segments(String path) {
        return List.of(path.split("\\.", -1));
    }

    @Override
    public String toString() {
        return path;
    }
}
