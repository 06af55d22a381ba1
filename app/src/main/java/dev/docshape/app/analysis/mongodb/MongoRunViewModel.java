package dev.docshape.app.analysis.mongodb;

import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.ui.MongoTarget;
import dev.docshape.app.ui.tasks.JobState;
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
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
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
    private final MongoTarget target = new MongoTarget("docshape");
    private final BooleanProperty replace = new SimpleBooleanProperty(this, "replace");
    private final JobState job;
    private final ObservableList<PatternMeasure> measured = FXCollections.observableArrayList();

    /**
     * @param sampleOptions the sample data's options (as on the Samples tab)
     * @param storeFile     the project's sample store: its data is pushed when it holds the design
     */
    public MongoRunViewModel(AnalysisModel analysis, Supplier<SampleOptions> sampleOptions, Supplier<Path> storeFile) {
        this.analysis = analysis;
        this.sampleOptions = sampleOptions;
        this.storeFile = storeFile;
        this.job = new JobState(analysis.services().tasks(),
                "Pushes the design's collections, indexes and sample data into the database, then runs every access pattern there.");
    }

    /** Checks the inputs, asks before writing to the server, then pushes and measures on the job lane. */
    public void run() {
        if (job.isRunning()) return;
        Optional<MongoSettings> checked = target.settings(job::fail);
        if (checked.isEmpty()) return;
        MongoSettings settings = checked.get();
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
            job.say("Nothing was written.");
            return;
        }
        measured.clear();
        job.start("Connecting to " + settings.redactedUri() + "…", p -> {
            try (MongoConnection mongo = MongoConnection.open(settings)) {
                MongoPush.push(project, design.name(), source.options(), mongo, dropFirst, p::update);
                return MongoMeasurer.measure(project, design, source, mongo, profile, SAMPLES, null,
                        "No SQLite column in the designer: the Samples tab measures the sample store", p::update);
            }
        }, this::show, () -> job.say("Cancelled. What was already loaded stays in " + settings.where()
                + "; tick \"Replace its collections\" to start over."));
    }

    public void cancel() {
        job.cancel();
    }

    private void show(MongoMeasureReport report) {
        measured.setAll(report.patterns());
        long off = report.patterns().stream().filter(m -> !m.notes().isEmpty()).count();
        job.say(String.format(Locale.ROOT, "Measured %d access patterns of design '%s' in database '%s'%s.", report.patterns().size(),
                report.design(), report.database(), off == 0 ? ", all as estimated" : "; " + off + (off == 1 ? " differs" : " differ")
                        + " from the estimate by more than 10 % (see why below)"));
    }

    /** The connection string, password and database (kept only while the designer runs). */
    public MongoTarget target() {
        return target;
    }

    /** Drop the database's collections before pushing. */
    public BooleanProperty replaceProperty() {
        return replace;
    }

    /** The push and measure job: running, progress, status line, Cancel. */
    public JobState job() {
        return job;
    }

    /** Measured on MongoDB, one row per access pattern, with the estimate and the reasons where they differ. */
    public ObservableList<PatternMeasure> measured() {
        return measured;
    }
}
