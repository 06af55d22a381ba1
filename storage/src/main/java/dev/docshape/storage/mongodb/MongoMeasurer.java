package dev.docshape.storage.mongodb;

import dev.docshape.model.DataModel;
import com.mongodb.client.model.Filters;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.measure.ExpectedMatches;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.measure.Measurer;
import dev.docshape.storage.measure.PatternRuns;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.store.Progress;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Runs every access pattern against a MongoDB database that holds a design's sample data (see
 * {@link MongoPush}) and counts what the driver really sent and got back, through its command
 * monitoring ({@link CommandCounter}): commands, documents in the replies and their BSON size,
 * documents the writes matched. Write patterns run as trials that are undone afterwards.
 */
public final class MongoMeasurer {
    private MongoMeasurer() {
    }

    /**
     * @param sqlite the sample store's measurement of the same design and data, or null
     * @throws MongoProblem when the database does not hold the design's sample data, or a command fails
     */
    public static MongoMeasureReport measure(Project project, Design design, SampleSource source, MongoConnection mongo, Profile profile,
                                             int samples, MeasureReport sqlite, String sqliteNote, Progress progress) {
        if (samples < 1) throw new IllegalArgumentException("samples must be at least 1, was " + samples);
        Progress report = progress == null ? Progress.NONE : progress;
        Projection projection = Projector.project(project.model(), design);
        SampleGenerator sample = SampleGenerator.of(project.model(), design, projection, source.options());
        CoLocatedCollections typed = CoLocatedCollections.of(sample.layout());
        requirePushedData(mongo, projection, sample, source, typed);
        // the database holds the sample's data: compared, as the sample store's measure is, at the sample's counts
        Estimate estimate = Estimator.estimate(Measurer.atSampleCounts(project.model(), sample), design, profile);
        PatternRuns runner = new PatternRuns(project, design, projection, profile);
        int maxWriteBatch = mongo.maxWriteBatchSize();
        Map<String, PatternMeasure> bySqlite = new LinkedHashMap<>();
        if (sqlite != null) sqlite.patterns().forEach(m -> bySqlite.put(m.patternId(), m));
        List<PatternMeasure> measures = new ArrayList<>();
        List<AccessPattern> patterns = project.model().patterns();
        for (int i = 0; i < patterns.size(); i++) {
            AccessPattern p = patterns.get(i);
            report.step("measuring " + p.name(), i, patterns.size());
            PatternEstimate est = estimate.pattern(p.id()).orElse(null);
            if (est == null) continue;
            measures.add(measurePattern(mongo, runner, sample, typed, p, est, samples, bySqlite.get(p.id()), maxWriteBatch, project.model()));
        }
        report.update("done", patterns.size(), patterns.size());
        return new MongoMeasureReport(project.name(), design.name(), mongo.settings().redactedUri(), mongo.settings().database(),
                source.description(), measures, bySqlite, sqlite == null ? sqliteNote : null);
    }

    private static PatternMeasure measurePattern(MongoConnection mongo, PatternRuns runner, SampleGenerator sample,
                                                 CoLocatedCollections typed, AccessPattern p, PatternEstimate est, int samples, PatternMeasure sqlite, int maxWriteBatch,
                                                 DataModel model) {
        long[] roots = runner.rootIndexes(p, sample, samples);
        boolean read = p instanceof ReadPattern;
        long commands = 0;
        long getMores = 0;
        int requests = 0;
        double docsRead = 0;
        double bytesRead = 0;
        double bytesReturned = 0;
        double docsWritten = 0;
        long[] readEach = new long[roots.length];
        long[] writtenEach = new long[roots.length];
        // the first N of all by an order sends the same requests from every root: one run stands for all of them
        int sent = PatternRuns.sameEveryRun(p) ? Math.min(1, roots.length) : roots.length;
        for (int i = 0; i < sent; i++) {
            long root = roots[i];
            MongoDocuments target = new MongoDocuments(mongo, read, typed);
            mongo.counter().reset();
            try {
                runner.run(p, est, root, sample, target);
                target.flush();
            } finally {
                CommandCounter.Counts c = mongo.counter().counts();
                commands = Math.max(commands, c.commands());
                getMores = Math.max(getMores, c.getMores());
                requests = Math.max(requests, target.requests());
                docsRead += c.docsReturned();
                // the server sends what each find's projection names; the documents read are those documents whole
                bytesRead += c.bytesReturned() + target.bytesNotReturned();
                bytesReturned += c.bytesReturned();
                docsWritten += c.docsWritten();
                readEach[i] = c.docsReturned();
                writtenEach[i] = c.docsWritten();
                target.undo();
            }
        }
        int runs = roots.length;
        docsRead /= Math.max(1, sent);
        bytesRead /= Math.max(1, sent);
        bytesReturned /= Math.max(1, sent);
        docsWritten /= Math.max(1, sent);
        MeasureReasons.Runs each = new MeasureReasons.Runs(Arrays.copyOf(readEach, sent), Arrays.copyOf(writtenEach, sent),
                runner.countsPerRun(p, sample, Arrays.copyOf(roots, sent)));
        List<String> notes = MeasureReasons.notes((int) commands, getMores, requests, maxWriteBatch, docsRead, bytesRead, docsWritten, est, sqlite,
                sample.options().scale(), each);
        String expected = Measurer.differs(docsRead, est.docsRead()) || Measurer.differs(bytesRead, est.bytesRead())
                ? ExpectedMatches.note(model, p) : null;
        if (expected != null) notes.add(expected);
        String crowded = runner.crowding(p, docsRead, est.docsRead());
        if (crowded != null) notes.add(crowded);
        String skewed = runner.skewed(docsRead, bytesRead, est);
        if (skewed != null) notes.add(skewed);
        return new PatternMeasure(p.id(), p.name(), runs, runner.parentsSampled(p, runs), (int) commands, docsRead, bytesRead, docsWritten, est.roundTrips(),
                est.docsRead(), est.bytesRead(), est.docsWritten(), notes, bytesReturned, est.bytesReturned());
    }

    /**
     * The database must hold the documents the design's sample data has, collection by collection; a co-located one's
     * in its container, with its type value.
     */
    private static void requirePushedData(MongoConnection mongo, Projection projection, SampleGenerator sample, SampleSource source,
                                          CoLocatedCollections typed) {
        List<String> problems = new ArrayList<>();
        mongo.counter().paused(() -> {
            for (CollectionShape c : projection.collections()) {
                long expected = sample.documentCount(c.name());
                long actual = mongo.call("counting collection '" + c.name() + "'", () ->
                        mongo.database().getCollection(typed.stored(c.name())).countDocuments(typed.ofType(c.name(), Filters.empty())));
                if (actual != expected) problems.add(String.format(Locale.ROOT, "'%s' has %,d documents, %,d expected", c.name(), actual, expected));
            }
            return null;
        });
        if (!problems.isEmpty()) {
            throw new MongoProblem(mongo.settings().where() + " does not hold this design's sample data as 'docshape push' loads it from "
                    + source.description() + " (" + String.join("; ", problems.subList(0, Math.min(3, problems.size())))
                    + "): push it first, with the same --design, --scale and --seed");
        }
    }
}
