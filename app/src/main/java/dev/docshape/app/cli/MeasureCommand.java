package dev.docshape.app.cli;

import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.store.SampleStore;
import dev.docshape.storage.store.StoreMetadata;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.Measurer;
import dev.docshape.storage.store.StoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Mixin;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/** {@code docshape measure FILE [--store PATH] [--json]}: measured beside estimated. */
@Command(name = "measure", mixinStandardHelpOptions = true,
        description = "Run every access pattern against the sample store (see 'docshape sample') and show the "
                + "requests, documents and bytes really used beside the estimates, and references that point nowhere. "
                + "Measures the design the store was sampled with; --design checks that it is the one you expect. "
                + "With --mongodb URI --db NAME, runs them on that MongoDB database (see 'docshape push') and shows the "
                + "driver's real commands, documents and BSON bytes beside the estimate and the sample store.")
final class MeasureCommand extends ReportCommand {

    @Mixin
    StoreOption store;

    @Option(names = "--samples", paramLabel = "N", defaultValue = "20",
            description = "Root documents each pattern runs for (default: ${DEFAULT-VALUE}).")
    int samples;

    @Mixin
    MongoOptions mongodb;

    @Mixin
    SampleOptionsMixin sampling;

    @Override
    public Integer call() {
        if (samples < 1) throw new CliException("--samples must be at least 1, was " + samples);
        LoadedProject loaded = project.load();
        Path file = project.file;
        Path storeFile = store.storeFile(file);
        if (mongodb.given()) {
            var measured = MongoMeasureRun.run(loaded, storeFile, mongodb, sampling.choose(loaded.project().model()),
                    profile.profile(), samples, err());
            output.print(out(), measured, measured.text());
            return ExitCodes.OK;
        }
        if (!Files.exists(storeFile)) {
            throw new CliException("no sample store at " + storeFile + "; create one with 'docshape sample " + file + "'");
        }
        MeasureReport report;
        try {
            if (project.design != null) requireSampledDesign(loaded, storeFile);
            report = Measurer.measure(loaded.project(), storeFile, profile.profile(), samples,
                    new ProgressPrinter(err(), "runs"));
        } catch (StoreException e) {
            throw new CliException(e.getMessage(), e);
        }
        StringWriter text = new StringWriter();
        try (PrintWriter lines = new PrintWriter(text)) {
            lines.print(report.text().endsWith("\n") ? report.text() : report.text() + System.lineSeparator());
            loaded.project().design(report.design()).ifPresent(d -> DefaultsNote.print(loaded.project().model(), d, lines));
        }
        output.print(out(), report, text.toString());
        return ExitCodes.OK;
    }

    private void requireSampledDesign(LoadedProject loaded, Path storeFile) {
        try (SampleStore opened = SampleData.openStore(storeFile, loaded.project())) {
            String sampled = opened.metadata().map(StoreMetadata::design).orElse(null);
            if (sampled != null && !sampled.equals(loaded.design().name())) {
                throw new CliException("the sample store " + storeFile + " holds design '" + sampled + "', not '"
                        + loaded.design().name() + "'; run 'docshape sample " + project.file + " --design "
                        + loaded.design().name() + "' first");
            }
        }
    }
}
