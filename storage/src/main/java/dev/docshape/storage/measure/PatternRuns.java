package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.mapping.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.projection.Projection;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.store.DocumentWrites;

/**
 * Runs access patterns the way {@link Measurer} does, against any document source: for measuring
 * on a real database, where the requests are counted by the database client rather than by the
 * runner. A write pattern's trial must be undone by the caller.
 */
public final class PatternRuns {
    private final Project project;
    private final Design design;
    private final Projection projection;
    private final Locator locator;

    public PatternRuns(Project project, Design design, Projection projection) {
        this.project = project;
        this.design = design;
        this.projection = projection;
        this.locator = new Locator(projection);
    }

    /** The root instances a pattern runs for: up to {@code samples}, spread evenly over the root entity's instances. */
    public static long[] rootIndexes(AccessPattern p, SampleGenerator sample, int samples) {
        long instances = Math.max(1, sample.instances(p.entity()));
        int runs = (int) Math.min(samples, instances);
        long[] indexes = new long[runs];
        for (int run = 0; run < runs; run++) indexes[run] = run * (instances / runs);
        return indexes;
    }

    /** Runs {@code p} once from root instance {@code rootIndex}, reading and writing through {@code target}. */
    public void run(AccessPattern p, long rootIndex, SampleGenerator sample, DocumentWrites target) {
        if (p instanceof ReadPattern read) {
            new ReadRunner(project.model(), design, new StoreReads(target, locator)).run(read, rootIndex, sample);
        } else {
            new WriteRunner(project.model(), design, projection, target, locator).run((WritePattern) p, rootIndex, sample);
        }
    }
}
