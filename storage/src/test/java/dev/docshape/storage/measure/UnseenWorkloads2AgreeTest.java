package dev.docshape.storage.measure;

import dev.docshape.storage.testing.ValidatorProblems;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleScale;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two more workloads written apart from the estimator, with shapes the first five lack: a social network (users
 * following users, a many-to-many of an entity with itself, kept in joining documents; posts tagged with hashtags whose
 * ids or copies the posts hold in an array; feeds, co-located posts, buckets of comments) and hotel bookings (rooms'
 * bookings in buckets ordered by check-in, a guest's last booking as a subset of one, reviews' count kept on the hotel,
 * partitions by hotel). At the scale the commands choose for each (decision 0519) {@code measure} agrees with the estimate on every pattern of every
 * design under both profiles, and every entity is stored once unless a copy is declared (docs/counting-rules.md).
 * <p>
 * Two faults they found, both of one parent's first N: "the 30 newest posts with a hashtag", the posts holding their
 * hashtags' ids in an array, read all 75 posts of the hashtag where the query of one hashtag takes 30 (27.2 estimated);
 * and "the people a user follows (50 of them)", through joining documents, read every link and every followed user
 * (697.5 documents where 478.9 are estimated). Both now take the query's limit (decision 0480).
 */
class UnseenWorkloads2AgreeTest {
    private static final List<String> WORKLOADS = List.of("social-network", "hotel-bookings");
    /**
     * Not yet held to agreement, by workload: a difference that lies in the sample, not the estimate (decision 0484).
     * None now: "a guest's 5 bookings with room and hotel names" in hotel-partitioned reached the rooms through the
     * buckets holding the bookings only from decision 0511 on (it read the bookings again in the rooms' place).
     */
    private static final Map<String, Set<String>> NOT_YET = Map.of();

    @TempDir
    static Path dir;

    @TestFactory
    Stream<DynamicTest> measureAgreesWithTheEstimateOnWorkloadsNobodyTunedFor() {
        return WORKLOADS.stream().map(name -> DynamicTest.dynamicTest(name, () -> {
            Project project = held(withMore(name, load(name)), NOT_YET.getOrDefault(name, Set.of()));
            assertEquals(List.of(), ValidatorProblems.besidesDefaults(project), name);
            Path stores = Files.createDirectories(dir.resolve(name));
            if (name.equals("hotel-bookings")) {
                // its 40 amenities are a lookup table kept whole: hotels decide the scale (decision 0505)
                assertEquals(SampleScale.MIN, SampleScale.suggested(project.model()), "the commands' own scale");
            }
            var measures = AgreementRuns.everyDesign(project, stores, (design, measured) -> assertTrue(
                    !name.equals("hotel-bookings") || measured.getKey().parents() == 0
                            || measured.getKey().parents() >= SampleScale.MEASURED_INSTANCES,
                    "children of as many distinct parents as the scale promises: " + measured.getValue()));
            if (name.equals("social-network")) {
                // one hashtag's first 30 of its posts: the query of one parent takes its limit, though each post holds several
                for (String design : List.of("referenced", "feeds-and-counts")) {
                    PatternMeasure page = measures.get(design).get("hashtag-page");
                    assertTrue(page.docsRead() <= 30, design + ": the 30 newest of a hashtag's 75 posts: " + page);
                }
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

    /**
     * Social network with "delete a user" too: in {@code co-located} the user's document and its followers' copies of it
     * share a collection, two requests (decision 0508).
     */
    private static Project withMore(String name, Project project) {
        if (!name.equals("social-network")) return project;
        List<AccessPattern> patterns = new ArrayList<>(project.model().patterns());
        patterns.add(new WritePattern("leave", "delete a user", 1, WriteKind.DELETE, "user", null, List.of(), List.of()));
        return project.withModel(project.model().withPatterns(patterns));
    }

    /** The project without the patterns not yet held to agreement. */
    private static Project held(Project project, Set<String> notYet) {
        List<AccessPattern> kept = project.model().patterns().stream().filter(p -> !notYet.contains(p.id())).toList();
        return project.withModel(project.model().withPatterns(kept));
    }

    private static Project load(String name) throws Exception {
        return ProjectFiles.load(resource(name));
    }

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(UnseenWorkloads2AgreeTest.class.getResource("/workloads/unseen/" + name + ".docshape").toURI());
    }
}
