package dev.docshape.storage.mongodb;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;

import java.net.InetSocketAddress;

/**
 * An in-process MongoDB wire-protocol server on a free loopback port, started before a test class
 * and stopped after it: {@code @RegisterExtension static final WireServer server = new WireServer();}
 */
final class WireServer implements AutoCloseable, org.junit.jupiter.api.extension.BeforeAllCallback, org.junit.jupiter.api.extension.AfterAllCallback {
    private final MongoServer server;
    private final InetSocketAddress address;

    WireServer() {
        server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        address = server.getLocalAddress();
    }

    String uri() {
        return "mongodb://127.0.0.1:" + address.getPort();
    }

    int port() {
        return address.getPort();
    }

    MongoSettings settings(String database) {
        return new MongoSettings(uri(), database, java.time.Duration.ofSeconds(5), java.time.Duration.ofSeconds(10));
    }

    @Override
    public void beforeAll(org.junit.jupiter.api.extension.ExtensionContext context) {
        // bound in the constructor, so the port is known when the test class's fields are set up
    }

    @Override
    public void afterAll(org.junit.jupiter.api.extension.ExtensionContext context) {
        close();
    }

    @Override
    public void close() {
        server.shutdownNow();
    }
}
