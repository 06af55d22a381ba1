package dev.docshape.app.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.List;

/** {@code docshape}: lists the commands. */
@Command(name = "docshape",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Design document-database data models: estimate, advise, preview, render, sample, measure, export.%n"
                + "Run without arguments to open the designer window.")
final class RootCommand implements Runnable {
    /** The commands, in the order the help lists them; {@link CommandTree} adds them (all, or only the one run). */
    static final List<Class<?>> COMMANDS = List.of(ValidateCommand.class, EstimateCommand.class, AdviseCommand.class,
            PreviewCommand.class, RenderCommand.class, SampleCommand.class, MeasureCommand.class, ExportCommand.class,
            PushCommand.class, DriftCommand.class, ImportCommand.class, SearchCommand.class, QueriesCommand.class,
            CodegenCommand.class, MigrateCommand.class, DesignReportCommand.class);

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
