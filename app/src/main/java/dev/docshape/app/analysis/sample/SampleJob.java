package dev.docshape.app.analysis.sample;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.Measurer;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;

import java.nio.file.Path;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One run of "generate the sample data, then measure the patterns against it", on a worker
 * thread. {@link #cancel} stops it at the next progress report; the store is then left as it
 * was before (the store writes in one transaction).
 */
final class SampleJob {
    /** Root instances each pattern is measured on. */
    static final int MEASURE_SAMPLES = 20;

    private final AtomicBoolean cancelled = new AtomicBoolean();

    /** What a run produced: the stored data and the measurement. */
    record Outcome(SampleData.Result stored, MeasureReport measured) {
    }

    /** Generates into {@code store} and measures; {@code progress} gets phase, done and total. */
    Outcome run(Project project, Path store, SampleOptions options, Profile profile, Progress progress) {
        Objects.requireNonNull(project, "project");
        SampleData.Result stored = SampleData.materialize(project, null, store, options, checked(progress));
        MeasureReport measured = measure(project, store, profile, progress);
        return new Outcome(stored, measured);
    }

    /** Measures the patterns against the data already in {@code store}. */
    MeasureReport measure(Project project, Path store, Profile profile, Progress progress) {
        return Measurer.measure(project, store, profile, MEASURE_SAMPLES, checked(progress));
    }

    /** Passes reports on until the job is cancelled; then the next report stops the work. */
    private Progress checked(Progress progress) {
        return (phase, done, total) -> {
            if (cancelled.get()) throw new CancellationException("cancelled");
            progress.update(phase, done, total);
        };
    }

    void cancel() {
        cancelled.set(true);
    }
}
