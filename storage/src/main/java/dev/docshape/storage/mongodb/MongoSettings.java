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

    /**
     * {@code uri} with {@code password} put in for the user it names ({@code mongodb://app@host} gives
     * {@code mongodb://app:PASSWORD@host}, the password percent-encoded), so a password typed into a
     * field of its own never has to be written into the string the user sees or keeps. A blank
     * password leaves {@code uri} as it is.
     *
     * @throws MongoProblem when there is a password but the string names no user, or has a password already
     */
    public static String withPassword(String uri, String password) {
        if (password == null || password.isEmpty()) return uri;
        String text = uri == null ? "" : uri.strip();
        int scheme = text.indexOf("://");
        int at = scheme < 0 ? -1 : text.indexOf('@', scheme + 3);
        int end = scheme < 0 ? -1 : authorityEnd(text, scheme + 3);
        if (at < 0 || at > end) {
            throw new MongoProblem("the connection string names no user for the password: write it as mongodb://USER@host");
        }
        String user = text.substring(scheme + 3, at);
        if (user.contains(":")) throw new MongoProblem("the connection string has a password already; leave the password field empty or remove it there");
        String encoded = java.net.URLEncoder.encode(password, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20");
        return text.substring(0, at) + ":" + encoded + text.substring(at);
    }

    /** Where the user, password and hosts end: at the first '/' or '?' after them, else at the end. */
    private static int authorityEnd(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            if (text.charAt(i) == '/' || text.charAt(i) == '?') return i;
        }
        return text.length();
    }
}
