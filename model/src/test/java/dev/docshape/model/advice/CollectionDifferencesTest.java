package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.synthetic.SyntheticModels;
import dev.docshape.model.testing.ImportShapedModels;
import dev.docshape.model.testing.RandomProjects;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The running set of collections that differ from the design's ({@link CollectionDifferences}) gives exactly the
 * changes of comparing both estimates collection by collection ({@link EffectComparison#collections}), in the same
 * order, however the session is led: suggestions on the design one after another (the advisor), flips on flips,
 * jumps back to the design, standalone entities toggled and duplicate collections declared
 * (docs/decisions/0314-advice-walks-only-the-changed-collections.md).
 */
class CollectionDifferencesTest {

    @Test
    void syntheticModelsGiveTheFullComparison() {
        for (long seed = 1; seed <= 4; seed++) {
            Project project = SyntheticModels.generate(80, 160, 40, seed);
            walk(project, new Random(seed), 120, seed % 2 == 0 ? Profile.cosmos() : Profile.mongodb(), "synthetic seed " + seed);
        }
    }

    @Test
    void importShapedModelsGiveTheFullComparison() {
        for (long seed = 1; seed <= 3; seed++) {
            Project project = ImportShapedModels.relational(40 + (int) seed * 15);
            walk(project, new Random(seed), 120, Profile.mongodb(), "import-shaped seed " + seed);
        }
    }

    @Test
    void randomProjectsGiveTheFullComparison() {
        Random seeds = new Random(Long.getLong("docshape.seed", 314L));
        for (int i = 0; i < 30; i++) {
            long seed = seeds.nextLong();
            walk(new RandomProjects(new Random(seed)).project(), new Random(seed + 1), 60, i % 2 == 0 ? Profile.cosmos() : Profile.mongodb(),
                    "random project seed " + seed);
        }
    }

    private static void walk(Project project, Random random, int steps, Profile profile, String what) {
        DataModel model = project.model();
        if (model.relationships().isEmpty()) return;
        RandomProjects mappings = new RandomProjects(random);
        Design base = project.active();
        EstimateSession session = new EstimateSession(profile);
        BaselineEstimate design = new BaselineEstimate(model, session.estimate(model, base));
        if (!design.uniqueCollectionNames) return;
        CollectionDifferences differences = new CollectionDifferences(design);
        Design now = base;
        int tracked = 0;
        int changed = 0;
        for (int step = 0; step < steps; step++) {
            Relationship r = model.relationships().get(random.nextInt(model.relationships().size()));
            int move = random.nextInt(10);
            if (move < 5) {
                now = base.withMapping(r.id(), mappings.mapping(model, r));       // the advisor: each suggestion on the design
            } else if (move < 8) {
                now = now.withMapping(r.id(), mappings.mapping(model, r));        // the search: one flip after another
            } else if (move == 8) {
                Entity e = model.entities().get(random.nextInt(model.entities().size()));
                now = random.nextBoolean() ? now.withStandalone(e.id(), !now.standalone().contains(e.id()))
                        : now.withDuplicates(now.duplicates().with(new Duplicates.Duplicate(e.id(), null)));
            } else {
                now = base;
            }
            Estimate after = session.estimate(model, now);
            List<Effect.CollectionChange> expected = EffectComparison.collections(design, after);
            assertEquals(expected, differences.changes(session, after), what + ", collection changes after step " + step);
            if (differences.tracked()) tracked++;
            if (!expected.isEmpty()) changed++;
        }
        assertTrue(changed > 0, what + ": no step changed a collection");
        assertTrue(tracked > steps / 2, what + ": only " + tracked + " of " + steps + " steps were told from the session's report");
    }
}
