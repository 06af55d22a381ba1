package dev.docshape.model.estimate;

import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.ExampleDocument;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.testing.RandomProjects;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * On random projects (self-relationships, embedding cycles, every mapping kind): projecting,
 * estimating and rendering never fail, and a session moving from design to design gives exactly
 * the full estimate. Reproducible from the printed seed.
 */
class RandomProjectsEstimateTest {
    private static final int PROJECTS = 200;

    @Test
    void sessionFollowsEveryDesignOfRandomProjectsExactly() {
        Random seeds = new Random(Long.getLong("docshape.seed", 20_240_612L));
        for (int i = 0; i < PROJECTS; i++) {
            long seed = seeds.nextLong();
            Project project = new RandomProjects(new Random(seed)).project();
            Profile profile = i % 2 == 0 ? Profile.cosmos() : Profile.mongodb();
            EstimateSession session = new EstimateSession(profile);
            for (int round = 0; round < 2; round++) {
                for (Design design : project.designs()) {
                    Estimate full = Estimator.estimate(project.model(), design, profile);
                    assertEquals(full, session.estimate(project.model(), design), "seed " + seed + ", design " + design.name());
                    Projection projection = full.projection();
                    ExampleDocument.renderAll(projection, profile).forEach((name, json) ->
                            assertTrue(json.startsWith("{") && json.endsWith("}"), "seed " + seed + ": " + name));
                    assertEquals(projection.collections().size(), full.collections().size());
                }
            }
        }
    }
}
