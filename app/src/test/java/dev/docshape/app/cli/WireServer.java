package dev.docshape.app.cli;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;

/**
 * An in-process MongoDB wire-protocol server on a free loopback port, started before a test class
 * and stopped after it: {@code @RegisterExtension static final WireServer server = new WireServer();}
 */
final class WireServer implements AutoCloseable, org.junit.jupiter.api.extension.BeforeAllCallback, org.junit.jupiter.api.extension.AfterAllCallback {
    private final MongoServer server = new MongoServer(new MemoryBackend());
    private final int port;

    WireServer() {
        server.bind("127.0.0.1", 0);
        port = server.getLocalAddress().getPort();
    }

    String uri() {
        return "mongodb://127.0.0.1:" + port;
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
