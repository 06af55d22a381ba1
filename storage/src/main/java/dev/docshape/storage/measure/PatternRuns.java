package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.Projection;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.store.DocumentWrites;

import java.util.List;

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
    private final EncodedSize sizes;
    /** How the items the last run read crowd into their documents, for the first N of all of contained items; else null. */
    private OrderClustering clustering;
    private List<CountAnswer> counts = List.of();

    public PatternRuns(Project project, Design design, Projection projection, Profile profile) {
        this.project = project;
        this.design = design;
        this.projection = projection;
        this.locator = new Locator(projection);
        this.sizes = new EncodedSize(projection, profile, CoLocations.of(project.model(), design, projection));
    }

    /**
     * The instances a pattern runs from, as {@link Measurer} picks them: up to {@code samples}, spread
     * evenly over the root entity's instances, or over the parents' for "children of one parent" reads;
     * reads run from at least {@link Measurer#MIN_READ_ROOTS} instances, writes from {@link Measurer#MIN_WRITE_ROOTS}.
     */
    public long[] rootIndexes(AccessPattern p, SampleGenerator sample, int samples) {
        String parent = Measurer.parentOfRoots(project, p);
        long instances = Math.max(1, sample.instances(parent != null ? parent : p.entity()));
        int runs = Measurer.runs(p, samples, instances);
        long[] indexes = new long[runs];
        for (int run = 0; run < runs; run++) indexes[run] = Measurer.spread(run, runs, instances);
        return indexes;
    }

    /**
     * Whether every run of {@code p} sends the same requests whatever its root: the first N of all by an order. It is
     * run once, and that run stands for all the runs {@link #rootIndexes} gives (the rule {@link Measurer} keeps too).
     */
    public static boolean sameEveryRun(AccessPattern p) {
        return p instanceof ReadPattern read && ReadRunner.sameEveryRun(read);
    }

    /** Runs {@code p} once from root instance {@code rootIndex}, reading and writing through {@code target}. */
    public void run(AccessPattern p, long rootIndex, SampleGenerator sample, DocumentWrites target) {
        clustering = null;
        counts = List.of();
        if (p instanceof ReadPattern read) {
            Tally tally = new ReadRunner(project.model(), design, new StoreReads(target, locator, sizes)).run(read, rootIndex, sample);
            clustering = tally.clustering;
            counts = List.copyOf(tally.counts);
        } else {
            new WriteRunner(project.model(), design, projection, target, locator, sizes).run((WritePattern) p, rootIndex, sample);
        }
    }

    /** What the count queries of the last run answered, in the order they were sent. */
    public List<CountAnswer> counts() {
        return counts;
    }

    /**
     * The note that the items of {@code p}'s last run crowd into fewer documents than the estimate assumes, when they do
     * and the {@code docsRead} measured differ from the {@code estimated} (docs/counting-rules.md "Items of all parents
     * taken by an order"); null otherwise.
     */
    public String crowding(AccessPattern p, double docsRead, double estimated) {
        return clustering == null ? null : clustering.note(project, locator, (ReadPattern) p, docsRead, estimated);
    }
}
