package dev.docshape.app.designer.files;

import dev.docshape.model.Project;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The seed examples (S1-S8) offered on the first start. They are the project files in the
 * {@code examples} folder: the one named by the system property {@value #PROPERTY}, else the
 * one at the root of the installation (found from where the program runs), else in the working
 * folder.
 */
public final class ExampleCatalog {
    public static final String PROPERTY = "docshape.examples";

    /** One example: its file, the project's name and the first line of its description. */
    public record Example(Path file, String name, String summary) {
    }

    private final ProjectStore store;
    private final Path folder;

    public ExampleCatalog(ProjectStore store, Path folder) {
        this.store = store;
        this.folder = folder;
    }

    /** The catalog of the examples folder found as described above (maybe none). */
    public static ExampleCatalog locate(ProjectStore store) {
        return new ExampleCatalog(store, findFolder().orElse(null));
    }

    static Optional<Path> findFolder() {
        String configured = System.getProperty(PROPERTY);
        if (configured != null && !configured.isBlank()) return Optional.of(Path.of(configured));
        try {
            Path code = Path.of(ExampleCatalog.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (Path p = code; p != null; p = p.getParent()) {
                if (Files.isDirectory(p.resolve("examples"))) return Optional.of(p.resolve("examples"));
            }
        } catch (URISyntaxException | RuntimeException e) {
            // no code location (a custom class loader): fall back to the working folder
        }
        Path here = Path.of("examples").toAbsolutePath();
        return Files.isDirectory(here) ? Optional.of(here) : Optional.empty();
    }

    public Optional<Path> folder() {
        return Optional.ofNullable(folder);
    }

    /** Reads every example, in file-name order; files that cannot be read are left out. */
    public List<Example> examples() {
        if (folder == null || !Files.isDirectory(folder)) return List.of();
        List<Path> files;
        try (Stream<Path> list = Files.list(folder)) {
            files = list.filter(ExampleCatalog::isProjectFile).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
        List<Example> examples = new ArrayList<>();
        for (Path file : files) {
            try {
                Project p = store.load(file);
                String summary = p.description().strip().lines().findFirst().orElse("");
                examples.add(new Example(file, p.name(), summary));
            } catch (IOException | RuntimeException e) {
                System.err.println("docshape: skipping example " + file.getFileName() + ": " + e.getMessage());
            }
        }
        return examples;
    }

    private static boolean isProjectFile(Path file) {
        String name = file.getFileName().toString();
        return Files.isRegularFile(file) && (name.endsWith(ProjectStore.EXTENSION) || name.endsWith(".json"));
    }
}
