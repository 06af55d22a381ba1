package dev.docshape.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** The seed examples at the repository root, seen from a module's test run. */
final class Examples {
    private Examples() {
    }

    static String path(String fileName) {
        Path file = Path.of("..", "examples", fileName);
        if (!Files.isRegularFile(file)) throw new IllegalStateException("missing example " + file.toAbsolutePath());
        return file.toString();
    }
}
