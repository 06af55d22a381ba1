package dev.docshape.storage.mongodb;

import com.mongodb.event.CommandFailedEvent;
import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandStartedEvent;
import com.mongodb.event.CommandSucceededEvent;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.io.BasicOutputBuffer;

import java.util.Set;

/**
 * Counts the commands the driver really sends, through its command monitoring: how many, how many
 * documents the replies carried and their BSON size, and how many documents writes changed.
 * Commands the driver sends for itself (handshake, heartbeats, authentication) are not monitored
 * by the driver, and {@link #paused} leaves out DocShape's own bookkeeping. Thread-safe.
 */
public final class CommandCounter implements CommandListener {

    private static final Set<String> WRITES = Set.of("insert", "update", "delete", "findAndModify");

    private long commands;
    private long getMores;
    private long docsReturned;
    private long bytesReturned;
    private long docsWritten;
    private int paused;
    private int values;

    /** What was counted since the last {@link #reset}. */
    public record Counts(long commands, long getMores, long docsReturned, long bytesReturned, long docsWritten) {
    }

    public synchronized void reset() {
        commands = getMores = docsReturned = bytesReturned = docsWritten = 0;
    }

    public synchronized Counts counts() {
        return new Counts(commands, getMores, docsReturned, bytesReturned, docsWritten);
    }

    /** Runs {@code work} without counting what it sends (DocShape's own bookkeeping). */
    public <T> T paused(java.util.function.Supplier<T> work) {
        return during(1, 0, work);
    }

    /**
     * Runs {@code work}, a request whose reply is a value the server computed (a sum), counting the command but no
     * document returned: like the {@code n} of a {@code count}, it is no stored document.
     */
    public <T> T value(java.util.function.Supplier<T> work) {
        return during(0, 1, work);
    }

    private <T> T during(int pause, int value, java.util.function.Supplier<T> work) {
        synchronized (this) {
            paused += pause;
            values += value;
        }
        try {
            return work.get();
        } finally {
            synchronized (this) {
                paused -= pause;
                values -= value;
            }
        }
    }

    @Override
    public synchronized void commandStarted(CommandStartedEvent event) {
        if (paused > 0) return;
        commands++;
        if (event.getCommandName().equals("getMore")) getMores++;
    }

    @Override
    public synchronized void commandSucceeded(CommandSucceededEvent event) {
        if (paused > 0) return;
        BsonDocument reply = event.getResponse();
        BsonValue cursor = reply.get("cursor");
        if (cursor != null && cursor.isDocument() && values == 0) {
            for (String batch : new String[]{"firstBatch", "nextBatch"}) {
                BsonValue docs = cursor.asDocument().get(batch);
                if (docs instanceof BsonArray array) {
                    for (BsonValue d : array) {
                        docsReturned++;
                        bytesReturned += size(d.asDocument());
                    }
                }
            }
        }
        if (WRITES.contains(event.getCommandName())) {
            BsonValue n = reply.get("n");
            if (n != null && n.isNumber()) docsWritten += n.asNumber().longValue();
        }
    }

    @Override
    public void commandFailed(CommandFailedEvent event) {
        // a failed command was still sent: it was counted when it started
    }

    /** The document's size in BSON, as the server sends it. */
    static long size(BsonDocument document) {
        if (document instanceof RawBsonDocument raw) return raw.getByteBuffer().remaining();
        try (BasicOutputBuffer out = new BasicOutputBuffer()) {
            new BsonDocumentCodec().encode(new org.bson.BsonBinaryWriter(out), document,
                    org.bson.codecs.EncoderContext.builder().build());
            return out.getPosition();
        }
    }
}
