package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.Projection;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.store.DocumentReads;
import dev.docshape.storage.store.DocumentWrites;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * Runs access patterns as the estimate plans them, against any document source: the sample store ({@link Measurer})
 * and a real database, where the requests are counted by the database client rather than by the runner. A read sends
 * the point reads and queries the pattern's estimate sends ({@link PlannedReads}, decision 0463); the notes on the
 * draw of the sample (the order crowding items, a skewed draw of parents) come from here for both. A write pattern's
 * trial must be undone by the caller.
 */
public final class PatternRuns {
    private final Project project;
    private final Design design;
    private final Projection projection;
    private final Locator locator;
    private final EncodedSize sizes;
    /** What the last {@link #run} counted: the requests the plan sends and what they return, sized in the profile's encoding. */
    private Tally last = new Tally();

    public PatternRuns(Project project, Design design, Projection projection, Profile profile) {
        this(project, design, projection, new Locator(projection),
                new EncodedSize(projection, profile, CoLocations.of(project.model(), design, projection)));
    }

    PatternRuns(Project project, Design design, Projection projection, Locator locator, EncodedSize sizes) {
        this.project = project;
        this.design = design;
        this.projection = projection;
        this.locator = locator;
        this.sizes = sizes;
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
     * Each run's count of children of its instance ({@link #rootIndexes}: the root, or the parent of a "children of one
     * parent" read) through every relationship of which that entity is the one parent, as the sample holds them: what
     * {@link CountSpread} fits the runs' documents against.
     */
    public List<CountSpread.Counts> countsPerRun(AccessPattern p, SampleGenerator sample, long[] roots) {
        String parent = Measurer.parentOfRoots(project, p);
        String entity = parent != null ? parent : p.entity();
        List<CountSpread.Counts> counts = new ArrayList<>();
        for (Relationship r : project.model().relationships()) {
            if (!r.parent().equals(entity) || r.isManyToMany()) continue;
            long[] each = new long[roots.length];
            for (int i = 0; i < roots.length; i++) each[i] = sample.childCount(r.id(), roots[i]);
            if (roots.length == 0 || each[0] < 0) continue;
            String name = project.model().entity(entity).map(Entity::name).orElse(entity) + "'s " + r.name();
            counts.add(new CountSpread.Counts(name, each));
        }
        return counts;
    }

    /**
     * How many distinct parents {@code runs} runs of {@code p} stand on: one each for a "children of one parent" read,
     * whose runs {@link #rootIndexes} spreads over distinct parents; 0 for any other pattern. Both measures report it.
     */
    public int parentsSampled(AccessPattern p, int runs) {
        return Measurer.parentOfRoots(project, p) == null ? 0 : runs;
    }

    /**
     * Whether every run of {@code p} sends the same requests whatever its root: the first N of all by an order. It is
     * run once, and that run stands for all the runs {@link #rootIndexes} gives (the rule {@link Measurer} keeps too).
     */
    public static boolean sameEveryRun(AccessPattern p) {
        return p instanceof ReadPattern read && ReadRunner.sameEveryRun(read);
    }

    /**
     * Runs {@code p} once from root instance {@code rootIndex}, reading and writing through {@code target}, without a plan
     * at hand: a point read wherever one source holds one id (for checking what requests return, not for measuring).
     */
    public void run(AccessPattern p, long rootIndex, SampleGenerator sample, DocumentWrites target) {
        run(p, null, rootIndex, sample, target);
    }

    /**
     * Runs {@code p} once from root instance {@code rootIndex}, reading and writing through {@code target}, sending the
     * requests {@code plan}, the pattern's estimate, sends (null: as {@link #run(AccessPattern, long, SampleGenerator,
     * DocumentWrites)}).
     */
    public void run(AccessPattern p, PatternEstimate plan, long rootIndex, SampleGenerator sample, DocumentWrites target) {
        PlannedReads planned = plan == null ? PlannedReads.AS_HELD : PlannedReads.of(plan);
        last = p instanceof ReadPattern read ? read(read, planned, rootIndex, sample, target)
                : write((WritePattern) p, rootIndex, sample, target);
    }

    /** One run of the read {@code p} from {@code rootIndex} on {@code source}, sending the point reads {@code planned} sends. */
    Tally read(ReadPattern p, PlannedReads planned, long rootIndex, SampleGenerator sample, DocumentReads source) {
        return new ReadRunner(project.model(), design, new StoreReads(source, locator, sizes), planned).run(p, rootIndex, sample);
    }

    /** One run of the write {@code p} from {@code rootIndex}, writing through {@code target}. */
    Tally write(WritePattern p, long rootIndex, SampleGenerator sample, DocumentWrites target) {
        return new WriteRunner(project.model(), design, projection, target, locator, sizes).run(p, rootIndex, sample);
    }

    /** What the count queries of the last run answered, in the order they were sent. */
    public List<CountAnswer> counts() {
        return List.copyOf(last.counts);
    }

    /**
     * The note that the items of {@code p}'s last run crowd into fewer documents than the estimate assumes, when they do
     * and the {@code docsRead} measured differ from the {@code estimated} (docs/counting-rules.md "Items of all parents
     * taken by an order"); null otherwise.
     */
    public String crowding(AccessPattern p, double docsRead, double estimated) {
        return crowding(last, p, docsRead, estimated);
    }

    String crowding(Tally run, AccessPattern p, double docsRead, double estimated) {
        return run.clustering == null ? null : run.clustering.note(project, locator, (ReadPattern) p, docsRead, estimated);
    }

    /**
     * The note that the {@code bytesRead} measured differ from {@code est}'s because the first items of all come from a
     * few parents whose documents are not average (docs/counting-rules.md "A skewed sample", decision 0464); null where
     * they agree or that draw does not explain them.
     */
    public String skewed(double docsRead, double bytesRead, PatternEstimate est) {
        return skewed(last, docsRead, bytesRead, est);
    }

    String skewed(Tally run, double docsRead, double bytesRead, PatternEstimate est) {
        SampledParents drawn = run.sampledParents;
        if (drawn == null || !(docsRead > 0) || !Measurer.differs(bytesRead, est.bytesRead())) return null;
        double estimatedPerDoc = est.docsRead() > 0 ? est.bytesRead() / est.docsRead() : 0;
        ToDoubleFunction<ObjectNode> size = doc -> sizes.untracked(drawn.collection(), doc);
        String perDocument = drawn.note(project, size, bytesRead / docsRead, estimatedPerDoc, MeasureReport.TOLERANCE);
        return perDocument != null ? perDocument
                : drawn.furtherNote(project, size, docsRead, bytesRead, est.docsRead(), est.bytesRead(), MeasureReport.TOLERANCE);
    }
}
