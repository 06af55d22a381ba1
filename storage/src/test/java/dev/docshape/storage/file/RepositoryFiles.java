package dev.docshape.storage.file;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Files of the repository the tests run in (the examples, the docs). */
public final class RepositoryFiles {
    private RepositoryFiles() {
    }

    /** The repository root: the nearest folder upwards holding {@code mvnw} and {@code examples}. */
    public static Path root() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            if (Files.exists(dir.resolve("mvnw")) && Files.isDirectory(dir.resolve("examples"))) return dir;
            dir = dir.getParent();
        }
        throw new IllegalStateException("no repository root with an examples folder above " + Path.of("").toAbsolutePath());
    }

    public static List<Path> examples() {
        try (Stream<Path> files = Files.list(root().resolve("examples"))) {
            return files.filter(p -> p.getFileName().toString().endsWith(ProjectFiles.EXTENSION)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The scenarios of {@link #examples} and the workloads beside them ({@code examples/workloads}): every shipped example. */
    public static List<Path> everyExample() {
        try (Stream<Path> files = Files.list(root().resolve("examples").resolve("workloads"))) {
            return Stream.concat(examples().stream(),
                    files.filter(p -> p.getFileName().toString().endsWith(ProjectFiles.EXTENSION)).sorted()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Path example(String fileName) {
        return root().resolve("examples").resolve(fileName);
    }
}
