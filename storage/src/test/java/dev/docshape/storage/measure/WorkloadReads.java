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
import dev.docshape.storage.sample.SampleScale;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.SampleStore;

import java.nio.file.Path;
import java.util.List;

/** Runs every read pattern of a test workload's designs on the sample store, the runs spread as {@code measure} spreads them. */
final class WorkloadReads {
    static final int RUNS = 8;

    /** One run of a read: what the runner tallied and the requests that reached the store. */
    interface RunCheck {
        void check(Design design, ReadPattern read, SampleGenerator sample, Tally tally, int sent);
    }

    private WorkloadReads() {
    }

    static Project load(String name) throws Exception {
        return ProjectFiles.load(Path.of(WorkloadReads.class.getResource("/workloads/" + name + ".docshape").toURI()));
    }

    /** Materializes {@code design}'s sample in {@code file} and runs each read pattern {@link #RUNS} times on it. */
    static void run(Project project, Design design, Path file, RunCheck check) {
        SampleOptions options = SampleOptions.of(1, SampleScale.MIN);
        SampleData.materialize(project, design.name(), file, options, Progress.NONE);
        Projection projection = Projector.project(project.model(), design);
        SampleGenerator sample = SampleGenerator.of(project.model(), design, projection, options);
        Locator locator = new Locator(projection);
        EncodedSize sizes = new EncodedSize(projection, Profile.mongodb(), CoLocations.of(project.model(), design, projection));
        try (SampleStore store = SampleData.openStore(file, project)) {
            for (AccessPattern p : project.model().patterns()) {
                if (!(p instanceof ReadPattern read)) continue;
                long instances = Math.max(1, sample.instances(p.entity()));
                for (int run = 0; run < RUNS; run++) {
                    long index = Measurer.spread(run, RUNS, instances);
                    store.read(s -> {
                        CountingReads reads = new CountingReads(s);
                        Tally tally = new ReadRunner(project.model(), design, new StoreReads(reads, locator, sizes)).run(read, index, sample);
                        check.check(design, read, sample, tally, reads.takeSent());
                        return null;
                    });
                }
            }
        }
    }

}
