package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.SampleStore;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every request a read counts reaches the sample store (decision 0336, docs/counting-rules.md "Batched"): the runner's
 * round trips equal the requests the store received, counted outside the runner, on every read pattern of workloads
 * with buckets, joining documents, arrays of ids, embedded one-to-one items and co-located documents.
 */
class RequestsSentTest {
    private static final List<String> WORKLOADS = List.of("blog-bucket-counts", "authors-books-counts", "library-patrons",
            "unseen/iot-fleet", "unseen/issue-tracker", "unseen/marketplace");
    private static final int RUNS = 8;

    @TempDir
    static Path dir;

    @TestFactory
    Stream<DynamicTest> everyRoundTripCountedIsSentToTheStore() {
        return WORKLOADS.stream().map(name -> DynamicTest.dynamicTest(name, () -> {
            Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/" + name + ".docshape").toURI()));
            Path stores = Files.createDirectories(dir.resolve(name.replace('/', '-')));
            List<String> unsent = new ArrayList<>();
            for (Design design : project.designs()) unsent.addAll(unsent(project, design, stores.resolve(design.name() + ".db")));
            assertTrue(unsent.isEmpty(), "round trips counted but not sent:\n" + String.join("\n", unsent));
        }));
    }

    /** The read patterns of {@code design} whose runs count more or fewer round trips than reach the store. */
    static List<String> unsent(Project project, Design design, Path file) {
        SampleOptions options = SampleOptions.of(1, AgreementRuns.DEFAULT_SCALE);
        SampleData.materialize(project, design.name(), file, options, Progress.NONE);
        Projection projection = Projector.project(project.model(), design);
        SampleGenerator sample = SampleGenerator.of(project.model(), design, projection, options);
        Locator locator = new Locator(projection);
        EncodedSize sizes = new EncodedSize(projection, Profile.mongodb(), CoLocations.of(project.model(), design, projection));
        List<String> unsent = new ArrayList<>();
        try (SampleStore store = SampleData.openStore(file, project)) {
            for (AccessPattern p : project.model().patterns()) {
                if (!(p instanceof ReadPattern read)) continue;
                long instances = Math.max(1, sample.instances(p.entity()));
                // as the measure reports it: the most round trips of a run (a read that finds nothing sends nothing)
                int counted = 0, sent = 0;
                for (int run = 0; run < RUNS; run++) {
                    long index = Measurer.spread(run, RUNS, instances);
                    int[] one = store.read(s -> {
                        CountingReads reads = new CountingReads(s);
                        int tallied = new ReadRunner(project.model(), design, new StoreReads(reads, locator, sizes)).run(read, index, sample).roundTrips;
                        return new int[] {tallied, reads.takeSent()};
                    });
                    counted = Math.max(counted, one[0]);
                    sent = Math.max(sent, one[1]);
                }
                if (counted != sent) unsent.add(design.name() + " / " + read.id() + ": " + counted + " counted, " + sent + " sent");
            }
        }
        return unsent;
    }
}
