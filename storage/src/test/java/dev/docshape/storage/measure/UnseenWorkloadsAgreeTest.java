package dev.docshape.storage.measure;

import dev.docshape.storage.testing.ValidatorProblems;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Five workloads written apart from the examples and the estimator (an IoT fleet with buckets of readings, a
 * multi-tenant issue tracker, a marketplace with a fast-changing stock, a team chat, online courses), each with designs mixing every mapping:
 * at the scale the {@code sample} and {@code measure} commands choose for each (decision 0519) {@code measure} agrees with the estimate on every pattern of every design under both
 * profiles (round trips exactly, documents and bytes within 10 % or a cause named in the report), and every entity
 * is stored once unless the design declares a copy, every copy written (docs/counting-rules.md). The one named
 * exception: on MongoDB the tracker's "50 newest comments of all issues", comments embedded in issues, sit in few
 * issues because the sample dates comments after their issue; the estimate counts that (decision 0449), and where the
 * sample's latest issues stray the report says so, with the figures. The marketplace's "100 dearest lines", orders embedded in
 * buyers, sat on MongoDB in fewer buyers than estimated at scale 0.001 (by a margin random picks give, decision 0395); at
 * the commands' 0.005 the 200 buyers hold them as the estimate counts (86 documents read, 85.7 estimated, decision 0519),
 * and a draw that strays still has the report say so. On Cosmos DB both queries read every document holding items, and both counts say so (decision 0402).
 */
class UnseenWorkloadsAgreeTest {
    private static final List<String> WORKLOADS = List.of("iot-fleet", "issue-tracker", "marketplace", "team-chat", "online-courses");
    @TempDir
    static Path dir;

    @TestFactory
    Stream<DynamicTest> measureAgreesWithTheEstimateOnWorkloadsNobodyTunedFor() {
        return WORKLOADS.stream().map(name -> DynamicTest.dynamicTest(name, () -> {
            Project project = load(name);
            assertEquals(List.of(), ValidatorProblems.besidesDefaults(project), name);
            Path stores = Files.createDirectories(dir.resolve(name));
            var measures = AgreementRuns.everyDesign(project, stores, (design, measured) -> { });
            if (name.equals("issue-tracker")) {
                // comments dated after their issue: on MongoDB the 50 newest sit in the newest issues, as the estimate counts
                // them (decision 0449); where this sample's latest issues stray, the report names the dated rule
                MeasureReport mongo = Measurer.measure(project, AgreementRuns.store(stores, "tenant-partitioned"), Profile.mongodb(), 20, Progress.NONE);
                PatternMeasure newest = mongo.patterns().stream().filter(m -> m.patternId().equals("newest-comments")).findFirst().orElseThrow();
                assertTrue(AgreementRuns.within(newest.docsRead(), newest.estDocsRead())
                                || newest.notes().stream().anyMatch(n -> n.startsWith(OrderClustering.NOTE) && n.contains("dates each after its parent")),
                        "the newest issues are counted or the dated rule named: " + newest + " " + newest.notes());
                assertTrue(newest.estDocsRead() < 45, "fewer issues than 50 comments picked at random: " + newest);
                // Cosmos DB SQL cannot sort inside the array: its query reads every issue holding comments, as both count (decision 0402)
                PatternMeasure everyHolder = measures.get("tenant-partitioned").get("newest-comments");
                assertTrue(AgreementRuns.within(everyHolder.docsRead(), everyHolder.estDocsRead()) && everyHolder.docsRead() > 5 * newest.estDocsRead(),
                        "every issue holding comments on Cosmos DB: " + everyHolder + ", on MongoDB " + newest);
                for (String design : List.of("referenced", "project-co-located")) {
                    assertEquals(50, measures.get(design).get("newest-comments").docsRead(), 1e-9, design + ": one comment a document");
                }
            }
            if (name.equals("marketplace")) {
                // prices drawn apart from the line: on MongoDB the 100 dearest are a random pick; fewer buyers are the draw's
                MeasureReport mongo = Measurer.measure(project, AgreementRuns.store(stores, "buyers-hold-orders"), Profile.mongodb(), 20, Progress.NONE);
                PatternMeasure dearest = mongo.patterns().stream().filter(m -> m.patternId().equals("dearest-lines")).findFirst().orElseThrow();
                assertTrue(AgreementRuns.within(dearest.docsRead(), dearest.estDocsRead())
                                || AgreementRuns.byChance(dearest) && !AgreementRuns.crowded(dearest),
                        "the buyers the estimate counts, or fewer put down to chance: " + dearest + " " + dearest.notes());
                // Cosmos DB reads every buyer holding lines, as both count (decision 0402)
                PatternMeasure everyHolder = measures.get("buyers-hold-orders").get("dearest-lines");
                assertTrue(AgreementRuns.within(everyHolder.docsRead(), everyHolder.estDocsRead()), "every buyer holding lines: " + everyHolder);
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyInstanceIsStoredOnceUnlessACopyIsDeclared() {
        return WORKLOADS.stream().map(name -> DynamicTest.dynamicTest(name, () -> {
            Path stores = Files.createDirectories(dir.resolve(name + "-once"));
            StoredOnceInvariantTest.checkEveryDesign(load(name), stores, name);
        }));
    }

    private static Project load(String name) throws Exception {
        return ProjectFiles.load(resource(name));
    }

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(UnseenWorkloadsAgreeTest.class.getResource("/workloads/unseen/" + name + ".docshape").toURI());
    }
}
