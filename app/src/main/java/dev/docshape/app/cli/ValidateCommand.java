package dev.docshape.app.cli;

import dev.docshape.app.text.Words;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import dev.docshape.model.Project;
import dev.docshape.model.validate.ModelValidator;
import dev.docshape.model.validate.Problem;
import dev.docshape.storage.file.FileProblem;
import dev.docshape.storage.file.LoadedProject;
import dev.docshape.storage.file.ProjectFileException;
import dev.docshape.storage.file.ProjectFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * {@code docshape validate FILE}: exit 0 when the project has no errors, 1 when it has some (each
 * printed with its place), 2 when the file cannot be read as a DocShape project at all.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Check a project file: references that point nowhere, impossible cardinalities, "
                + "mappings that do not fit. Exit status 1 when errors are found.")
final class ValidateCommand implements Callable<Integer> {
    private static final Set<String> HEADER_PATHS = Set.of("$", "$.format", "$.formatVersion");

    @Parameters(index = "0", paramLabel = "FILE", description = "The project file (.docshape).")
    Path file;

    @Option(names = "--design", paramLabel = "NAME",
            description = "Also check that the project has this design (every design is validated).")
    String design;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        LoadedProject loaded;
        try {
            loaded = ProjectFiles.loadAllowingModelErrors(file);
        } catch (ProjectFileException e) {
            if (unreadable(e)) throw new CliException(e.getMessage(), e);
            out.println(file + ": " + Words.count(e.problems().size(), "error") + ":");
            for (FileProblem problem : e.problems()) out.println("  error: " + problem);
            return ExitCodes.INVALID;
        }
        Project project = loaded.project();
        if (design != null && project.design(design).isEmpty()) {
            out.println(file + ": 1 error:");
            out.println("  error: the project has no design '" + design + "'");
            return ExitCodes.INVALID;
        }
        List<Problem> warnings = ModelValidator.validate(project).stream().filter(p -> !p.isError()).toList();
        int errors = loaded.modelErrors().size();
        if (errors == 0 && warnings.isEmpty()) {
            out.println(file + ": valid (" + Words.count(project.model().entities().size(), "entity", "entities") + ", "
                    + Words.count(project.model().relationships().size(), "relationship") + ", "
                    + Words.count(project.model().patterns().size(), "access pattern") + ", "
                    + Words.count(project.designs().size(), "design") + ")");
            return ExitCodes.OK;
        }
        out.println(file + ": " + Words.count(errors, "error") + ", " + Words.count(warnings.size(), "warning") + ":");
        for (FileProblem problem : loaded.modelErrors()) out.println("  error: " + problem);
        for (Problem problem : warnings) out.println("  warning: " + problem.message() + " (at $." + problem.path() + ")");
        return errors > 0 ? ExitCodes.INVALID : ExitCodes.OK;
    }

    /** Not JSON, not a DocShape project, or a format version this build cannot read. */
    private static boolean unreadable(ProjectFileException e) {
        Throwable cause = e.getCause();
        if (cause instanceof JsonParseException || cause instanceof StreamConstraintsException) return true;
        return e.problems().stream().anyMatch(p -> p.path() == null || HEADER_PATHS.contains(p.path().toString()));
    }

}
