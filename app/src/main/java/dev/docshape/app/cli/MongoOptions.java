package dev.docshape.app.cli;

import dev.docshape.storage.mongodb.MongoConnection;
import dev.docshape.storage.mongodb.MongoProblem;
import dev.docshape.storage.mongodb.MongoSettings;
import picocli.CommandLine.Option;

import java.time.Duration;

/**
 * {@code --mongodb URI --db NAME} and the timeouts: the MongoDB database a command works on. The
 * connection string may come from the environment ({@code MONGODB_URI}) so a password need not
 * appear in the shell history or the process list; it is never printed with its password.
 */
final class MongoOptions {

    @Option(names = "--mongodb", paramLabel = "URI", defaultValue = "${env:MONGODB_URI}",
            description = "A mongodb:// or mongodb+srv:// connection string (TLS and credentials as it says; "
                    + "default: the environment variable MONGODB_URI).")
    String uri;

    @Option(names = "--db", paramLabel = "NAME", description = "The database to work in.")
    String database;

    @Option(names = "--server-timeout", paramLabel = "SECONDS", defaultValue = "5",
            description = "How long to look for a reachable server (default: ${DEFAULT-VALUE}).")
    double serverTimeout;

    @Option(names = "--socket-timeout", paramLabel = "SECONDS", defaultValue = "30",
            description = "How long to wait for one reply (default: ${DEFAULT-VALUE}).")
    double socketTimeout;

    /** True when the user asked for a MongoDB database: --db, or a --mongodb other than the environment's default. */
    boolean given() {
        return database != null || (uri != null && !uri.isBlank() && !uri.equals(System.getenv("MONGODB_URI")));
    }

    MongoSettings settings() {
        if (!given()) throw new CliException("--mongodb URI is needed (or set the environment variable MONGODB_URI)");
        if (database == null) throw new CliException("--db NAME is needed with --mongodb");
        try {
            return new MongoSettings(uri, database, seconds("--server-timeout", serverTimeout), seconds("--socket-timeout", socketTimeout));
        } catch (MongoProblem e) {
            throw new CliException(e.getMessage(), e);
        }
    }

    /** Connects, or fails with one line naming the server (without password) and the reason. */
    MongoConnection open() {
        MongoSettings settings = settings();
        try {
            return MongoConnection.open(settings);
        } catch (MongoProblem e) {
            throw new CliException(e.getMessage(), e);
        }
    }

    private static Duration seconds(String option, double value) {
        if (!(value > 0) || value > 3600) throw new CliException(option + " must be between 0 and 3600 seconds, was " + value);
        return Duration.ofMillis(Math.max(1, Math.round(value * 1000)));
    }
}
