package dev.docshape.storage.query;

import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;

import java.util.ArrayList;
import java.util.List;

/** A memory backend that notes, per database, the name of every command it serves (counted on the server side). */
final class CommandLog extends MemoryBackend {
    private final List<String[]> seen = new ArrayList<>();

    @Override
    public Document handleCommand(Channel channel, String database, String command, Document query) {
        synchronized (seen) {
            seen.add(new String[]{database, command});
        }
        return super.handleCommand(channel, database, command, query);
    }

    /** The commands served for one database, in order. */
    List<String> commands(String database) {
        List<String> names = new ArrayList<>();
        synchronized (seen) {
            for (String[] s : seen) {
                if (s[0].equals(database)) names.add(s[1]);
            }
        }
        return names;
    }
}
