package dev.docshape.storage.export;

import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

/** Tests that run mongosh against a wire server of their own (skipped without tools/node unless CI=true). */
abstract class MongoshTestBase {
    static WireServer server;

    @TempDir
    Path dir;

    @BeforeAll
    static void startServer() {
        NodeTools.modules();
        server = new WireServer();
    }

    @AfterAll
    static void stopServer() {
        if (server != null) server.close();
        server = null;
    }
}
