package dev.docshape.storage.measure;

import dev.docshape.model.DataModel;
import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.projection.ChildrenTaken;
import dev.docshape.storage.sample.ChildCounts;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.CommittedCopy;
import dev.docshape.storage.store.SampleStore;
import dev.docshape.storage.store.StoreException;
import dev.docshape.storage.store.StoreMetadata;
import dev.docshape.storage.store.StoredCollection;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.List;
import java.util.Locale;

/**
 * Runs every access pattern of a project against its sample store, for a sample of root
 * instances, and reports what was really sent and returned beside the estimator's figures.
 *
 * <pre>{@code
 * MeasureReport r = Measurer.measure(project, storeFile, Profile.mongodb(), 20, progress);
 * System.out.print(r.text());
 * }</pre>
 */
public final class Measurer {
    /**
     * Reads run from at least this many roots (all of them when there are fewer): a read's documents
     * depend on how many children its root happens to have, and a few roots give a noisy average.
     * Reads are cheap; writes, run in a trial each, use the number asked for and at least {@link #MIN_WRITE_ROOTS}.
     */
    public static final int MIN_READ_ROOTS = 200;
    /**
     * Writes run from at least this many instances: what a write touches can depend on the instance (whether a feed or
     * a subset holds it, a share of the instances), and twenty draws of a 40 % share miss it by 10 % every other time.
     */
    public static final int MIN_WRITE_ROOTS = 100;

    private Measurer() {
    }

    /**
     * @param samples root instances per write pattern, and at least {@link #MIN_READ_ROOTS} per read
     *                (spread over the root entity's instances, or the parents' for children of one parent)
     * @throws StoreException when the store is missing data, belongs elsewhere or holds an outdated layout
     */
    public static MeasureReport measure(Project project, Path storeFile, Profile profile, int samples, Progress progress) {
        if (samples < 1) throw new IllegalArgumentException("samples must be at least 1, was " + samples);
        Progress report = progress == null ? Progress.NONE : progress;
        // The store as it was last committed: a sample being written meanwhile neither blocks nor mixes in.
        SampleData.openStore(storeFile, project).close();
        try (CommittedCopy committed = CommittedCopy.of(storeFile);
             SampleStore store = SampleData.openStore(committed.file(), project)) {
            StoreMetadata meta = store.metadata().orElseThrow(() -> new StoreException("the sample store " + storeFile
                    + " holds no sample data yet: generate it first"));
            Design design = project.design(meta.design()).orElseThrow(() -> new StoreException("the sample store holds design '"
                    + meta.design() + "', which project '" + project.name() + "' no longer has: generate the sample data again"));
            Projection projection = Projector.project(project.model(), design);
            requireCurrentLayout(projection, store.collections(), design);
            CoLocations coLocations = CoLocations.of(project.model(), design, projection);
            requireContainers(coLocations, store.collections(), design);
            SampleGenerator sample = SampleGenerator.of(project.model(), design, projection,
                    new SampleOptions(meta.seed(), meta.scale(), ChildCounts.valueOf(meta.childCounts())));
            // compared with the estimate for the sample's own instance counts: at a small scale a target entity may
            // have fewer instances than the model's averages would reach for
            Estimate estimate = Estimator.estimate(atSampleCounts(project.model(), sample), design, profile);
            Locator locator = new Locator(projection);
            EncodedSize sizes = new EncodedSize(projection, profile, coLocations);
            List<PatternMeasure> measures = new ArrayList<>();
            List<AccessPattern> patterns = project.model().patterns();
            for (int i = 0; i < patterns.size(); i++) {
                AccessPattern p = patterns.get(i);
                report.update("measuring " + p.name(), i, patterns.size());
                PatternEstimate est = estimate.pattern(p.id()).orElse(null);
                if (est == null) continue;
                measures.add(measurePattern(project, design, projection, store, locator, sizes, sample, p, est, samples));
            }
            report.update("checking references", patterns.size(), patterns.size());
            List<WeakLink> weak = store.read(s -> new WeakLinks(projection, locator, s).find());
            report.update("done", patterns.size(), patterns.size());
            return new MeasureReport(project.name(), design.name(), profile.name(), meta.seed(), meta.scale(), measures, weak);
        }
    }

