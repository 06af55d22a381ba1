package dev.docshape.storage.mongodb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The repository's example projects. */
final class Examples {
    private Examples() {
    }

    static List<Path> all() {
        Path folder = Path.of("").toAbsolutePath();
        while (folder != null && !Files.isDirectory(folder.resolve("examples"))) folder = folder.getParent();
        if (folder == null) throw new IllegalStateException("no examples folder above " + Path.of("").toAbsolutePath());
        try (Stream<Path> files = Files.list(folder.resolve("examples"))) {
            return files.filter(p -> p.toString().endsWith(".docshape")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Path named(String prefix) {
        return all().stream().filter(p -> p.getFileName().toString().startsWith(prefix)).findFirst().orElseThrow();
    }
}
