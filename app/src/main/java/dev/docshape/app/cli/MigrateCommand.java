package dev.docshape.app.cli;

import dev.docshape.model.Project;
import dev.docshape.storage.migrate.Migration;
import dev.docshape.storage.migrate.MigrationFile;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.StoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code docshape migrate FILE --from DESIGN --to DESIGN --out script.js}: a mongosh script that moves a database between two designs. */
@Command(name = "migrate", mixinStandardHelpOptions = true,
        description = "Write a mongosh script that moves a database from one design's collections to another's "
                + "(aggregations with $lookup, $group and $merge; resumable), with the documents it reads and writes "
                + "and its duration at the sample store's measured throughput.")
final class MigrateCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "The project file (.docshape).")
    Path file;

    @Option(names = "--from", paramLabel = "DESIGN", required = true, description = "The design the database follows now.")
    String from;

    @Option(names = "--to", paramLabel = "DESIGN", required = true, description = "The design it should follow.")
    String to;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The script to write (e.g. migrate.js).")
    Path out;

    @Mixin
    SampleOptionsMixin sampling;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Project project = ProjectOptions.read(file);
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        SampleOptionsMixin.Chosen chosen = sampling.choose(project.model());
        SampleOptions options = chosen.options();
        MigrationFile.Written written;
        try {
            written = MigrationFile.write(project, from, to, options, out, new ProgressPrinter(stderr, "documents"));
        } catch (StoreException | UncheckedIOException | IllegalArgumentException e) {
            throw new CliException(e.getMessage(), e);
        }
        Migration migration = written.migration();
        if (!migration.supported()) {
            stderr.println("docshape: cannot migrate from design '" + migration.from() + "' to design '" + migration.to()
                    + "'; " + out + " only lists why:");
            migration.unsupported().forEach(reason -> stderr.println("  - " + reason));
            return ExitCodes.USAGE;
        }
        stdout.println(String.format(Locale.ROOT, "Wrote %s: %d steps from design '%s' to design '%s'", out,
                migration.steps().size(), migration.from(), migration.to()));
        stdout.println("  rebuilt: " + names(migration.rebuilt()) + "; left as they are: " + names(migration.kept())
                + "; dropped: " + names(migration.dropped()));
        stdout.println("  " + written.estimate());
        chosen.explain(stderr);
        return ExitCodes.OK;
    }

    private static String names(java.util.List<String> names) {
        return names.isEmpty() ? "none" : String.join(", ", names);
    }
}
