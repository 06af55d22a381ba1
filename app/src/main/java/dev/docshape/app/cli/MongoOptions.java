package dev.docshape.app.cli;

import dev.docshape.storage.mongodb.MongoConnection;
import dev.docshape.storage.mongodb.MongoProblem;
import dev.docshape.storage.mongodb.MongoSettings;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code --mongodb URI} with {@code --db NAME} and the timeouts ({@link MongoServerOptions}): the MongoDB database a command works on. The
 * connection string may come from the environment ({@code MONGODB_URI}) so a password need not
 * appear in the shell history or the process list; it is never printed with its password.
 */
final class MongoOptions {

    @Option(names = "--mongodb", paramLabel = "URI", defaultValue = "${env:MONGODB_URI}",
            description = "A mongodb:// or mongodb+srv:// connection string (TLS and credentials as it says; "
                    + "default: the environment variable MONGODB_URI).")
    String uri;

    @Mixin
    MongoServerOptions server;

    /** True when the user asked for a MongoDB database: --db, or a --mongodb other than the environment's default. */
    boolean given() {
        return server.database != null || (uri != null && !uri.isBlank() && !uri.equals(System.getenv("MONGODB_URI")));
    }

    MongoSettings settings() {
        if (!given()) throw new CliException("--mongodb URI is needed (or set the environment variable MONGODB_URI)");
        if (server.database == null) throw new CliException("--db NAME is needed with --mongodb");
        return server.settings(uri, server.database);
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
}
