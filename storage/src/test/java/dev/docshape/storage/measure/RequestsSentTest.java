package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every request a read counts reaches the sample store (decision 0336, docs/counting-rules.md "Batched"): the runner's
 * round trips equal the requests the store received, counted outside the runner, on every read pattern of workloads
 * with buckets, joining documents, arrays of ids, embedded one-to-one items and co-located documents.
 */
class RequestsSentTest {
    private static final List<String> WORKLOADS = List.of("blog-bucket-counts", "authors-books-counts", "library-patrons", "library-counts", "blog-subset-reads",
            "unseen/iot-fleet", "unseen/issue-tracker", "unseen/marketplace");

    @TempDir
    static Path dir;

    @TestFactory
    Stream<DynamicTest> everyRoundTripCountedIsSentToTheStore() {
        return WORKLOADS.stream().map(name -> DynamicTest.dynamicTest(name, () -> {
            Project project = WorkloadReads.load(name);
            Path stores = Files.createDirectories(dir.resolve(name.replace('/', '-')));
            List<String> unsent = new ArrayList<>();
            for (Design design : project.designs()) unsent.addAll(unsent(project, design, stores.resolve(design.name() + ".db")));
            assertTrue(unsent.isEmpty(), "round trips counted but not sent:\n" + String.join("\n", unsent));
        }));
    }

    /** The read patterns of {@code design} whose runs count more or fewer round trips than reach the store. */
    static List<String> unsent(Project project, Design design, Path file) {
        // as the measure reports it: the most round trips of a run (a read that finds nothing sends nothing)
        Map<String, int[]> most = new LinkedHashMap<>();
        WorkloadReads.run(project, design, file, (d, read, sample, tally, sent) -> {
            int[] m = most.computeIfAbsent(read.id(), k -> new int[2]);
            m[0] = Math.max(m[0], tally.roundTrips);
            m[1] = Math.max(m[1], sent);
        });
        List<String> unsent = new ArrayList<>();
        most.forEach((id, m) -> {
            if (m[0] != m[1]) unsent.add(design.name() + " / " + id + ": " + m[0] + " counted, " + m[1] + " sent");
        });
        return unsent;
    }
}
