package dev.docshape.app.analysis.sample;

import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.text.NumberInput;
import dev.docshape.app.ui.tasks.JobState;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.SampleScale;
import dev.docshape.storage.store.SampleStore;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.StoredCollection;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Files;
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
    private final StringProperty scale = new SimpleStringProperty(this, "scale");
    private final StringProperty seed = new SimpleStringProperty(this, "seed", "42");
    private final JobState job;
    private final ObservableList<PatternMeasure> measured = FXCollections.observableArrayList();
    private final ObservableList<StoredCollection> collections = FXCollections.observableArrayList();
    private final State state = new State(scale, seed, measured);
    private final StoreBrowser browser;
    /** The scale suggested for the project as it is; the field follows it until the user types another. */
    private String suggestedScale;
    /** Another project is being opened: once it is in place, what its store holds is shown. */
    private boolean opening;

    /** The panel as its view binds to it: the scale and seed typed, and each pattern measured beside its estimate. */
    public record State(StringProperty scale, StringProperty seed, ObservableList<PatternMeasure> measured) {
    }

    /** @param storeFile where the store of the current project lives (asked at each run) */
    public SampleDataViewModel(AnalysisModel analysis, Supplier<Path> storeFile) {
        this.analysis = analysis;
        this.storeFile = storeFile;
        this.job = new JobState(analysis.services().tasks(), "No sample data yet.");
        this.browser = new StoreBrowser(analysis.services(), analysis::project, storeFile);
        analysis.source().openedProperty().addListener((obs, old, now) -> {
            forget();
            opening = true;
        });
        suggestedScale = SampleScale.text(SampleScale.suggested(analysis.project().model()));
        scale.set(suggestedScale);
        analysis.source().projectProperty().addListener((obs, old, now) -> projectChanged(now));
    }

    private void projectChanged(Project project) {
        followSuggestedScale(project);
        if (opening) {
            opening = false;
            showStored(project);
        }
    }

    /** A project opened with sample data stored beside it: its collections and documents to browse, and Measure Again. */
    private void showStored(Project project) {
        Path store = storeFile.get();
        if (store == null || !Files.isRegularFile(store)) return;
        analysis.services().tasks().run(TaskRunner.Lane.JOBS, () -> {
            try (SampleStore s = SampleData.openStore(store, project)) {
                return s.collections();
            }
        }, stored -> {
            if (analysis.project() != project || stored.isEmpty()) return;
            collections.setAll(stored);
            browser.refresh(stored);
            job.say(String.format(Locale.ROOT, "%,d documents in %d collections stored earlier; Measure Again measures the patterns on them.",
                    stored.stream().mapToLong(StoredCollection::documents).sum(), stored.size()));
        }, e -> job.fail("The sample data stored beside the project cannot be read: " + e.getMessage()));
    }

    private void followSuggestedScale(Project project) {
        String next = SampleScale.text(SampleScale.suggested(project.model()));
        if (suggestedScale.equals(scale.get())) scale.set(next);
        suggestedScale = next;
    }

    /** Another project was opened: its store is another one, so nothing measured or listed here applies. */
    private void forget() {
        job.reset();
        measured.clear();
        collections.clear();
        browser.clear();
    }

    /** Generates the active design's sample data into the store, then measures the patterns. */
    public void generate() {
        if (job.isRunning()) return;
        SampleOptions options;
        try {
            options = options();
        } catch (IllegalArgumentException e) {
            job.fail(e.getMessage());
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
        start("Measuring…", (project, store, profile, p) -> SampleJob.measure(project, store, profile, p),
                r -> show(r, "Measured " + r.patterns().size() + " patterns on design " + r.design() + "."));
    }

    public void cancel() {
        job.cancel();
    }

    private interface Work<T> {
        T run(Project project, Path store, Profile profile, Progress progress) throws Exception;
    }

    private <T> void start(String message, Work<T> work, java.util.function.Consumer<T> done) {
        Project project = analysis.project();
        Profile profile = analysis.profileProperty().get();
        Path store = storeFile.get();
        job.start(message, p -> work.run(project, store, profile, p::update), done,
                () -> job.say("Cancelled. The store was left as it was before."));
    }

    private void show(MeasureReport r, String message) {
        measured.setAll(r.patterns());
        job.say(message);
    }

    /** The options typed, or the defaults (seed 42, the suggested scale) while they are not valid: for exports. */
    public SampleOptions optionsOrDefaults() {
        try {
            return options();
        } catch (IllegalArgumentException e) {
            return SampleOptions.of(42, SampleScale.suggested(analysis.project().model()));
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

    /** The generate and measure jobs: running, progress, status. */
    public JobState job() {
        return job;
    }

    public ObservableList<StoredCollection> collections() {
        return collections;
    }

    public StoreBrowser browser() {
        return browser;
    }

    public State state() {
        return state;
    }
}
