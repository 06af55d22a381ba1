package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.Measurer;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.testing.WireServer;

import java.nio.file.Path;

/**
 * A design's sample, materialized in a sample store and pushed from it to a database of its own on the wire server:
 * the one way the MongoDB tests set up the data they measure or compare. The sample store's measure is taken when first
 * asked for.
 */
final class PushedSample implements AutoCloseable {
    /** The samples per pattern the measures take unless told. */
    static final int SAMPLES = 20;

    final String database;
    /** The sample store the data was pushed from. */
    final Path store;
    final MongoConnection mongo;
    final SampleSource source;
    /** The documents the push wrote. */
    final long pushed;
    private final Project project;
    private final int samples;
    private MeasureReport sqlite;
    /** The text of the last report {@link #measureAll} made. */
    String text = "";

    /** The sample at {@code scale} (seed 1) in the database named {@code prefix} and the design's name. */
    PushedSample(WireServer server, Path dir, Project project, Design design, String prefix, double scale) {
        this(server, dir, project, design, prefix + design.name().replace('-', '_'), SampleOptions.of(1, scale), SAMPLES);
    }

    private PushedSample(WireServer server, Path dir, Project project, Design design, String database, SampleOptions options,
                         int samples) {
        this.database = database;
        this.project = project;
        this.samples = samples;
        store = dir.resolve(database + ".db");
        SampleData.materialize(project, design.name(), store, options, Progress.NONE);
        source = SampleSource.choose(project, design, store, SampleOptions.of(99, 1));
        mongo = MongoConnection.open(server.settings(database));
        try {
            pushed = MongoPush.push(project, design.name(), source.options(), mongo, false, Progress.NONE).totalDocuments();
        } catch (RuntimeException e) {
            mongo.close();
            throw e;
        }
    }

    /** The sample with {@code options} in {@code database}, measured with {@code samples} samples per pattern. */
    static PushedSample inDatabase(String database, WireServer server, Path dir, Project project, Design design,
                                   SampleOptions options, int samples) {
        return new PushedSample(server, dir, project, design, database, options, samples);
    }

    /** The sample store's measure of every pattern of the project the sample was made for. */
    MeasureReport sqlite() {
        if (sqlite == null) sqlite = Measurer.measure(project, store, Profile.mongodb(), samples, Progress.NONE);
        return sqlite;
    }

    /** Measures every pattern of {@code project} on the server, keeping the report's text. */
    MongoMeasureReport measureAll(Project project, Design design) {
        MongoMeasureReport report = MongoMeasurer.measure(project, design, source, mongo, Profile.mongodb(), samples, sqlite(), null,
                Progress.NONE);
        text = report.text();
        return report;
    }

    /** Measures the one pattern of {@code project}. */
    PatternMeasure measure(Project project, Design design) {
        return measureAll(project, design).patterns().get(0);
    }

    PatternMeasure onStore(String patternId) {
        return sqlite().patterns().stream().filter(p -> p.patternId().equals(patternId)).findFirst().orElseThrow();
    }

    @Override
    public void close() {
        mongo.close();
    }
}
