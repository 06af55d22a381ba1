package dev.docshape.storage.export;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;

import java.net.InetSocketAddress;

/** A MongoDB wire-protocol server in this process (memory back end, loopback, a free port) and a driver client of it. */
final class WireServer implements AutoCloseable {
    private final MongoServer server;
    private final MongoClient client;
    private final String uri;

    WireServer() {
        server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        InetSocketAddress address = server.getLocalAddress();
        uri = "mongodb://127.0.0.1:" + address.getPort();
        client = MongoClients.create(uri);
    }

    /** {@code mongodb://127.0.0.1:PORT/database}. */
    String uri(String database) {
        return uri + "/" + database;
    }

    MongoClient client() {
        return client;
    }

    @Override
    public void close() {
        client.close();
        server.shutdownNow();
    }
}
