package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.mapping.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
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
    private Measurer() {
    }

    /**
     * @param samples root instances per pattern (spread over the root entity's instances)
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
            SampleGenerator sample = SampleGenerator.of(project.model(), projection,
                    new SampleOptions(meta.seed(), meta.scale(), ChildCounts.valueOf(meta.childCounts())));
            Estimate estimate = Estimator.estimate(project.model(), design, profile);
            Locator locator = new Locator(projection);
            List<PatternMeasure> measures = new ArrayList<>();
            List<AccessPattern> patterns = project.model().patterns();
            for (int i = 0; i < patterns.size(); i++) {
                AccessPattern p = patterns.get(i);
                report.update("measuring " + p.name(), i, patterns.size());
                PatternEstimate est = estimate.pattern(p.id()).orElse(null);
                if (est == null) continue;
                measures.add(measurePattern(project, design, projection, store, locator, sample, p, est, samples));
            }
            report.update("checking references", patterns.size(), patterns.size());
            List<WeakLink> weak = store.read(s -> new WeakLinks(projection, locator, s).find());
            report.update("done", patterns.size(), patterns.size());
            return new MeasureReport(project.name(), design.name(), profile.name(), meta.seed(), meta.scale(), measures, weak);
        }
    }

    private static PatternMeasure measurePattern(Project project, Design design, Projection projection, SampleStore store,
                                                 Locator locator, SampleGenerator sample, AccessPattern p, PatternEstimate est, int samples) {
        long instances = Math.max(1, sample.instances(p.entity()));
        int runs = (int) Math.min(samples, instances);
        List<Tally> tallies = new ArrayList<>();
        for (int run = 0; run < runs; run++) {
            long index = run * (instances / runs);
            if (p instanceof ReadPattern read) {
                tallies.add(store.read(s -> new ReadRunner(project.model(), design, new StoreReads(s, locator)).run(read, index, sample)));
            } else {
                WritePattern write = (WritePattern) p;
                tallies.add(store.trial(t -> new WriteRunner(project.model(), design, projection, t, locator).run(write, index, sample)));
            }
        }
        int roundTrips = tallies.stream().mapToInt(t -> t.roundTrips).max().orElse(0);
        double docsRead = tallies.stream().mapToLong(t -> t.docsRead).average().orElse(0);
        double bytesRead = tallies.stream().mapToLong(t -> t.bytesRead).average().orElse(0);
        double docsWritten = tallies.stream().mapToLong(t -> t.docsWritten).average().orElse(0);
        List<String> notes = new ArrayList<>();
        if (roundTrips != est.roundTrips()) {
            notes.add(String.format(Locale.ROOT, "round trips differ: %d sent, %d estimated", roundTrips, est.roundTrips()));
        }
        if (differs(docsRead, est.docsRead()) || differs(docsWritten, est.docsWritten())) {
            notes.add(String.format(Locale.ROOT, "documents differ by more than %.0f %% (read %.1f vs %.1f, written %.1f vs %.1f): the sample"
                            + " draws each parent's children around the model's averages and within its maxima, at scale %s, while the"
                            + " estimate uses the averages themselves", MeasureReport.TOLERANCE * 100, docsRead, est.docsRead(),
                    docsWritten, est.docsWritten(), sample.options().scale()));
        }
        if (differs(bytesRead, est.bytesRead())) {
            double perDoc = docsRead > 0 ? bytesRead / docsRead : 0;
            double estPerDoc = est.docsRead() > 0 ? est.bytesRead() / est.docsRead() : 0;
            notes.add(String.format(Locale.ROOT, "bytes differ by more than %.0f %% (%.0f vs %.0f; %.0f vs %.0f per document): the store"
                    + " returns compact JSON text of the sample values, the estimate sizes documents from the fields' average"
                    + " sizes in the profile's encoding", MeasureReport.TOLERANCE * 100, bytesRead, est.bytesRead(), perDoc, estPerDoc));
        }
        return new PatternMeasure(p.id(), p.name(), runs, roundTrips, docsRead, bytesRead, docsWritten, est.roundTrips(),
                est.docsRead(), est.bytesRead(), est.docsWritten(), notes);
    }

    private static boolean differs(double measured, double estimated) {
        double scale = Math.max(Math.abs(estimated), 1e-9);
        return Math.abs(measured - estimated) / scale > MeasureReport.TOLERANCE && Math.abs(measured - estimated) > 0.5;
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
