package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.measure.PatternRuns;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "The 20 highest scored posts" reads the same posts from every root: measured on a MongoDB server it is run once, that
 * run standing for all of them, as the sample store's measure does, with the same figures.
 */
class MongoSameEveryRunTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @TempDir
    Path dir;

    @Test
    void theFirstOfAllIsSentOnceAndStandsForEveryRun() throws Exception {
        Project blog = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-ordered.docshape").toURI()));
        List<AccessPattern> topPosts = blog.model().patterns().stream().filter(p -> p.id().equals("top-posts")).toList();
        Project project = blog.withModel(blog.model().withPatterns(topPosts));
        assertTrue(PatternRuns.sameEveryRun(topPosts.get(0)));
        assertFalse(blog.model().patterns().stream().filter(p -> p.id().equals("newest-comments")).anyMatch(PatternRuns::sameEveryRun),
                "the children of one parent differ from parent to parent");
        Design design = project.design("referenced").orElseThrow();

        String database = "same_every_run";
        try (PushedSample pushed = PushedSample.inDatabase(database, server, dir, project, design, SampleOptions.of(1, 0.001),
                PushedSample.SAMPLES)) {
            long findsBefore = server.commands(database, "find");
            MongoMeasureReport report = pushed.measureAll(project, design);
            long finds = server.commands(database, "find") - findsBefore;

            PatternMeasure measured = report.patterns().get(0);
            PatternMeasure s = report.sqlite().get("top-posts");
            assertEquals(s.runs(), measured.runs(), "it stands for as many runs as the sample store's\n" + report.text());
            assertTrue(measured.runs() >= 200, "at least 200 runs stood for: " + measured.runs());
            // one run: the query for the 20 posts, and the read of every post that finds which 20 (the server's sort)
            assertEquals(2, finds, "finds the server answered\n" + report.text());
            assertEquals(1, measured.roundTrips(), "the application's one query\n" + report.text());
            assertEquals(s.docsRead(), measured.docsRead(), 1e-9, "documents returned\n" + report.text());
            assertEquals(20, measured.docsRead(), 1e-9);
        }
    }
}
