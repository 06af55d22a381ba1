package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.validate.ModelValidator;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The workloads of {@code examples/workloads} (a team chat, an online course platform, event ticketing, meal planning, ride hailing, an IoT fleet, an issue tracker), written as a
 * new user would and apart from the estimator (decision 0418), measured as {@code docshape measure} measures them, at
 * the scale the commands choose: on the samples of seeds 1 and 2, under both profiles, every pattern of every design
 * sends the estimated round trips and reads and writes documents within 10 % of the estimate ({@link AgreementRuns});
 * bytes read and returned agree within 10 % or the report names the cause it found in the data; and every instance is
 * stored once unless the design declares a copy.
 */
class WorkloadExamplesAgreeTest {
    private static final List<String> WORKLOADS = List.of("chat-rooms", "course-platform", "event-tickets", "meal-planning",
            "ride-hailing", "iot-fleet", "issue-tracker");

    @TempDir
    static Path dir;

    @TestFactory
    Stream<DynamicTest> measureAgreesWithTheEstimateOnEveryDesignSeedAndProfile() {
        return WORKLOADS.stream().map(name -> DynamicTest.dynamicTest(name, () -> {
            Project project = load(name);
            assertEquals(List.of(), ModelValidator.validate(project), name);
            AgreementRuns.seeds(project, Files.createDirectories(dir.resolve(name)), 2, (design, measured) -> { });
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyInstanceIsStoredOnceUnlessACopyIsDeclared() {
        return WORKLOADS.stream().map(name -> DynamicTest.dynamicTest(name, () ->
                StoredOnceInvariantTest.checkEveryDesign(load(name), Files.createDirectories(dir.resolve(name + "-once")), name)));
    }

    private static Project load(String name) throws IOException {
        return ProjectFiles.load(RepositoryFiles.example("workloads").resolve(name + ProjectFiles.EXTENSION));
    }
}
