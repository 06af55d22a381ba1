package dev.docshape.storage.mongodb;

import java.time.Duration;

/**
 * Where and how to connect: the connection string (TLS, credentials, replica set and the other
 * options as it says), the database to work in and how long to wait. Timeouts are short by
 * default so an unreachable server is reported in seconds, not after the driver's 30 s.
 *
 * @param uri                     a {@code mongodb://} or {@code mongodb+srv://} connection string
 * @param database                the database name
 * @param serverSelectionTimeout  how long to look for a usable server
 * @param socketTimeout           how long to wait for one reply (and to open a connection)
 */
public record MongoSettings(String uri, String database, Duration serverSelectionTimeout, Duration socketTimeout) {

    public static final Duration DEFAULT_SERVER_SELECTION = Duration.ofSeconds(5);
    public static final Duration DEFAULT_SOCKET = Duration.ofSeconds(30);

    public MongoSettings {
        if (uri == null || uri.isBlank()) throw new MongoProblem("a MongoDB connection string is needed (mongodb://host:port or mongodb+srv://host)");
        if (serverSelectionTimeout == null) serverSelectionTimeout = DEFAULT_SERVER_SELECTION;
        if (socketTimeout == null) socketTimeout = DEFAULT_SOCKET;
        if (serverSelectionTimeout.isNegative() || serverSelectionTimeout.isZero() || socketTimeout.isNegative() || socketTimeout.isZero()) {
            throw new MongoProblem("timeouts must be positive");
        }
        DatabaseNames.require(database);
    }

    public static MongoSettings of(String uri, String database) {
        return new MongoSettings(uri, database, null, null);
    }

    /** The connection string as it may be shown: without password. */
    public String redactedUri() {
        return Redaction.uri(uri);
    }

    /** The database and server, for messages: {@code database 'shop' on mongodb://app:****@db.example.com}. */
    public String where() {
        return "database '" + database + "' on " + redactedUri();
    }
}