    private static PatternMeasure measurePattern(Project project, Design design, Projection projection, SampleStore store,
                                                 Locator locator, EncodedSize sizes, SampleGenerator sample, AccessPattern p, PatternEstimate est, int samples) {
        // "children of one parent" patterns run once per parent: as many distinct parents as asked, spread over all of them
        String parent = parentOfRoots(project, p);
        long instances = Math.max(1, sample.instances(parent != null ? parent : p.entity()));
        int runs = runs(p, samples, instances);
        List<Tally> tallies = new ArrayList<>();
        sizes.startPattern();
        PatternRuns runner = new PatternRuns(project, design, projection, locator, sizes);
        PlannedReads planned = PlannedReads.of(est);
        for (int run = 0; run < runs; run++) {
            long index = spread(run, runs, instances);
            if (run > 0 && PatternRuns.sameEveryRun(p)) {
                tallies.add(tallies.get(0));
            } else if (p instanceof ReadPattern read) {
                tallies.add(store.read(s -> runner.read(read, planned, index, sample, s)));
            } else {
                tallies.add(store.trial(t -> runner.write((WritePattern) p, index, sample, t)));
            }
        }
        int roundTrips = tallies.stream().mapToInt(t -> t.roundTrips).max().orElse(0);
        double docsRead = tallies.stream().mapToLong(t -> t.docsRead).average().orElse(0);
        double bytesRead = tallies.stream().mapToDouble(t -> t.bytesRead).average().orElse(0);
        double bytesReturned = tallies.stream().mapToDouble(t -> t.bytesReturned).average().orElse(0);
        double docsWritten = tallies.stream().mapToLong(t -> t.docsWritten).average().orElse(0);
        int parents = runner.parentsSampled(p, runs);
        String sampledEntity = parent != null ? parent : p.entity();
        String sampled = String.format(Locale.ROOT, " (sampled %d of %d %s %s)", runs, sample.instances(sampledEntity),
                entityName(project, sampledEntity), parent == null ? "instances" : "parents");
        List<String> notes = new ArrayList<>();
        if (roundTrips != est.roundTrips()) {
            notes.add(String.format(Locale.ROOT, "round trips differ: %d sent, %d estimated", roundTrips, est.roundTrips()));
        }
        if (differs(docsRead, est.docsRead()) || differs(docsWritten, est.docsWritten())) {
            boolean read = differs(docsRead, est.docsRead());
            long[] perRun = tallies.stream().mapToLong(t -> read ? t.docsRead : t.docsWritten).toArray();
            String reason = CountSpread.reason(perRun, read ? est.docsRead() : est.docsWritten(), read ? "read" : "wrote",
                    runner.countsPerRun(p, sample, runner.rootIndexes(p, sample, samples)));
            notes.add(String.format(Locale.ROOT, "documents differ by more than %.0f %% (read %.1f vs %.1f, written %.1f vs %.1f, scale %s):"
                            + " %s%s", MeasureReport.TOLERANCE * 100, docsRead, est.docsRead(), docsWritten, est.docsWritten(),
                    sample.options().scale(), reason, sampled));
        }
        String expected = differs(docsRead, est.docsRead()) || differs(bytesRead, est.bytesRead())
                ? ExpectedMatches.note(project.model(), p) : null;
        if (expected != null) notes.add(expected);
        Tally first = tallies.isEmpty() ? new Tally() : tallies.get(0);
        String crowded = runner.crowding(first, p, docsRead, est.docsRead());
        if (crowded != null) notes.add(crowded);
        if (differs(bytesRead, est.bytesRead())) {
            double perDoc = docsRead > 0 ? bytesRead / docsRead : 0;
            double estPerDoc = est.docsRead() > 0 ? est.bytesRead() / est.docsRead() : 0;
            notes.add(String.format(Locale.ROOT, "bytes differ by more than %.0f %% (%.0f vs %.0f; %.0f vs %.0f per document): the"
                    + " documents read hold the sample's values (real string lengths, optional fields present or not, arrays"
                    + " as long as drawn), the estimate sizes them from the fields' average sizes%s", MeasureReport.TOLERANCE * 100, bytesRead, est.bytesRead(), perDoc, estPerDoc, sampled));
        }
        boolean returnedOff = differs(bytesReturned, est.bytesReturned());
        if (returnedOff) {
            notes.add(String.format(Locale.ROOT, "bytes returned differ by more than %.0f %% (%.0f vs %.0f)%s",
                    MeasureReport.TOLERANCE * 100, bytesReturned, est.bytesReturned(), sampled));
        }
        List<String> strings = sizes.stringDepartures(MeasureReport.TOLERANCE);
        if ((differs(bytesRead, est.bytesRead()) || returnedOff) && !strings.isEmpty()) {
            notes.add("the sample's strings are not as long as modelled: " + String.join(", ", strings));
        }
        String skewed = runner.skewed(first, docsRead, bytesRead, est);
        if (skewed != null) notes.add(skewed);
        if (differs(bytesRead, est.bytesRead())) {
            String reached = ReachedSizes.note(project, locator, store, sizes, sample, tallies, MeasureReport.TOLERANCE);
            if (reached != null) notes.add(reached);
        }
        if (est.maxPartitions() > 1) {
            // docs/counting-rules.md "Partitions": routing follows from the design's keys, not from a run
            notes.add(String.format(Locale.ROOT, "fans out to %d partitions: computed from the design's partition keys; the sample"
                    + " store is one node, so documents, bytes and round trips are measured, the partitions are not", est.maxPartitions()));
        }
        return new PatternMeasure(p.id(), p.name(), runs, parents, roundTrips, docsRead, bytesRead, docsWritten, est.roundTrips(),
                est.docsRead(), est.bytesRead(), est.docsWritten(), notes, bytesReturned, est.bytesReturned());
    }

