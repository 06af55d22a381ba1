package dev.docshape.app.cli;

import dev.docshape.storage.mongodb.DriftChecker;
import dev.docshape.storage.mongodb.DriftReport;
import dev.docshape.storage.mongodb.MongoConnection;
import dev.docshape.storage.mongodb.MongoProblem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code docshape drift FILE --mongodb URI --db NAME [--sample N] [--json]}: exit 1 on drift, for CI. */
@Command(name = "drift", mixinStandardHelpOptions = true,
        description = "Sample a live MongoDB database and list where it departs from the design: collections the design does "
                + "not know or that are missing, required fields missing, extra fields, other types, arrays longer than the "
                + "modelled maximum, documents near the 16 MiB limit. Exit status 0 without drift, 1 with drift, 2 on errors.")
final class DriftCommand extends ProjectCommand {
    static final int DRIFT = 1;

    @Mixin
    MongoOptions mongodb;

    @Mixin
    DocumentSampleOption sampling;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        int sample = sampling.count(10_000_000);
        LoadedProject loaded = project.load();
        DriftReport report;
        try (MongoConnection mongo = mongodb.open()) {
            report = DriftChecker.check(loaded.project(), loaded.design(), mongo, sample, new ProgressPrinter(err(), "collections"));
        } catch (MongoProblem e) {
            throw new CliException(e.getMessage(), e);
        }
        output.print(out(), report, report.text());
        return report.drifted() ? DRIFT : ExitCodes.OK;
    }
}
