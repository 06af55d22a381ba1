package dev.docshape.app.analysis.mongodb;

import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.mongodb.MongoConnection;
import dev.docshape.storage.mongodb.MongoMeasureReport;
import dev.docshape.storage.mongodb.MongoMeasurer;
import dev.docshape.storage.mongodb.MongoPush;
import dev.docshape.storage.mongodb.MongoSettings;
import dev.docshape.storage.mongodb.SampleSource;
import dev.docshape.storage.sample.SampleOptions;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Analysis > Run on MongoDB…: pushes the active design with its sample data into a MongoDB database
 * (after the user confirms), then runs every access pattern there and lists what the driver really
 * sent and read beside the estimate. The connection string and password live only in this view
 * model while the window is open: never in the settings, the project file or a message (messages show
 * the string without its password).
 */
public final class MongoRunViewModel {
    /** Root documents each pattern runs for, as {@code docshape measure} does by default. */
    static final int SAMPLES = 20;

    private final AnalysisModel analysis;
    private final Supplier<SampleOptions> sampleOptions;
    private final Supplier<Path> storeFile;
    private final StringProperty uri = new SimpleStringProperty(this, "uri", "mongodb://localhost:27017");
    private final StringProperty password = new SimpleStringProperty(this, "password", "");
    private final StringProperty database = new SimpleStringProperty(this, "database", "docshape");
    private final BooleanProperty replace = new SimpleBooleanProperty(this, "replace");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper(this, "failed");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status",
            "Pushes the design's collections, indexes and sample data into the database, then runs every access pattern there.");
    private final ObservableList<PatternMeasure> measured = FXCollections.observableArrayList();
    private TaskRunner.Job job;
    private long lastPost;

    /**
     * @param sampleOptions the sample data's options (as on the Samples tab)
     * @param storeFile     the project's sample store: its data is pushed when it holds the design
     */
    public MongoRunViewModel(AnalysisModel analysis, Supplier<SampleOptions> sampleOptions, Supplier<Path> storeFile) {
        this.analysis = analysis;
        this.sampleOptions = sampleOptions;
        this.storeFile = storeFile;
    }

    /** Checks the inputs, asks before writing to the server, then pushes and measures on the job lane. */
    public void run() {
        if (running.get()) return;
        MongoSettings settings;
        try {
            settings = MongoSettings.of(MongoSettings.withPassword(uri.get() == null ? "" : uri.get().strip(), password.get()),
                    database.get() == null ? "" : database.get().strip());
        } catch (RuntimeException e) {
            fail(e.getMessage());
            return;
        }
        Project project = analysis.project();
        Design design = project.active();
        Profile profile = analysis.profileProperty().get();
        SampleSource source = SampleSource.choose(project, design, storeFile.get(), sampleOptions.get());
        boolean dropFirst = replace.get();
        String question = "Create the collections of design '" + design.name() + "' in " + settings.where()
                + " and load " + source.description() + ", then run every access pattern there?\n\n"
                + (dropFirst ? "The database's collections are dropped first. " : "The database must be empty. ")
                + "No other database is touched.";
        if (!analysis.services().dialogs().confirm("Run on MongoDB", question, "Push and Measure")) {
            say("Nothing was written.", false);
            return;
        }
        measured.clear();
        running.set(true);
        progress.set(-1);
        say("Connecting to " + settings.redactedUri() + "…", false);
        job = analysis.services().tasks().start(p -> {
            try (MongoConnection mongo = MongoConnection.open(settings)) {
                MongoPush.push(project, design.name(), source.options(), mongo, dropFirst, p::update);
                return MongoMeasurer.measure(project, design, source, mongo, profile, SAMPLES, null,
                        "No SQLite column in the designer: the Samples tab measures the sample store", p::update);
            }
        }, this::post, this::show, () -> {
            finish();
            say("Cancelled. What was already loaded stays in " + settings.where()
                    + "; tick \"Replace its collections\" to start over.", false);
        }, e -> {
            finish();
            fail(e.getMessage() == null ? e.toString() : e.getMessage());
        });
    }

    public void cancel() {
        if (job != null) job.cancel();
    }

    private void show(MongoMeasureReport report) {
        finish();
        measured.setAll(report.patterns());
        long off = report.patterns().stream().filter(m -> !m.notes().isEmpty()).count();
        say(String.format(Locale.ROOT, "Measured %d access patterns of design '%s' in database '%s'%s.", report.patterns().size(),
                report.design(), report.database(), off == 0 ? ", all as estimated" : "; " + off + (off == 1 ? " differs" : " differ")
                        + " from the estimate by more than 10 % (see why below)"), false);
    }

    private void finish() {
        running.set(false);
        progress.set(0);
        job = null;
    }

    /** From the worker thread: hands the progress to the UI thread, at most about every 50 ms. */
    private void post(String phase, long done, long total) {
        long now = System.nanoTime();
        if (total > 0 && done < total && now - lastPost < 50_000_000L) return;
        lastPost = now;
        double fraction = total > 0 ? Math.min(1, (double) done / total) : -1;
        analysis.services().ui().execute(() -> {
            if (!running.get()) return;
            progress.set(fraction);
            say(phase.substring(0, 1).toUpperCase(Locale.ROOT) + phase.substring(1)
                    + (total > 0 ? String.format(Locale.ROOT, " (%,d of %,d)", done, total) : "") + "…", false);
        });
    }

    private void fail(String message) {
        say(message, true);
    }

    private void say(String message, boolean failure) {
        failed.set(failure);
        status.set(message);
    }

    /** The connection string (kept only while the designer runs). */
    public StringProperty uriProperty() {
        return uri;
    }

    /** The password for the user the connection string names, typed apart so it is never shown. */
    public StringProperty passwordProperty() {
        return password;
    }

    public StringProperty databaseProperty() {
        return database;
    }

    /** Drop the database's collections before pushing. */
    public BooleanProperty replaceProperty() {
        return replace;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    /** The job's progress from 0 to 1, -1 while unknown. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Measured on MongoDB, one row per access pattern, with the estimate and the reasons where they differ. */
    public ObservableList<PatternMeasure> measured() {
        return measured;
    }
}
