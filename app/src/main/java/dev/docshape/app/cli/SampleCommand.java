package dev.docshape.app.cli;

import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.StoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CancellationException;

/** {@code docshape sample FILE [--scale N] [--seed S] [--store PATH]}. */
@Command(name = "sample", mixinStandardHelpOptions = true,
        description = "Generate sample data shaped by the design's mappings into the embedded store (SQLite). "
                + "Ctrl+C stops it and leaves the store as it was.")
final class SampleCommand extends ProjectCommand {
    static final int INTERRUPTED = 130;

    @Mixin
    SampleOptionsMixin sampling;

    @Mixin
    StoreOption store;

    @Override
    public Integer call() {
        LoadedProject loaded = project.load();
        SampleOptionsMixin.Chosen chosen = sampling.choose(loaded.project().model());
        SampleOptions options = chosen.options();
        Path storeFile = store.storeFile(project.file);
        ProgressPrinter progress = new ProgressPrinter(err(), "documents");
        try (CancelOnInterrupt interrupt = new CancelOnInterrupt(progress)) {
            SampleData.Result result = SampleData.materialize(loaded.project(), loaded.design().name(), storeFile, options, progress);
            out().println(String.format(Locale.ROOT,
                    "Stored %,d documents in %d collections of design '%s' in %s (%.1f s)",
                    result.documents(), result.collections().size(), loaded.design().name(), result.store(),
                    result.took().toMillis() / 1000.0));
            chosen.explain(err());
            return ExitCodes.OK;
        } catch (CancellationException e) {
            err().println("docshape sample: interrupted; the store is unchanged");
            return INTERRUPTED;
        } catch (StoreException e) {
            throw new CliException(e.getMessage(), e);
        }
    }
}
