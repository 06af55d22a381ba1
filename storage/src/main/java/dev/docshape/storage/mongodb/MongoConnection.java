package dev.docshape.storage.mongodb;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.MongoException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import org.bson.Document;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * One connection to a MongoDB deployment, working in one database. Every call goes through
 * {@link #call}, which turns the driver's exceptions into a {@link MongoProblem} naming the server
 * (without password) and what was being done. The driver's own logging stays off (no SLF4J
 * provider is bound for it), so nothing with the connection string reaches a log.
 *
 * <pre>{@code
 * try (MongoConnection mongo = MongoConnection.open(MongoSettings.of("mongodb://localhost", "shop"))) {
 *     long n = mongo.call("counting orders", () -> mongo.database().getCollection("orders").countDocuments());
 * }
 * }</pre>
 */
public final class MongoConnection implements AutoCloseable {
    private final MongoSettings settings;
    private final MongoClient client;
    private final CommandCounter counter;

    private MongoConnection(MongoSettings settings, MongoClient client, CommandCounter counter) {
        this.settings = settings;
        this.client = client;
        this.counter = counter;
    }

    /**
     * Connects and checks the server answers (a {@code ping}, authenticated as the connection
     * string says).
     *
     * @throws MongoProblem when the string is invalid, the server cannot be reached in time or
     *                      refuses the credentials
     */
    public static MongoConnection open(MongoSettings settings) {
        ConnectionString connectionString = parse(settings);
        MongoClientSettings clientSettings;
        try {
            clientSettings = MongoClientSettings.builder()
                    .applyConnectionString(connectionString)
                    .applyToClusterSettings(b -> b.serverSelectionTimeout(settings.serverSelectionTimeout().toMillis(), TimeUnit.MILLISECONDS))
                    .applyToSocketSettings(b -> b.connectTimeout((int) settings.socketTimeout().toMillis(), TimeUnit.MILLISECONDS)
                            .readTimeout((int) settings.socketTimeout().toMillis(), TimeUnit.MILLISECONDS))
                    .applicationName("DocShape")
                    .build();
        } catch (RuntimeException e) {
            throw new MongoProblem(MongoFailures.describe(settings, "reading the connection string", e), e);
        }
        CommandCounter counter = new CommandCounter();
        MongoClient client;
        try {
            client = MongoClients.create(MongoClientSettings.builder(clientSettings).addCommandListener(counter).build());
        } catch (RuntimeException e) {
            throw new MongoProblem(MongoFailures.describe(settings, "connecting", e), e);
        }
        MongoConnection opened = new MongoConnection(settings, client, counter);
        try {
            counter.paused(() -> opened.call("connecting", () -> client.getDatabase(settings.database()).runCommand(new Document("ping", 1))));
        } catch (RuntimeException e) {
            opened.close();
            throw e;
        }
        return opened;
    }

    private static ConnectionString parse(MongoSettings settings) {
        String uri = settings.uri().strip();
        if (!uri.startsWith("mongodb://") && !uri.startsWith("mongodb+srv://")) {
            throw new MongoProblem("'" + Redaction.uri(uri) + "' is not a MongoDB connection string: it must start with mongodb:// or mongodb+srv://");
        }
        try {
            return new ConnectionString(uri);
        } catch (RuntimeException e) {
            throw new MongoProblem(MongoFailures.describe(settings, "reading the connection string", e), e);
        }
    }

    public MongoSettings settings() {
        return settings;
    }

    public MongoDatabase database() {
        return client.getDatabase(settings.database());
    }

    /** The client, for reading other databases' names (listing only). */
    public MongoClient client() {
        return client;
    }

    /** The deployment's databases but MongoDB's own (admin, local, config), as the server lists them. */
    public List<String> databaseNames() {
        List<String> names = call("listing databases", () -> client.listDatabaseNames().into(new ArrayList<>()));
        names.removeIf(n -> n.equals("admin") || n.equals("local") || n.equals("config"));
        return names;
    }

    /** Counts the commands sent through this connection. */
    public CommandCounter counter() {
        return counter;
    }

    /** The most writes the server takes in one command (from its {@code hello}, or older {@code isMaster}, reply). */
    public int maxWriteBatchSize() {
        for (String command : new String[]{"hello", "isMaster"}) {
            try {
                Document reply = counter.paused(() -> client.getDatabase("admin").runCommand(new Document(command, 1)));
                if (reply.get("maxWriteBatchSize") instanceof Number n) return n.intValue();
            } catch (com.mongodb.MongoCommandException unknownCommand) {
                // an older or partial server: ask the next way
            }
        }
        return 100_000;
    }

    /** Runs {@code work}, turning any driver failure into a {@link MongoProblem} that says what was being done. */
    public <T> T call(String doing, Supplier<T> work) {
        try {
            return work.get();
        } catch (MongoException | IllegalStateException e) {
            throw new MongoProblem(MongoFailures.describe(settings, doing, e), e);
        }
    }

    @Override
    public void close() {
        if (client != null) client.close();
    }
}
