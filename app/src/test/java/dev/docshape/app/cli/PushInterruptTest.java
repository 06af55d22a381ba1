package dev.docshape.app.cli;

import com.mongodb.client.MongoClient;
import dev.docshape.storage.testing.WireServer;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Interrupting {@code docshape push} (Ctrl+C or a terminate signal, both run the JVM's shutdown
 * hooks) stops it between two batches and says what the database holds by then.
 */
class PushInterruptTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @Test
    void interruptedPushSaysWhatWasLoaded() throws Exception {
        String text = InterruptedRun.of(line -> line.startsWith("loading documents") && !line.contains(" 0 documents"),
                "push", Examples.path("s2-post-comments.docshape"), "--mongodb", server.uri(), "--db", "blog", "--scale", "0.02");
        Matcher said = Pattern.compile("docshape push: interrupted; ([\\d,]+) documents were loaded into .*blog.*: (.*); push again with --replace")
                .matcher(text);
        assertTrue(said.find(), text);
        assertFalse(text.contains("\tat "), text);
        long reported = Long.parseLong(said.group(1).replace(",", ""));
        try (MongoClient client = MongoClients.create(server.uri())) {
            MongoDatabase db = client.getDatabase("blog");
            long stored = 0;
            for (String name : db.listCollectionNames()) stored += db.getCollection(name).countDocuments();
            assertEquals(reported, stored, "the message counts what the database holds: " + text);
            assertTrue(stored > 0, text);
            for (String name : db.listCollectionNames()) assertTrue(said.group(2).contains(name), text);
        }
    }
}
