package dev.docshape.model.validate;

import java.util.ArrayList;
import java.util.List;

/** Collects problems in the order they are found. */
final class Problems {
    private final List<Problem> found = new ArrayList<>();

    void error(String path, String message) {
        found.add(new Problem(Severity.ERROR, path, message));
    }

    void warning(String path, String message) {
        found.add(new Problem(Severity.WARNING, path, message));
    }

    List<Problem> list() {
        return List.copyOf(found);
    }

    static String quoted(String key) {
        return "['" + key + "']";
    }
}
