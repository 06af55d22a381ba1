package dev.docshape.app.cli;

import dev.docshape.model.Project;
import dev.docshape.renderer.RenderException;
import dev.docshape.renderer.diagram.CardPlaces;
import dev.docshape.storage.imports.ImportException;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.file.ProjectFileException;
import dev.docshape.storage.file.ProjectFiles;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;

/**
 * The options of every import for the project it writes ({@code --out}, {@code --name},
 * {@code --force}). The file is checked before the import starts and written atomically only when
 * the import has succeeded, so a failed or interrupted import leaves nothing behind.
 */
final class ImportOutput {
    @Option(names = "--out", paramLabel = "NEW.docshape", required = true,
            description = "The project file to create.")
    Path out;

    @Option(names = "--name", paramLabel = "NAME", description = "The project's name (default: the file's name).")
    String name;

    @Option(names = "--force", description = "Replace --out if it exists (its previous version is kept as .bak).")
    boolean force;

    /** Refuses an unusable {@code --out} before any work is done. */
    void check() {
        if (Files.isDirectory(out)) throw new CliException(out + " is a folder; --out needs a file name such as new.docshape");
        if (Files.exists(out) && !force) {
            throw new CliException(out + " already exists; choose another file or add --force to replace it");
        }
        Path folder = out.toAbsolutePath().getParent();
        if (folder != null && !Files.isDirectory(folder)) throw new CliException("the folder " + folder + " does not exist");
    }

    String projectName() {
        if (name != null && !name.isBlank()) return name;
        String file = out.getFileName().toString();
        String base = file.endsWith(ProjectFiles.EXTENSION) ? file.substring(0, file.length() - ProjectFiles.EXTENSION.length()) : file;
        return base.isBlank() ? "Imported" : base;
    }

    /** An import's work, told its progress. */
    @FunctionalInterface
    interface Job<T> {
        T run(Progress progress) throws ImportException;
    }

    /**
     * Checks {@code --out}, then runs {@code job} with progress on stderr (after its first second)
     * and Ctrl+C cancelling it. Returns its result, or null when it was interrupted (said on stderr).
     */
    <T> T run(CommandSpec spec, String unit, Job<T> job) {
        check();
        ProgressPrinter progress = ProgressPrinter.afterQuietTime(spec.commandLine().getErr(), unit);
        try (CancelOnInterrupt interrupt = new CancelOnInterrupt(progress)) {
            return job.run(progress);
        } catch (CancellationException e) {
            progress.end();
            spec.commandLine().getErr().println(spec.qualifiedName(" ") + ": interrupted; nothing was written");
            return null;
        } catch (ImportException e) {
            throw new CliException(e.getMessage(), e);
        } finally {
            progress.end();
        }
    }

    /**
     * Writes the imported project with its cards laid out (decision 0568), so the file opens laid out in any version
     * of the designer; a layout that cannot be made puts them on a grid instead, said in one line on stderr (0576): the
     * file is written all the same, so the exit status stays 0.
     */
    void write(CommandSpec spec, Project project) {
        Project placed;
        try {
            placed = CardPlaces.placed(project);
        } catch (RenderException | IllegalArgumentException e) {
            placed = CardPlaces.onGrid(project);
            spec.commandLine().getErr().println(spec.qualifiedName(" ") + ": the layout failed (" + firstLine(e) + "); the "
                    + project.model().entities().size() + " entities were put on a grid");
        }
        try {
            ProjectFiles.save(placed, out);
        } catch (ProjectFileException e) {
            throw new CliException(e.getMessage(), e);
        }
    }

    private static String firstLine(Exception e) {
        String message = e.getMessage() == null || e.getMessage().isBlank() ? e.getClass().getSimpleName() : e.getMessage();
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
