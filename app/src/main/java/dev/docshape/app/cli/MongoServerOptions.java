package dev.docshape.app.cli;

import dev.docshape.storage.mongodb.MongoProblem;
import dev.docshape.storage.mongodb.MongoSettings;
import picocli.CommandLine.Option;

import java.time.Duration;

/**
 * {@code --db NAME} and the timeouts: which database of a server and how long to wait for it, for
 * every command that talks to MongoDB (the connection string comes as {@code --mongodb} in
 * {@link MongoOptions}, or as the first parameter of {@code import mongodb}).
 */
final class MongoServerOptions {

    @Option(names = "--db", paramLabel = "NAME", description = "The database to work in.")
    String database;

    @Option(names = "--server-timeout", paramLabel = "SECONDS", defaultValue = "5",
            description = "How long to look for a reachable server (default: ${DEFAULT-VALUE}).")
    double serverTimeout;

    @Option(names = "--socket-timeout", paramLabel = "SECONDS", defaultValue = "30",
            description = "How long to wait for one reply (default: ${DEFAULT-VALUE}).")
    double socketTimeout;

    /** The settings for database {@code db} of the server {@code uri}; a bad value is one line naming its option. */
    MongoSettings settings(String uri, String db) {
        try {
            return new MongoSettings(uri, db, seconds("--server-timeout", serverTimeout), seconds("--socket-timeout", socketTimeout));
        } catch (MongoProblem e) {
            throw new CliException(e.getMessage(), e);
        }
    }

    private static Duration seconds(String option, double value) {
        if (!(value > 0) || value > 3600) throw new CliException(option + " must be between 0 and 3600 seconds, was " + value);
        return Duration.ofMillis(Math.max(1, Math.round(value * 1000)));
    }
}
