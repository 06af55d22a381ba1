package dev.docshape.storage.measure;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every seed scenario (examples/*.docshape), every design: the sample store is generated and every
 * access pattern measured; round trips in batched accounting must equal the estimator's exactly.
 */
class SeedScenarioMeasureTest {

    /** Root instances per scenario: enough to measure, small enough to keep the suite fast. */
    private static final double ROOTS = 60;

    @TempDir
    static Path dir;

    @TestFactory
    Stream<DynamicTest> roundTripsMatchTheEstimateInEverySeedScenario() throws IOException {
        List<DynamicTest> tests = everyExampleDesign(dir, project -> SampleOptions.of(17, scaleFor(project)), (project, store) -> {
            MeasureReport report = Measurer.measure(project, store, Profile.mongodb(), 5, Progress.NONE);
            assertFalse(report.patterns().isEmpty());
            for (PatternMeasure p : report.patterns()) {
                assertEquals(p.estRoundTrips(), p.roundTrips(), p.name() + "\n" + report.text());
                if (p.estDocsRead() > 0) assertTrue(p.docsRead() > 0, p.name() + " read nothing\n" + report.text());
                if (p.estDocsWritten() > 0) assertTrue(p.docsWritten() > 0, p.name() + " wrote nothing\n" + report.text());
            }
            assertEquals(List.of(), report.weakLinks(), report.text());
        });
        assertTrue(tests.size() >= 16, "all eight seed scenarios with two designs each");
        return tests.stream();
    }

    /** One test per design of every example: its sample data materialized in {@code dir}, then {@code check}ed. */
    static List<DynamicTest> everyExampleDesign(Path dir, Function<Project, SampleOptions> options, BiConsumer<Project, Path> check)
            throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path file : RepositoryFiles.examples()) {
            Project project = ProjectFiles.load(file);
            for (Design design : project.designs()) {
                tests.add(DynamicTest.dynamicTest(file.getFileName() + " / " + design.name(), () -> {
                    Path store = dir.resolve(file.getFileName() + "-" + design.name() + ".db");
                    SampleData.materialize(project, design.name(), store, options.apply(project), Progress.NONE);
                    check.accept(project, store);
                }));
            }
        }
        return tests;
    }

    /** Scales the entities that are not created by a parent to about {@link #ROOTS} instances. */
    static double scaleFor(Project project) {
        long largest = 1;
        for (Entity e : project.model().entities()) {
            boolean created = project.model().relationships().stream().anyMatch(r -> createsChildren(r, e));
            if (!created) largest = Math.max(largest, e.count());
        }
        return ROOTS / largest;
    }

    private static boolean createsChildren(Relationship r, Entity e) {
        return r.child().equals(e.id()) && r.cardinality() != Cardinality.MANY_TO_MANY && r.sharedBy() <= 1 && !r.parent().equals(r.child());
    }
}
