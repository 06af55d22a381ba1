package dev.docshape.storage.measure;

import dev.docshape.storage.testing.ValidatorProblems;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.store.SampleStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The blog with every post also kept in a collection partitioned by its author (docs/counting-rules.md
 * "Duplicate collections"): the sample store holds the copy, {@code measure} writes both copies on
 * every insert, update and delete of a post and agrees with the estimate, which routes "a user's posts"
 * to the copy.
 */
class DuplicateAgreeTest {
    @TempDir
    Path dir;

    @Test
    void measureAgreesWithTheEstimateAndWritesBothCopies() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-duplicated.docshape").toURI()));
        assertEquals(List.of(), ValidatorProblems.besidesDefaults(project));
        Map<String, Map<String, PatternMeasure>> byDesign = AgreementRuns.everyDesign(project, dir, (design, measured) -> { });
        for (Design design : project.designs()) {
            if (design.duplicates().isEmpty()) continue;
            try (SampleStore s = SampleData.openStore(AgreementRuns.store(dir, design.name()), project)) {
                long posts = s.read(snap -> snap.count("Post"));
                String copy = Projector.project(project.model(), design).duplicateCollection("post").orElseThrow().name();
                long copies = s.read(snap -> snap.count(copy));
                assertTrue(posts > 0, "posts in the sample");
                assertEquals(posts, copies, "the duplicate holds every post");
            }
        }
        Map<String, PatternMeasure> once = byDesign.get("referenced");
        Map<String, PatternMeasure> twice = byDesign.get("duplicated");
        for (String write : List.of("create-post", "edit-post", "delete-post")) {
            assertEquals(once.get(write).docsWritten() + 1, twice.get(write).docsWritten(), 1e-9, write + " writes the copy too");
        }
        // the user's name copied into each post is copied into each post's duplicate: 1 + 27 + 27
        PatternMeasure rename = byDesign.get("duplicated-with-names").get("rename-user");
        assertEquals(55, rename.estDocsWritten(), 1e-9);
        assertTrue(within(rename.docsWritten(), 55), "measured " + rename.docsWritten());

        Estimate estimate = Estimator.estimate(project.model(), project.design("duplicated").orElseThrow(), Profile.cosmos());
        Request posts = estimate.pattern("user-posts-with-name").orElseThrow().requests().get(0);
        assertEquals("PostByUserId", posts.collection());
        assertEquals(1, posts.partitions(), "the copy partitioned by the author serves a user's posts in one partition");
    }

    private static boolean within(double measured, double estimated) {
        return AgreementRuns.within(measured, estimated);
    }
}
