package dev.docshape.app.analysis.sample;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.Measurer;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.SampleScale;
import dev.docshape.storage.store.Progress;

import java.nio.file.Path;
import java.util.Objects;

/**
 * "Generate the sample data, then measure the patterns against it", run as a job of the task
 * runner: cancelling it stops it at the next progress report; the store is then left as it was
 * before (the store writes in one transaction).
 */
final class SampleJob {
    /** Root instances each pattern is measured on. */
    static final int MEASURE_SAMPLES = SampleScale.MEASURED_INSTANCES;

    private SampleJob() {
    }

    /** What a run produced: the stored data and the measurement. */
    record Outcome(SampleData.Result stored, MeasureReport measured) {
    }

    /** Generates into {@code store} and measures; {@code progress} gets phase, done and total, and may cancel by throwing. */
    static Outcome run(Project project, Path store, SampleOptions options, Profile profile, Progress progress) {
        Objects.requireNonNull(project, "project");
        SampleData.Result stored = SampleData.materialize(project, null, store, options, progress);
        MeasureReport measured = measure(project, store, profile, progress);
        return new Outcome(stored, measured);
    }

    /** Measures the patterns against the data already in {@code store}. */
    static MeasureReport measure(Project project, Path store, Profile profile, Progress progress) {
        return Measurer.measure(project, store, profile, MEASURE_SAMPLES, progress);
    }
}
