package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.SampleScale;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.SampleStore;

import java.nio.file.Path;

/**
 * One design of a test workload as the estimate, the query templates and {@code measure} see it under the MongoDB
 * profile, its sample (seed 1, the smallest scale, {@link SampleScale#MIN}) in a store: the set-up of the tests that read single instances where
 * copies of them are kept, each running a read from one root as {@code measure} does.
 */
final class SampledDesign implements AutoCloseable {
    final Project project;
    final Design design;
    final Projection projection;
    final Estimate estimate;
    final SampleGenerator sample;
    final Locator locator;
    private final EncodedSize sizes;
    private final SampleStore store;

    SampledDesign(String workload, String designName, Path dir) throws Exception {
        project = WorkloadReads.load(workload);
        design = project.design(designName).orElseThrow();
        projection = Projector.project(project.model(), design);
        estimate = Estimator.estimate(project.model(), design, Profile.mongodb());
        SampleOptions options = SampleOptions.of(1, SampleScale.MIN);
        Path file = dir.resolve(designName + ".db");
        SampleData.materialize(project, designName, file, options, Progress.NONE);
        sample = SampleGenerator.of(project.model(), design, projection, options);
        locator = new Locator(projection);
        sizes = new EncodedSize(projection, Profile.mongodb(), CoLocations.of(project.model(), design, projection));
        store = SampleData.openStore(file, project);
    }

    /** The query templates' requests for {@code patternId}. */
    QueryTemplate template(String patternId) {
        return QueryTemplates.of(project.model(), design, projection, estimate).stream()
                .filter(t -> t.patternId().equals(patternId)).findFirst().orElseThrow();
    }

    /** One run of the read {@code patternId} from root instance {@code root} on the sample store, as measure runs it. */
    Tally run(String patternId, long root) {
        ReadPattern read = (ReadPattern) project.model().pattern(patternId).orElseThrow();
        return store.read(s -> new ReadRunner(project.model(), design, new StoreReads(s, locator, sizes)).run(read, root, sample));
    }

    /** The sample store itself, for what a test looks up beside the runs. */
    SampleStore store() {
        return store;
    }

    @Override
    public void close() {
        store.close();
    }
}
