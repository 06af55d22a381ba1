package dev.docshape.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFileException;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.Measurer;
import dev.docshape.storage.store.StoreException;
import dev.docshape.storage.store.StoreFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code docshape measure FILE [--store PATH] [--json]}: measured beside estimated. */
@Command(name = "measure", mixinStandardHelpOptions = true,
        description = "Run every access pattern against the sample store (see 'docshape sample') and show the "
                + "requests, documents and bytes really used beside the estimates, and references that point nowhere. "
                + "Measures the design the store was sampled with.")
final class MeasureCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "The project file (.docshape).")
    Path file;

    @Option(names = "--store", paramLabel = "PATH", description = "The store file (default: next to the project file).")
    Path store;

    @Option(names = "--profile", paramLabel = "PROFILE", defaultValue = "mongodb",
            description = "Estimates under mongodb or cosmos (default: ${DEFAULT-VALUE}).")
    ProfileChoice profile;

    @Option(names = "--samples", paramLabel = "N", defaultValue = "20",
            description = "Root documents each pattern runs for (default: ${DEFAULT-VALUE}).")
    int samples;

    @Option(names = "--json", description = "Print JSON instead of a table.")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (samples < 1) throw new CliException("--samples must be at least 1, was " + samples);
        Project project;
        try {
            project = ProjectFiles.load(file);
        } catch (ProjectFileException e) {
            throw new CliException(e.getMessage(), e);
        }
        Path storeFile = store != null ? store : StoreFiles.defaultLocation(file);
        if (!Files.exists(storeFile)) {
            throw new CliException("no sample store at " + storeFile + "; create one with 'docshape sample " + file + "'");
        }
        MeasureReport report;
        try {
            report = Measurer.measure(project, storeFile, profile.profile(), samples,
                    new ProgressPrinter(spec.commandLine().getErr(), "runs"));
        } catch (StoreException e) {
            throw new CliException(e.getMessage(), e);
        }
        if (json) spec.commandLine().getOut().println(toJson(report));
        else {
            String text = report.text();
            spec.commandLine().getOut().print(text);
            if (!text.endsWith("\n")) spec.commandLine().getOut().println();
        }
        return ExitCodes.OK;
    }

    private static String toJson(MeasureReport report) {
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(report);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write JSON", e);
        }
    }
}
