package dev.docshape.app.designer.imports;

import dev.docshape.app.text.NumberInput;
import dev.docshape.app.ui.MongoTarget;
import dev.docshape.app.ui.tasks.JobState;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.storage.mongodb.MongoConnection;
import dev.docshape.storage.mongodb.MongoImport;
import dev.docshape.storage.mongodb.MongoSettings;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The MongoDB wizard's first page: the connection string, the password (in a field of its own,
 * kept only while the wizard is open: never in the settings, the project or a message), Connect
 * (lists the databases), the database and the sample size; Import samples the database.
 */
public final class MongoConnectViewModel {
    static final int MAX_SAMPLE = 1_000_000;

    private final ImportWizardViewModel wizard;
    private final JobState connection;
    private final MongoTarget target = new MongoTarget(null);
    private final StringProperty sample = new SimpleStringProperty(this, "sample", "1000");
    private final ObservableList<String> databases = FXCollections.observableArrayList();
    private final State state;

    /**
     * What the page shows and edits: the connection string, password and database; the sample size;
     * the databases Connect listed; connecting, with its message ("Connected: 3 databases.", or the
     * problem) and whether it runs.
     */
    public record State(MongoTarget target, StringProperty sample, ObservableList<String> databases, JobState connection) {
    }

    public MongoConnectViewModel(ImportWizardViewModel wizard, TaskRunner tasks) {
        this.wizard = wizard;
        this.connection = new JobState(tasks, "");
        this.state = new State(target, sample, databases, connection);
        wizard.page().set(ImportWizardViewModel.Page.CONNECT);
    }

    /** Connects and lists the databases, off the UI thread. */
    public void connect() {
        if (connection.isRunning()) return;
        Optional<String> checked = target.uriWithPassword(connection::fail);
        if (checked.isEmpty()) return;
        String uriWithPassword = checked.get();
        connection.start("Connecting…", progress -> {
            try (MongoConnection mongo = MongoConnection.open(MongoSettings.of(uriWithPassword, "test"))) {
                return mongo.databaseNames();
            }
        }, this::listed, () -> connection.say(""));
    }

    private void listed(List<String> names) {
        databases.setAll(names);
        if (names.isEmpty()) {
            connection.say("Connected; the server holds no databases of its own. Type the name of one.");
        } else {
            if (!names.contains(target.databaseName())) target.database().set(names.get(0));
            connection.say("Connected: " + names.size() + " database" + (names.size() == 1 ? "" : "s") + ".");
        }
    }

    /** Samples the chosen database and shows the review; a bad sample size or database is said here. */
    public void importDatabase() {
        OptionalLong n = NumberInput.whole(sample.get());
        if (n.isEmpty() || n.getAsLong() < 1 || n.getAsLong() > MAX_SAMPLE) {
            connection.fail("The sample size must be a whole number from 1 to 1,000,000.");
            return;
        }
        String db = target.databaseName();
        Optional<MongoSettings> checked = target.settings(connection::fail);
        if (checked.isEmpty()) return;
        MongoSettings settings = checked.get();
        int size = (int) n.getAsLong();
        String source = "database '" + db + "' on " + settings.redactedUri();
        wizard.run("Sampling " + source + "…", progress -> {
            try (MongoConnection mongo = MongoConnection.open(settings)) {
                return ImportReview.of(source, MongoImport.importDatabase(mongo, size, db, progress::update));
            }
        });
    }

    /** Whether Import can run: a database is chosen and no connection is being made. */
    public BooleanBinding canImport() {
        return Bindings.createBooleanBinding(() -> !connection.isRunning() && !target.databaseName().isEmpty(),
                connection.runningProperty(), target.database());
    }

    public ImportWizardViewModel wizard() {
        return wizard;
    }

    public State state() {
        return state;
    }
}
