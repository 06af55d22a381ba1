package dev.docshape.model.advice;

import dev.docshape.model.Project;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.testing.RandomProjects;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * On random projects, every design: the advisor does not fail, and accepting any suggestion gives
 * exactly the workload totals its effect claimed. Reproducible from the printed seed.
 */
class AdvisorPropertyTest {
    private static final int PROJECTS = 150;

    @Test
    void acceptingASuggestionGivesTheClaimedEstimate() {
        Random seeds = new Random(Long.getLong("docshape.seed", 20_240_611L));
        int suggestions = 0;
        for (int i = 0; i < PROJECTS; i++) {
            long seed = seeds.nextLong();
            Project project = new RandomProjects(new Random(seed)).project();
            for (Design design : project.designs()) {
                Profile profile = i % 2 == 0 ? Profile.cosmos() : Profile.mongodb();
                List<Finding> findings = Advisor.advise(project.model(), design, profile);
                for (Finding f : findings) {
                    if (f.suggestion().isEmpty()) continue;
                    suggestions++;
                    Project on = project.withActiveDesign(design.name());
                    Edit edit = f.suggestedEdit(on).orElseThrow();
                    Project accepted = edit.apply(on);
                    Estimate after = Estimator.estimate(accepted.model(), accepted.active(), profile);
                    assertEquals(f.effect().orElseThrow().after(), after.totals(), "seed " + seed + ", " + f);
                    assertEquals(on, edit.invert().apply(accepted), "seed " + seed + ": one undoable edit");
                }
            }
        }
        assertTrue(suggestions > 50, "random projects should produce suggestions, got " + suggestions);
    }
}
