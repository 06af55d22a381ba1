package dev.docshape.app.cli;

import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.storage.file.ProjectFileException;
import dev.docshape.storage.file.ProjectFiles;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.stream.Collectors;

/** The project file and design every command works on. */
final class ProjectOptions {

    @Parameters(index = "0", paramLabel = "FILE", description = "The project file (.docshape).")
    Path file;

    @Option(names = "--design", paramLabel = "NAME",
            description = "The design to use (default: the project's active design).")
    String design;

    /** Loads the file and picks the design, or fails with a one-line reason. */
    LoadedProject load() {
        Project project = read(file);
        return new LoadedProject(project, pickDesign(project));
    }

    /** The project in {@code file}, or a one-line reason it cannot be read. */
    static Project read(Path file) {
        try {
            return ProjectFiles.load(file);
        } catch (ProjectFileException e) {
            throw new CliException(e.getMessage(), e);
        }
    }

    Design pickDesign(Project project) {
        if (design == null) return project.active();
        return project.design(design).orElseThrow(() -> new CliException(
                "no design '" + design + "' in " + file + "; its designs are: "
                        + project.designs().stream().map(Design::name).collect(Collectors.joining(", "))));
    }
}
