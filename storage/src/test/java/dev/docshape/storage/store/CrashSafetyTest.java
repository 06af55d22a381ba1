package dev.docshape.storage.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Kills a real child process while it re-materializes the store, again and again, and checks
 * after each kill that the store opens, passes SQLite's integrity check and holds one layout
 * complete: the last one committed, or the one whose commit the kill raced.
 */
class CrashSafetyTest {

    private static final int SCALE = 3_000;
    private static final int ROUNDS = 8;

    @TempDir
    Path dir;

    @Test
    void killingTheWriterAtAnyPointLeavesACompleteLayout() throws Exception {
        Path file = dir.resolve("crash.sample.db");
        Random random = new Random(7);
        int killedMidWrite = 0;
        long lastCommitted = -1;
        for (int round = 0; round < ROUNDS; round++) {
            long firstSeed = round * 1000L;
            Process child = new ProcessBuilder(javaExecutable(), "-cp", System.getProperty("java.class.path"),
                    MaterializeForever.class.getName(), file.toString(), Integer.toString(SCALE), Long.toString(firstSeed))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            BlockingQueue<String> lines = new LinkedBlockingQueue<>();
            Thread reader = readLines(child, lines);
            long committedBefore = lastCommitted;
            try {
                assertEquals("ready", lines.poll(60, TimeUnit.SECONDS), "the child process did not start");
                String line;
                if (round % 2 == 0) {
                    // Kill exactly in the middle of writing a layout (a later one than the first, sometimes).
                    String wanted = "halfway " + (firstSeed + round / 2);
                    do {
                        line = lines.poll(60, TimeUnit.SECONDS);
                        assertNotNull(line, "the child never reached " + wanted);
                        if (line.startsWith("committed ")) lastCommitted = Long.parseLong(line.substring(10));
                    } while (!line.equals(wanted));
                    killedMidWrite++;
                } else {
                    // Kill at a random moment: while writing, indexing or committing.
                    Thread.sleep(random.nextInt(1500));
                }
                child.destroyForcibly();
                assertTrue(child.waitFor(30, TimeUnit.SECONDS));
            } finally {
                child.destroyForcibly();
            }
            reader.join(30_000);
            for (String rest; (rest = lines.poll()) != null; ) {
                if (rest.startsWith("committed ")) lastCommitted = Long.parseLong(rest.substring(10));
            }
            // The kill may land after SQLite committed but before the child said so: the layout being written then is fine too.
            long beingWritten = lastCommitted == committedBefore ? firstSeed : lastCommitted + 1;
            assertCompleteLayout(file, lastCommitted, beingWritten);
        }
        assertEquals(ROUNDS / 2, killedMidWrite);
    }

    private static void assertCompleteLayout(Path file, long lastCommitted, long beingWritten) {
        try (SampleStore store = SampleStore.open(file, TwoLayouts.PROJECT)) {
            assertEquals(List.of(), store.integrityProblems());
            store.read(s -> {
                if (s.metadata().isEmpty()) {
                    assertEquals(-1, lastCommitted, "a committed layout was lost");
                    assertEquals(List.of(), s.collections());
                    return null;
                }
                long seed = s.metadata().orElseThrow().seed();
                assertTrue(seed == lastCommitted || seed == beingWritten,
                        "store holds seed " + seed + ", last committed " + lastCommitted + ", being written " + beingWritten);
                List<CollectionSpec> layout = TwoLayouts.layout(seed);
                List<Integer> counts = TwoLayouts.counts(seed, SCALE);
                assertEquals(layout.stream().map(CollectionSpec::name).toList(), s.collections().stream().map(StoredCollection::name).toList());
                for (int c = 0; c < layout.size(); c++) {
                    String name = layout.get(c).name();
                    assertEquals((long) counts.get(c), s.count(name), name + " of seed " + seed);
                    int[] i = {0};
                    s.forEach(name, (id, doc) -> {
                        assertEquals(TwoLayouts.doc(seed, name, i[0]), doc);
                        i[0]++;
                    });
                }
                return null;
            });
        }
    }

    private static Thread readLines(Process child, BlockingQueue<String> lines) {
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) lines.add(line);
            } catch (Exception ignored) {
                // the child was killed
            }
        });
        reader.setDaemon(true);
        reader.start();
        return reader;
    }

    private static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
