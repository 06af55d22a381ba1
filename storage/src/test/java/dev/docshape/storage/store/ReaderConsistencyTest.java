package dev.docshape.storage.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A reader on another connection sees one layout complete, never a mix, while layouts are replaced. */
class ReaderConsistencyTest {

    private static final int SCALE = 2_000;

    @TempDir
    Path dir;

    @Test
    void readersNeverSeeHalfALayout() throws Exception {
        Path file = dir.resolve("s.db");
        try (SampleStore writer = SampleStore.open(file, TwoLayouts.PROJECT);
             SampleStore reader = SampleStore.open(file, TwoLayouts.PROJECT)) {
            writer.materialize(TwoLayouts.metadata(0), TwoLayouts.layout(0), TwoLayouts.producer(0, SCALE), 0, Progress.NONE);
            AtomicBoolean done = new AtomicBoolean();
            AtomicReference<Throwable> failure = new AtomicReference<>();
            Thread writing = new Thread(() -> {
                try {
                    for (long seed = 1; seed <= 6; seed++) {
                        writer.materialize(TwoLayouts.metadata(seed), TwoLayouts.layout(seed), TwoLayouts.producer(seed, SCALE), 0, Progress.NONE);
                    }
                } catch (Throwable e) {
                    failure.set(e);
                } finally {
                    done.set(true);
                }
            });
            writing.start();
            Set<Long> seen = new HashSet<>();
            int reads = 0;
            while (!done.get()) {
                seen.add(reader.read(ReaderConsistencyTest::checkConsistent));
                reads++;
            }
            writing.join();
            assertNull(failure.get());
            seen.add(reader.read(ReaderConsistencyTest::checkConsistent));
            assertTrue(reads > 0);
            assertTrue(seen.contains(6L), "the last layout is visible once committed: " + seen);
        }
    }

    private static long checkConsistent(StoreSnapshot s) {
        long seed = s.metadata().orElseThrow().seed();
        List<CollectionSpec> layout = TwoLayouts.layout(seed);
        List<Integer> counts = TwoLayouts.counts(seed, SCALE);
        assertEquals(layout.stream().map(CollectionSpec::name).toList(), s.collections().stream().map(StoredCollection::name).toList());
        for (int c = 0; c < layout.size(); c++) {
            String name = layout.get(c).name();
            assertEquals((long) counts.get(c), s.count(name));
            String last = TwoLayouts.id(name, counts.get(c) - 1);
            assertEquals(List.of(TwoLayouts.doc(seed, name, counts.get(c) - 1)), s.byIds(name, List.of(last)));
        }
        return seed;
    }
}
