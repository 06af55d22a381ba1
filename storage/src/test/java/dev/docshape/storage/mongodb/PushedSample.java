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

/** A design's sample, materialized at a scale, measured on the sample store and pushed to a database of its own. */
final class PushedSample implements AutoCloseable {
    final String database;
    final MongoConnection mongo;
    final SampleSource source;
    final MeasureReport sqlite;
    String text = "";

    PushedSample(WireServer server, Path dir, Project project, Design design, String prefix, double scale) {
        database = prefix + design.name().replace('-', '_');
        Path store = dir.resolve(database + ".db");
        SampleData.materialize(project, design.name(), store, SampleOptions.of(1, scale), Progress.NONE);
        sqlite = Measurer.measure(project, store, Profile.mongodb(), 20, Progress.NONE);
        mongo = MongoConnection.open(server.settings(database));
        source = SampleSource.choose(project, design, store, SampleOptions.of(99, 1));
        MongoPush.push(project, design.name(), source.options(), mongo, false, Progress.NONE);
    }

    /** Measures every pattern of {@code project} on the server, keeping the report's text. */
    MongoMeasureReport measureAll(Project project, Design design) {
        MongoMeasureReport report = MongoMeasurer.measure(project, design, source, mongo, Profile.mongodb(), 20, sqlite, null, Progress.NONE);
        text = report.text();
        return report;
    }

    /** Measures the one pattern of {@code project}. */
    PatternMeasure measure(Project project, Design design) {
        return measureAll(project, design).patterns().get(0);
    }

    PatternMeasure onStore(String patternId) {
        return sqlite.patterns().stream().filter(p -> p.patternId().equals(patternId)).findFirst().orElseThrow();
    }

    @Override
    public void close() {
        mongo.close();
    }
}
