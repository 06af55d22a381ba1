package dev.docshape.app.cli;

import dev.docshape.model.profile.Profile;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.Measurer;
import dev.docshape.storage.mongodb.MongoConnection;
import dev.docshape.storage.mongodb.MongoMeasureReport;
import dev.docshape.storage.mongodb.MongoMeasurer;
import dev.docshape.storage.mongodb.MongoProblem;
import dev.docshape.storage.mongodb.SampleSource;
import dev.docshape.storage.store.StoreException;

import java.io.PrintWriter;
import java.nio.file.Path;

/** {@code measure --mongodb}: the patterns run on a real MongoDB, beside the estimate and the sample store. */
final class MongoMeasureRun {
    private MongoMeasureRun() {
    }

    static MongoMeasureReport run(LoadedProject loaded, Path storeFile, MongoOptions mongodb, SampleOptionsMixin.Chosen fallback,
                                  Profile profile, int samples, PrintWriter err) {
        ProgressPrinter progress = new ProgressPrinter(err, "runs");
        SampleSource source = SampleSource.choose(loaded.project(), loaded.design(), storeFile, fallback.options());
        MeasureReport sqlite = null;
        String sqliteNote = null;
        if (source.fromStore()) {
            try {
                sqlite = Measurer.measure(loaded.project(), storeFile, profile, samples, progress);
            } catch (StoreException e) {
                sqliteNote = "No SQLite column: " + e.getMessage();
            }
        } else {
            sqliteNote = "No SQLite column: the sample store " + storeFile + " does not hold design '" + loaded.design().name()
                    + "' (run 'docshape sample' with the same --scale and --seed to compare)";
        }
        try (MongoConnection mongo = mongodb.open()) {
            MongoMeasureReport report = MongoMeasurer.measure(loaded.project(), loaded.design(), source, mongo, profile, samples,
                    sqlite, sqliteNote, progress);
            if (!source.fromStore()) fallback.explain(err);
            return report;
        } catch (MongoProblem e) {
            throw new CliException(e.getMessage(), e);
        }
    }
}
