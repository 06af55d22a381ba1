package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.synthetic.SyntheticModels;
import dev.docshape.model.testing.RandomProjects;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Decision 0437: a storage session, led from design to design as the search's explanation leads it (a change taken
 * back after another, a jump back, a standalone entity toggled, a co-location), sizes every design's collections as a
 * from-scratch estimate of the same design does.
 */
class StorageSessionTest {
    @Test
    void randomWalksSizeTheCollectionsAsAnEstimateFromScratch() {
        Random seeds = new Random(437L);
        for (int i = 0; i < 16; i++) {
            long seed = seeds.nextLong();
            RandomProjects random = new RandomProjects(new Random(seed));
            Project project = random.project();
            walk(project.model(), project.active(), random, new Random(seed + 1), 40, i % 2 == 0 ? Profile.cosmos() : Profile.mongodb(),
                    "random project seed " + seed);
        }
    }

    @Test
    void syntheticModelsWithCoLocationsSizeAsAnEstimateFromScratch() {
        for (long seed = 1; seed <= 3; seed++) {
            Project project = SyntheticModels.generate(60, 120, 30, seed);
            walk(project.model(), project.active(), new RandomProjects(new Random(seed)), new Random(seed), 60, Profile.cosmos(),
                    "synthetic seed " + seed);
        }
    }

    private static void walk(DataModel model, Design start, RandomProjects mappings, Random random, int steps, Profile profile,
                             String what) {
        if (model.relationships().isEmpty()) return;
        StorageSession session = new StorageSession(profile);
        List<Design> seen = new ArrayList<>(List.of(start));
        Design design = start;
        for (int step = 0; step < steps; step++) {
            Relationship r = model.relationships().get(random.nextInt(model.relationships().size()));
            int move = random.nextInt(8);
            if (move < 4) {
                design = design.withMapping(r.id(), mappings.mapping(model, r));
            } else if (move == 4) {
                design = design.withMapping(r.id(), new Mapping(Reference.coLocatedWithParent(), random.nextBoolean()));
            } else if (move == 5) {
                design = seen.get(random.nextInt(seen.size()));
            } else if (move == 6) {
                Entity e = model.entities().get(random.nextInt(model.entities().size()));
                design = design.withStandalone(e.id(), !design.standalone().contains(e.id()));
            } else {
                // a change taken back after another: the design two steps ago with this one's mapping of r
                Design back = seen.get(Math.max(0, seen.size() - 2));
                design = back.withMapping(r.id(), design.mappingFor(r));
            }
            seen.add(design);
            session.size(model, design);
            assertSized(model, design, profile, session, what + ", step " + step);
        }
    }

    private static void assertSized(DataModel model, Design design, Profile profile, StorageSession session, String what) {
        Estimate scratch = Estimator.estimate(model, design, profile);
        assertEquals(scratch.projection().collections(), session.collections(), what + ": the collections");
        assertEquals(scratch.collections(), session.sizes(), what + ": their sizes");
    }
}
