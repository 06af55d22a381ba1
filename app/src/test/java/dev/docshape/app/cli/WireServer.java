package dev.docshape.app.cli;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;

/** An in-process MongoDB wire-protocol server on a free loopback port. */
final class WireServer implements AutoCloseable {
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
    public void close() {
        server.shutdownNow();
    }
}
