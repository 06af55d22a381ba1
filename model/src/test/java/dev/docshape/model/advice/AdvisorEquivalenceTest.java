package dev.docshape.model.advice;

import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.seeds.SeedScenarios;
import dev.docshape.model.synthetic.SyntheticModels;
import dev.docshape.model.testing.RandomProjects;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The advisor's fast path (one incremental estimate session, hashed look-ups) gives exactly the
 * advice of the straightforward way, {@link FromScratchSuggestionEstimates}: the same findings in
 * the same order, the same messages, evidence, suggestions and estimated effects, field by field
 * ({@link ReferenceAdvice}). The seed example files are compared in the storage module's tests.
 */
class AdvisorEquivalenceTest {
    private static final List<Profile> PROFILES = List.of(Profile.cosmos(), Profile.mongodb());

    @Test
    void seedScenariosGiveTheReferenceAdvice() {
        int suggestions = 0;
        for (Project project : SeedScenarios.all()) {
            for (Design design : project.designs()) {
                for (Profile profile : PROFILES) {
                    suggestions += ReferenceAdvice.assertSameAdvice(project, design, profile, project.name() + "/" + design.name());
                }
            }
        }
        assertTrue(suggestions >= 5, "the seed scenarios should have suggestions to compare, got " + suggestions);
    }

    @Test
    void smallSyntheticModelsGiveTheReferenceAdvice() {
        int suggestions = 0;
        for (long seed = 1; seed <= 20; seed++) {
            Project project = SyntheticModels.generate(30, 60, 20, seed);
            Profile profile = PROFILES.get((int) (seed % 2));
            suggestions += ReferenceAdvice.assertSameAdvice(project, project.active(), profile, "synthetic 30/60/20 seed " + seed);
        }
        assertTrue(suggestions >= 100, "synthetic models should have suggestions to compare, got " + suggestions);
    }

    @Test
    void aLargeSyntheticModelGivesTheReferenceAdvice() {
        Project project = SyntheticModels.generate(200, 400, 80, 7);
        int suggestions = ReferenceAdvice.assertSameAdvice(project, project.active(), Profile.cosmos(), "synthetic 200/400/80 seed 7");
        assertTrue(suggestions >= 50, "a large model should have many suggestions, got " + suggestions);
    }

    /** The shape of {@code import sql}: about one suggestion per table, each patching the previous one's slots in place. */
    @Test
    void anImportShapedModelGivesTheReferenceAdvice() {
        Project project = dev.docshape.model.testing.ImportShapedModels.relational(120);
        int suggestions = ReferenceAdvice.assertSameAdvice(project, project.active(), Profile.mongodb(), "import-shaped 120 tables");
        assertTrue(suggestions >= 100, "suggestions: " + suggestions);
    }

    @Test
    void randomProjectsGiveTheReferenceAdvice() {
        Random seeds = new Random(Long.getLong("docshape.seed", 20_250_101L));
        for (int i = 0; i < 60; i++) {
            long seed = seeds.nextLong();
            Project project = new RandomProjects(new Random(seed)).project();
            for (Design design : project.designs()) {
                ReferenceAdvice.assertSameAdvice(project, design, PROFILES.get(i % 2), "random project seed " + seed + "/" + design.name());
            }
        }
    }
}
