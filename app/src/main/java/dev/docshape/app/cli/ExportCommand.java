package dev.docshape.app.cli;

import dev.docshape.storage.export.ExportPart;
import dev.docshape.storage.export.Exporter;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.StoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

/** {@code docshape export FILE --out DIR [--format all|PART[,PART...]]}, the parts of {@link ExportPart}. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Write JSON templates for the design: JSON Schema per collection (jsonschema), MongoDB "
                + "$jsonSchema validators and a mongosh script (mongodb), sample documents as NDJSON for mongoimport "
                + "and one template document per collection (samples), a Cosmos DB indexing policy per container with the "
                + "composite indexes its queries need (cosmos). Nothing is written outside DIR.")
final class ExportCommand extends ProjectCommand {

    @Mixin
    OutFolderOption out;

    @Option(names = "--format", paramLabel = "PARTS", defaultValue = ExportPart.ALL,
            description = "The parts to write: jsonschema, mongodb, samples, cosmos or all, or several joined by commas "
                    + "(jsonschema,cosmos; default: ${DEFAULT-VALUE}).")
    String format;

    @Mixin
    SampleOptionsMixin sampling;

    @Override
    public Integer call() {
        Set<ExportPart> parts = CliException.parse("--format", ExportPart::parse, format);
        LoadedProject loaded = project.load();
        SampleOptionsMixin.Chosen chosen = sampling.choose(loaded.project().model());
        SampleOptions options = chosen.options();
        ProgressPrinter progress = new ProgressPrinter(err(), "documents");
        Exporter.Result result;
        try {
            result = Exporter.export(loaded.project(), loaded.design().name(), options, out.folder,
                    parts, progress);
        } catch (StoreException | UncheckedIOException | IllegalArgumentException e) {
            throw new CliException(e.getMessage(), e);
        }
        PrintWriter stdout = out();
        stdout.println(String.format(Locale.ROOT, "Exported %d collections of design '%s' (%s) to %s",
                result.collections().size(), loaded.design().name(),
                parts.equals(ExportPart.all()) ? ExportPart.ALL : ExportPart.words(parts), result.folder()));
        result.collections().forEach((name, files) -> {
            StringBuilder line = new StringBuilder("  ").append(name).append(':');
            append(line, files.schema());
            append(line, files.validator());
            append(line, files.template());
            append(line, files.indexingPolicy());
            if (files.ndjson() != null) {
                append(line, files.ndjson());
                line.append(String.format(Locale.ROOT, " (%,d documents)", files.documents()));
            }
            stdout.println(line);
        });
        if (result.script() != null) stdout.println("  " + result.script().getFileName());
        for (String warning : result.warnings()) stdout.println("Warning: " + warning);
        if (parts.contains(ExportPart.SAMPLES)) chosen.explain(err());
        return ExitCodes.OK;
    }

    private static void append(StringBuilder line, Path file) {
        if (file != null) line.append(' ').append(file.getFileName());
    }
}
