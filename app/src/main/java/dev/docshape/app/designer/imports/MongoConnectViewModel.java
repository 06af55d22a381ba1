package dev.docshape.app.designer.imports;

import dev.docshape.app.text.NumberInput;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.storage.mongodb.MongoConnection;
import dev.docshape.storage.mongodb.MongoImport;
import dev.docshape.storage.mongodb.MongoSettings;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.OptionalLong;

/**
 * The MongoDB wizard's first page: the connection string, the password (in a field of its own,
 * kept only while the wizard is open: never in the settings, the project or a message), Connect
 * (lists the databases), the database and the sample size; Import samples the database.
 */
public final class MongoConnectViewModel {
    static final int MAX_SAMPLE = 1_000_000;

    private final ImportWizardViewModel wizard;
    private final TaskRunner tasks;
    private final StringProperty uri = new SimpleStringProperty(this, "uri", "mongodb://localhost:27017");
    private final StringProperty password = new SimpleStringProperty(this, "password", "");
    private final StringProperty database = new SimpleStringProperty(this, "database");
    private final StringProperty sample = new SimpleStringProperty(this, "sample", "1000");
    private final ObservableList<String> databases = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper(this, "failed");
    private final ReadOnlyBooleanWrapper connecting = new ReadOnlyBooleanWrapper(this, "connecting");

    public MongoConnectViewModel(ImportWizardViewModel wizard, TaskRunner tasks) {
        this.wizard = wizard;
        this.tasks = tasks;
        wizard.page().set(ImportWizardViewModel.Page.CONNECT);
    }

    /** Connects and lists the databases, off the UI thread. */
    public void connect() {
        if (connecting.get()) return;
        String connection;
        try {
            connection = MongoSettings.withPassword(uri.get(), password.get());
        } catch (RuntimeException e) {
            fail(e.getMessage());
            return;
        }
        connecting.set(true);
        say("Connecting…", false);
        tasks.run(() -> {
            try (MongoConnection mongo = MongoConnection.open(MongoSettings.of(connection, "test"))) {
                return mongo.databaseNames();
            }
        }, this::listed, e -> {
            connecting.set(false);
            fail(e.getMessage());
        });
    }

    private void listed(List<String> names) {
        connecting.set(false);
        databases.setAll(names);
        if (names.isEmpty()) {
            say("Connected; the server holds no databases of its own. Type the name of one.", false);
        } else {
            if (database.get() == null || database.get().isBlank() || !names.contains(database.get())) database.set(names.get(0));
            say("Connected: " + names.size() + " database" + (names.size() == 1 ? "" : "s") + ".", false);
        }
    }

    /** Samples the chosen database and shows the review; a bad sample size or database is said here. */
    public void importDatabase() {
        OptionalLong n = NumberInput.whole(sample.get());
        if (n.isEmpty() || n.getAsLong() < 1 || n.getAsLong() > MAX_SAMPLE) {
            fail("The sample size must be a whole number from 1 to 1,000,000.");
            return;
        }
        String db = database.get() == null ? "" : database.get().strip();
        MongoSettings settings;
        try {
            settings = MongoSettings.of(MongoSettings.withPassword(uri.get(), password.get()), db);
        } catch (RuntimeException e) {
            fail(e.getMessage());
            return;
        }
        int size = (int) n.getAsLong();
        String source = "database '" + db + "' on " + settings.redactedUri();
        wizard.run("Sampling " + source + "…", progress -> {
            try (MongoConnection mongo = MongoConnection.open(settings)) {
                return ImportReview.of(source, MongoImport.importDatabase(mongo, size, db, progress::update));
            }
        });
    }

    private void fail(String text) {
        say(text, true);
    }

    private void say(String text, boolean failure) {
        failed.set(failure);
        message.set(text);
    }

    public ImportWizardViewModel wizard() {
        return wizard;
    }

    public StringProperty uri() {
        return uri;
    }

    public StringProperty password() {
        return password;
    }

    public StringProperty database() {
        return database;
    }

    public StringProperty sample() {
        return sample;
    }

    public ObservableList<String> databases() {
        return databases;
    }

    /** What happened last ("Connected: 3 databases.", or the problem). */
    public ReadOnlyStringProperty message() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty failed() {
        return failed.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty connecting() {
        return connecting.getReadOnlyProperty();
    }
}
