package dev.docshape.app.cli;

import java.io.IOException;
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

    /** A file {@code name} in {@code dir} holding {@code content}: a broken or made-up input. */
    static Path written(Path dir, String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }
}
