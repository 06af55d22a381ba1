package dev.docshape.storage.testing;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.docshape.storage.mongodb.MongoSettings;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An in-process MongoDB wire-protocol server (memory back end) on a free loopback port, for the
 * tests of storage and of the command line (storage's test jar). As an extension it is started
 * before a test class and stopped after it:
 * {@code @RegisterExtension static final WireServer server = new WireServer();}
 */
public final class WireServer implements AutoCloseable, BeforeAllCallback, AfterAllCallback {
    private final CountingBackend backend = new CountingBackend();
    private final MongoServer server = new MongoServer(backend);
    private final int port;
    private MongoClient client;

    public WireServer() {
        server.bind("127.0.0.1", 0);
        port = server.getLocalAddress().getPort();
    }

    /** {@code mongodb://127.0.0.1:PORT}. */
    public String uri() {
        return "mongodb://127.0.0.1:" + port;
    }

    /** Connection-string options for mongosh on a loaded machine (see {@link #uri(String)}). */
    public static final String PATIENT = "?serverSelectionTimeoutMS=120000&connectTimeoutMS=120000&heartbeatFrequencyMS=60000";

    /**
     * {@code mongodb://127.0.0.1:PORT/database}, with time limits generous enough for a loaded CI machine: mongosh
     * otherwise gives up selecting the server after 2 s, and its monitor drops a connection that answers slowly.
     */
    public String uri(String database) {
        return uri() + "/" + database + PATIENT;
    }

    public int port() {
        return port;
    }

    /** How many {@code command}s ({@code find}, {@code insert}, ...) the server has answered for {@code database}. */
    public long commands(String database, String command) {
        return backend.count(database, command);
    }

    /**
     * The stages of every {@code aggregate} the server answered for {@code database}, in order, each written
     * {@code $stage} with the field it names, where one: {@code $unwind $bookIds}, {@code $group $bookIds} (the key; the
     * driver's {@code countDocuments} groups by {@code 1}).
     */
    public List<List<String>> pipelines(String database) {
        return backend.pipelines(database);
    }

    /**
     * Settings for {@code database}: a short wait for the server, a long one for a reply, since on a loaded CI machine
     * the in-process server can take more than 10 s to answer a filter on many buckets.
     */
    public MongoSettings settings(String database) {
        return new MongoSettings(uri(), database, Duration.ofSeconds(5), Duration.ofSeconds(60));
    }

    /** A driver client of this server, made on first use and closed with it. */
    public synchronized MongoClient client() {
        if (client == null) client = MongoClients.create(uri());
        return client;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        // bound in the constructor, so the port is known when the test class's fields are set up
    }

    @Override
    public void afterAll(ExtensionContext context) {
        close();
    }

    /** The memory back end, counting the commands it handles by database and name. */
    private static final class CountingBackend extends MemoryBackend {
        private final Map<String, Long> counts = new ConcurrentHashMap<>();
        private final Map<String, List<List<String>>> pipelines = new ConcurrentHashMap<>();

        @Override
        public Document handleCommand(Channel channel, String database, String command, Document query) {
            counts.merge(database + "." + command, 1L, Long::sum);
            if (command.equals("aggregate") && query.get("pipeline") instanceof List<?> stages) {
                List<String> named = new ArrayList<>();
                for (Object stage : stages) named.add(stage(stage));
                pipelines.computeIfAbsent(database, k -> java.util.Collections.synchronizedList(new ArrayList<>())).add(named);
            }
            return super.handleCommand(channel, database, command, query);
        }

        long count(String database, String command) {
            return counts.getOrDefault(database + "." + command, 0L);
        }

        List<List<String>> pipelines(String database) {
            return List.copyOf(pipelines.getOrDefault(database, List.of()));
        }

        private static String stage(Object stage) {
            if (!(stage instanceof Document d) || d.isEmpty()) return String.valueOf(stage);
            String name = d.keySet().iterator().next();
            Object value = d.get(name);
            if (value instanceof Document g && name.equals("$group")) value = g.get("_id");
            return value instanceof String || value instanceof Number ? name + " " + value : name;
        }
    }

    @Override
    public synchronized void close() {
        if (client != null) client.close();
        client = null;
        server.shutdownNow();
    }
}
