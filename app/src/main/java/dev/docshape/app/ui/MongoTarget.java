package dev.docshape.app.ui;

import dev.docshape.storage.mongodb.MongoSettings;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Where a MongoDB job of the window goes, as the user types it: the connection string, the password
 * for the user it names (in a field of its own, kept only here while the window is open: never in
 * the settings, the project file or a message) and the database.
 */
public final class MongoTarget {
    private final StringProperty uri = new SimpleStringProperty(this, "uri", "mongodb://localhost:27017");
    private final StringProperty password = new SimpleStringProperty(this, "password", "");
    private final StringProperty database;

    /** @param database the database offered at first, null for none */
    public MongoTarget(String database) {
        this.database = new SimpleStringProperty(this, "database", database);
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

    /** The connection string with the password in it; empty after telling {@code problem} what is wrong with them. */
    public Optional<String> uriWithPassword(Consumer<String> problem) {
        return checked(this::uriWithPassword, problem);
    }

    /** The database's name without surrounding spaces, empty when none is given. */
    public String databaseName() {
        return stripped(database.get());
    }

    /** The settings for the chosen database; empty after telling {@code problem} what is wrong with the string or the name. */
    public Optional<MongoSettings> settings(Consumer<String> problem) {
        return checked(() -> MongoSettings.of(uriWithPassword(), databaseName()), problem);
    }

    private String uriWithPassword() {
        return MongoSettings.withPassword(stripped(uri.get()), password.get());
    }

    private static <T> Optional<T> checked(Supplier<T> value, Consumer<String> problem) {
        try {
            return Optional.of(value.get());
        } catch (RuntimeException e) {
            problem.accept(e.getMessage());
            return Optional.empty();
        }
    }

    private static String stripped(String text) {
        return text == null ? "" : text.strip();
    }
}
