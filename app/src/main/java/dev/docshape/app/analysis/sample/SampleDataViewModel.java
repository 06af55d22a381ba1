package dev.docshape.app.analysis.sample;

import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.text.NumberInput;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.StoredCollection;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * The sample-data panel's state: the options, a running job's progress (generate into the
 * embedded store, then measure every pattern against it) with Cancel, the measured figures beside
 * the estimates, and the stored collections to browse. Jobs run through the window's task runner
 * and report back on the UI thread.
 */
public final class SampleDataViewModel {
    private final AnalysisModel analysis;
    private final Supplier<Path> storeFile;
    private final StringProperty scale = new SimpleStringProperty(this, "scale", "0.001");
    private final StringProperty seed = new SimpleStringProperty(this, "seed", "42");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "No sample data yet.");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper(this, "failed");
    private final ReadOnlyObjectWrapper<MeasureReport> report = new ReadOnlyObjectWrapper<>(this, "report");
    private final ObservableList<PatternMeasure> measured = FXCollections.observableArrayList();
    private final ObservableList<StoredCollection> collections = FXCollections.observableArrayList();
    private final StoreBrowser browser;
    private TaskRunner.Job job;
    private long lastPost;

    /** @param storeFile where the store of the current project lives (asked at each run) */
    public SampleDataViewModel(AnalysisModel analysis, Supplier<Path> storeFile) {
        this.analysis = analysis;
        this.storeFile = storeFile;
        this.browser = new StoreBrowser(analysis.services(), analysis::project, storeFile);
    }

    /** Generates the active design's sample data into the store, then measures the patterns. */
    public void generate() {
        if (running.get()) return;
        SampleOptions options;
        try {
            options = options();
        } catch (IllegalArgumentException e) {
            fail(e.getMessage());
            return;
        }
        start("Generating sample data…", (project, store, profile, p) -> SampleJob.run(project, store, options, profile, p),
                outcome -> {
                    collections.setAll(outcome.stored().collections());
                    show(outcome.measured(), String.format(Locale.ROOT, "%,d documents in %d collections, written in %.1f s; measured %d patterns.",
                            outcome.stored().documents(), outcome.stored().collections().size(),
                            outcome.stored().took().toMillis() / 1000.0, outcome.measured().patterns().size()));
                    browser.refresh(outcome.stored().collections());
                });
    }

    /** Measures the patterns again against the data already stored (after changing patterns). */
    public void measureAgain() {
        if (running.get()) return;
        start("Measuring…", (project, store, profile, p) -> SampleJob.measure(project, store, profile, p),
                r -> show(r, "Measured " + r.patterns().size() + " patterns on design " + r.design() + "."));
    }

    public void cancel() {
        if (job != null) job.cancel();
    }

    private interface Work<T> {
        T run(Project project, Path store, Profile profile, Progress progress) throws Exception;
    }

    private <T> void start(String message, Work<T> work, java.util.function.Consumer<T> done) {
        Project project = analysis.project();
        Profile profile = analysis.profileProperty().get();
        Path store = storeFile.get();
        running.set(true);
        failed.set(false);
        progress.set(0);
        status.set(message);
        job = analysis.services().tasks().start(p -> work.run(project, store, profile, p::update), this::post,
                result -> {
                    finish();
                    done.accept(result);
                },
                () -> {
                    finish();
                    status.set("Cancelled. The store was left as it was before.");
                },
                e -> {
                    finish();
                    fail(e.getMessage() == null ? e.toString() : e.getMessage());
                });
    }

    private void finish() {
        running.set(false);
        progress.set(0);
        job = null;
    }

    private void fail(String message) {
        failed.set(true);
        status.set(message);
    }

    private void show(MeasureReport r, String message) {
        report.set(r);
        measured.setAll(r.patterns());
        failed.set(false);
        status.set(message);
    }

    /** From the worker thread: hands the progress to the UI thread, at most about every 50 ms per phase change. */
    private void post(String phase, long done, long total) {
        long now = System.nanoTime();
        boolean last = total > 0 && done >= total;
        if (!last && now - lastPost < 50_000_000L) return;
        lastPost = now;
        double fraction = total > 0 ? Math.min(1, (double) done / total) : -1;
        analysis.services().ui().execute(() -> {
            if (!running.get()) return;
            progress.set(fraction);
            status.set(phase.substring(0, 1).toUpperCase(Locale.ROOT) + phase.substring(1)
                    + (total > 0 ? String.format(Locale.ROOT, " (%,d of %,d)", done, total) : "") + "…");
        });
    }

    /** The options typed, or the defaults (seed 42, one in a thousand) while they are not valid: for exports. */
    public SampleOptions optionsOrDefaults() {
        try {
            return options();
        } catch (IllegalArgumentException e) {
            return SampleOptions.of(42, 0.001);
        }
    }

    private SampleOptions options() {
        double s = NumberInput.nonNegative(scale.get()).orElseThrow(() ->
                new IllegalArgumentException("The scale must be a positive number (0.001 = one in a thousand), not '" + scale.get() + "'"));
        long sd = NumberInput.whole(seed.get()).orElseThrow(() ->
                new IllegalArgumentException("The seed must be a whole number, not '" + seed.get() + "'"));
        if (s <= 0) throw new IllegalArgumentException("The scale must be above 0, not '" + scale.get() + "'");
        return SampleOptions.of(sd, s);
    }

    public StringProperty scaleProperty() {
        return scale;
    }

    public StringProperty seedProperty() {
        return seed;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** 0 to 1 while a job runs; -1 when the phase's size is unknown. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<MeasureReport> reportProperty() {
        return report.getReadOnlyProperty();
    }

    /** Each pattern measured beside its estimate. */
    public ObservableList<PatternMeasure> measured() {
        return measured;
    }

    public ObservableList<StoredCollection> collections() {
        return collections;
    }

    public StoreBrowser browser() {
        return browser;
    }
}