    private static String entityName(Project project, String entity) {
        return project.model().entity(entity).map(Entity::name).orElse(entity);
    }

    /**
     * The model with each entity's count replaced by its number of instances in the sample: what a measure on the
     * sample's data, in the sample store or on a MongoDB server, compares with.
     */
    public static DataModel atSampleCounts(DataModel model, SampleGenerator sample) {
        List<Entity> entities = new ArrayList<>(model.entities().size());
        for (Entity e : model.entities()) entities.add(e.withCount(sample.instances(e.id())));
        List<Relationship> relationships = new ArrayList<>(model.relationships().size());
        for (Relationship r : model.relationships()) relationships.add(linkable(r, sample));
        return model.withEntities(entities).withRelationships(relationships);
    }

    /**
     * A many-to-many links each instance at most once: where the sample holds fewer children than a parent's average
     * (40 amenities scaled to 1), every parent links them all, and fewer parents than a child's, every parent holds it
     * (docs/counting-rules.md "Children taken under a limit", decision 0484); a child has as many parents as the
     * parents' links spread over the children, fewer than the model's where the children are a lookup table kept whole
     * (decision 0505).
     */
    private static Relationship linkable(Relationship r, SampleGenerator sample) {
        if (r.cardinality() != Cardinality.MANY_TO_MANY) return r;
        long children = sample.instances(r.child());
        long parents = sample.instances(r.parent());
        Relationship capped = r;
        if (children < r.avgCount()) capped = capped.withCounts(ChildrenTaken.least(r.minCount(), children), children, (int) children);
        if (parents < r.sharedBy()) capped = capped.withSharedBy(parents);
        // a lookup table kept whole while its parents are scaled (decision 0505): its children share the links there are
        double parentsPerChild = children > 0 ? parents * capped.avgCount() / children : 0;
        if (parentsPerChild < capped.sharedBy()) capped = capped.withSharedBy(parentsPerChild);
        return capped;
    }

    /** The entity whose one instance a run stands on when the pattern reads the children of one parent, else null. */
    static String parentOfRoots(Project project, AccessPattern p) {
        if (!(p instanceof ReadPattern read) || read.byParent() == null) return null;
        return project.model().relationship(read.byParent()).map(r -> r.otherEnd(p.entity())).orElse(null);
    }

    /** How many instances pattern {@code p} runs from when {@code samples} are asked for (all when there are fewer). */
    static int runs(AccessPattern p, int samples, long instances) {
        return (int) Math.min(Math.max(samples, p instanceof ReadPattern ? MIN_READ_ROOTS : MIN_WRITE_ROOTS), instances);
    }

    /** The {@code run}-th of {@code runs} instance numbers spread evenly over {@code instances}: distinct while runs <= instances. */
    static long spread(int run, int runs, long instances) {
        return (long) ((run + 0.5) * instances / runs);
    }

    /** True when a measured figure lies more than {@link MeasureReport#TOLERANCE} and more than half a unit from the estimate's. */
    public static boolean differs(double measured, double estimated) {
        double scale = Math.max(Math.abs(estimated), 1e-9);
        return Math.abs(measured - estimated) / scale > MeasureReport.TOLERANCE && Math.abs(measured - estimated) > 0.5;
    }

    /**
     * Co-located collections must share their container's table, as the database keeps them
     * (docs/counting-rules.md "Co-location"): a store written before (store format 1, or another
     * grouping) keeps them apart and would measure something else.
     */
    static void requireContainers(CoLocations coLocations, List<StoredCollection> stored, Design design) {
        Map<String, StoredCollection> byName = new HashMap<>();
        for (StoredCollection c : stored) byName.put(c.name(), c);
        for (CoLocation g : coLocations.groups()) {
            List<String> names = g.members().stream().map(CoLocation.Member::collection).toList();
            for (CoLocation.Member m : g.members()) {
                StoredCollection c = byName.get(m.collection());
                if (c != null && (!c.container().equals(g.container()) || !m.typeValue().equals(c.typeValue()))) {
                    throw new StoreException("the sample store keeps " + String.join(", ", names) + " in tables of their own, while"
                            + " design '" + design.name() + "' stores them in one collection '" + g.container() + "' (the store was"
                            + " written by an older DocShape or for another grouping): generate the sample data again");
                }
            }
        }
    }

    private static void requireCurrentLayout(Projection projection, List<StoredCollection> stored, Design design) {
        List<String> expected = projection.collections().stream().map(CollectionShape::name).toList();
        List<String> actual = stored.stream().map(StoredCollection::name).toList();
        if (!expected.equals(actual)) {
            throw new StoreException("the sample store holds an older layout of design '" + design.name() + "' (collections "
                    + actual + ", the design now makes " + expected + "): generate the sample data again");
        }
    }
}
