package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.Entity;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.PartitionKeys;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.synthetic.SyntheticModels;
import dev.docshape.model.testing.ImportShapedModels;
import dev.docshape.model.testing.RandomProjects;
import org.junit.jupiter.api.Test;

import dev.docshape.model.projection.CollectionShape;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Property: however a session is led from design to design (one flip after another, the
 * advisor's way of trying each suggestion on the same base, jumps back to an earlier design, a
 * design copied without a shared base, a standalone entity toggled, a duplicate collection declared,
 * re-keyed or dropped, a collection partitioned), every estimate equals the
 * from-scratch {@link Estimator#estimate} of the same design, projection included
 * (docs/decisions/0310-incremental-projection-for-advice-and-search.md).
 */
class IncrementalSessionPropertyTest {
    private static final List<Profile> PROFILES = List.of(Profile.cosmos(), Profile.mongodb());

    @Test
    void randomProjectsAndRandomFlipSequencesEstimateAsFromScratch() {
        Random seeds = new Random(Long.getLong("docshape.seed", 310L));
        for (int i = 0; i < 40; i++) {
            long seed = seeds.nextLong();
            RandomProjects random = new RandomProjects(new Random(seed));
            Project project = random.project();
            walk(project.model(), project.active(), random, new Random(seed + 1), 60, PROFILES.get(i % 2), "random project seed " + seed);
        }
    }

    @Test
    void syntheticModelsAndRandomFlipSequencesEstimateAsFromScratch() {
        for (long seed = 1; seed <= 6; seed++) {
            Project project = SyntheticModels.generate(80, 160, 40, seed);
            RandomProjects random = new RandomProjects(new Random(seed));
            walk(project.model(), project.active(), random, new Random(seed), 80, PROFILES.get((int) (seed % 2)), "synthetic seed " + seed);
        }
    }

    /**
     * The shape of {@code import sql}: one collection per table, every foreign key referenced, so every suggestion
     * patches the previous run's slots in place (docs/decisions/0313-suggestions-change-slots-in-place.md).
     */
    @Test
    void importShapedModelsAndRandomFlipSequencesEstimateAsFromScratch() {
        for (long seed = 1; seed <= 4; seed++) {
            Project project = ImportShapedModels.relational(40 + (int) seed * 10);
            RandomProjects random = new RandomProjects(new Random(seed));
            walk(project.model(), project.active(), random, new Random(seed), 80, PROFILES.get((int) (seed % 2)), "import-shaped seed " + seed);
        }
    }

    /**
     * Co-located references (decision 0250) taken and given up on random relationships, so the
     * session's co-locations, decided once per projection and kept while their ends' collections
     * stay, are held to the ones decided from scratch: groups, cycles and clashes included.
     */
    @Test
    void coLocatedReferencesFlippedEstimateAsFromScratch() {
        for (long seed = 1; seed <= 4; seed++) {
            Project project = SyntheticModels.generate(60, 120, 30, seed);
            RandomProjects random = new RandomProjects(new Random(seed));
            walk(project.model(), project.active(), random, new Random(seed), 80, PROFILES.get((int) (seed % 2)),
                    "synthetic seed " + seed + " with co-locations", 3);
        }
        for (int i = 0; i < 10; i++) {
            long seed = 17L * i + 5;
            RandomProjects random = new RandomProjects(new Random(seed));
            Project project = random.project();
            walk(project.model(), project.active(), random, new Random(seed + 1), 60, PROFILES.get(i % 2),
                    "random project seed " + seed + " with co-locations", 3);
        }
    }

    /**
     * Mapping moves only (no partitioning or duplicates, which have every pattern planned again and would hide a
     * missed input): each pattern is planned again only when the storage or a mapping its plan read changed
     * (docs/decisions/0225-re-plan-only-what-a-plan-read.md), so a plan that read an input it did not record keeps
     * a stale estimate and the comparison with the from-scratch estimate fails. The patterns not planned again are
     * the very same estimates as before, as the search's pricer relies on.
     */
    @Test
    void mappingMovesReplanExactlyWhatChangedAnInputOfThePlan() {
        for (long seed = 1; seed <= 4; seed++) {
            Project project = SyntheticModels.generate(100, 200, 50, seed);
            DataModel model = project.model();
            RandomProjects mappings = new RandomProjects(new Random(seed));
            Random random = new Random(seed * 31);
            Profile profile = PROFILES.get((int) (seed % 2));
            EstimateSession session = new EstimateSession(profile);
            Design base = project.active();
            Design design = base;
            session.estimate(model, design);
            PatternEstimate[] before = patternsOf(session, model);
            for (int step = 0; step < 120; step++) {
                Relationship r = model.relationships().get(random.nextInt(model.relationships().size()));
                int move = random.nextInt(10);
                Mapping mapping = move == 0 ? new Mapping(Reference.coLocatedWithParent(), random.nextBoolean()) : mappings.mapping(model, r);
                design = (move < 6 ? design : base).withMapping(r.id(), mapping);
                if (move == 9) design = design.withStandalone(r.child(), !design.standalone().contains(r.child()));
                if (random.nextInt(6) == 0) base = design;
                Estimate incremental = session.estimate(model, design);
                String what = "synthetic seed " + seed + ", step " + step;
                assertEquals(Estimator.estimate(model, design, profile), incremental, what);
                assertOnlyReplannedPatternsChanged(session, before, what);
                before = patternsOf(session, model);
            }
        }
    }

    /**
     * The design search's climb: every candidate is the current design with one move (a mapping, a co-location, a
     * collection of its own), so the session keeps going back to the current design and takes earlier plans back
     * whose inputs are as they were then (docs/decisions/0215-plans-taken-back-by-the-versions-of-what-they-read.md).
     * A plan taken back although an input it read differs (an entity's occurrences, a collection's content or type
     * field, a mapping, a bucket) gives a stale estimate, which the comparison with the from-scratch one catches;
     * a plan kept because its re-read inputs came out equal must be the very same estimate.
     */
    @Test
    void climbsTakeBackEarlierPlansOnlyWhenWhatTheyReadIsAsItWas() {
        long takenBack = 0;
        for (long seed = 1; seed <= 6; seed++) {
            Project project = seed <= 4 ? SyntheticModels.generate(100, 200, 50, seed) : new RandomProjects(new Random(seed)).project();
            DataModel model = project.model();
            if (model.relationships().isEmpty()) continue;
            RandomProjects mappings = new RandomProjects(new Random(seed));
            Random random = new Random(seed * 17);
            Profile profile = PROFILES.get((int) (seed % 2));
            EstimateSession session = new EstimateSession(profile);
            Design current = project.active();
            session.estimate(model, current);
            PatternEstimate[] before = patternsOf(session, model);
            for (int step = 0; step < 150; step++) {
                Relationship r = model.relationships().get(random.nextInt(model.relationships().size()));
                int move = random.nextInt(10);
                Design candidate = move == 0 ? current.withStandalone(r.child(), !current.standalone().contains(r.child()))
                        : current.withMapping(r.id(), move == 1 ? new Mapping(Reference.coLocatedWithParent(), random.nextBoolean())
                        : mappings.mapping(model, r));
                if (random.nextInt(6) == 0) current = candidate;
                Estimate incremental = session.estimate(model, candidate);
                String what = "climb seed " + seed + ", step " + step;
                assertEquals(Estimator.estimate(model, candidate, profile), incremental, what);
                assertOnlyReplannedPatternsChanged(session, before, what);
                before = patternsOf(session, model);
            }
            takenBack += session.takenBack();
        }
        // the walk must reach the case it is about
        assertTrue(takenBack > 100, "plans taken back: " + takenBack);
    }

    /**
     * A long climb over a few relationships: the same patterns' plans move away from an input and back again and
     * again, so the session's lists of the patterns reading each input are pruned on almost every step (decision
     * 0503). A pattern pruned from a list that still reads the input would keep a stale estimate when the input
     * changes next, which the comparison with the from-scratch estimate catches.
     */
    @Test
    void longClimbsOverFewRelationshipsEstimateAsFromScratch() {
        long replanned = 0;
        for (long seed = 1; seed <= 3; seed++) {
            Project project = SyntheticModels.generate(60, 120, 40, seed);
            DataModel model = project.model();
            List<Relationship> few = model.relationships().subList(0, 6);
            RandomProjects mappings = new RandomProjects(new Random(seed));
            Random random = new Random(seed * 13);
            Profile profile = PROFILES.get((int) (seed % 2));
            EstimateSession session = new EstimateSession(profile);
            Design current = project.active();
            session.estimate(model, current);
            PatternEstimate[] before = patternsOf(session, model);
            for (int step = 0; step < 300; step++) {
                Relationship r = few.get(random.nextInt(few.size()));
                Design candidate = current.withMapping(r.id(), mappings.mapping(model, r));
                if (random.nextInt(4) == 0) current = candidate;
                Estimate incremental = session.estimate(model, candidate);
                String what = "long climb seed " + seed + ", step " + step;
                assertEquals(Estimator.estimate(model, candidate, profile), incremental, what);
                assertOnlyReplannedPatternsChanged(session, before, what);
                before = patternsOf(session, model);
                int[] planned = session.replannedPatterns();
                if (planned != null) replanned += planned.length;
            }
        }
        // the walk must reach the case it is about: patterns planned again after their inputs changed
        assertTrue(replanned > 300, "patterns planned again: " + replanned);
    }

    /** Every pattern the last estimate did not plan again is the very same estimate as {@code before}. */
    private static void assertOnlyReplannedPatternsChanged(EstimateSession session, PatternEstimate[] before, String what) {
        int[] replanned = session.replannedPatterns();
        if (replanned == null) return;
        Set<Integer> planned = new HashSet<>();
        for (int i : replanned) planned.add(i);
        for (int i = 0; i < before.length; i++) {
            if (!planned.contains(i)) assertSame(before[i], session.patternAt(i), what + ", pattern " + i);
        }
    }

    private static PatternEstimate[] patternsOf(EstimateSession session, DataModel model) {
        PatternEstimate[] patterns = new PatternEstimate[model.patterns().size()];
        for (int i = 0; i < patterns.length; i++) patterns[i] = session.patternAt(i);
        return patterns;
    }

    private static void walk(DataModel model, Design start, RandomProjects mappings, Random random, int steps, Profile profile,
                             String what) {
        walk(model, start, mappings, random, steps, profile, what, 0);
    }

    /** @param coLocateOneIn one flip in this many co-locates the relationship with its parent; 0 for none */
    private static void walk(DataModel model, Design start, RandomProjects mappings, Random random, int steps, Profile profile,
                             String what, int coLocateOneIn) {
        if (model.relationships().isEmpty()) return;
        EstimateSession session = new EstimateSession(profile);
        List<Design> seen = new ArrayList<>(List.of(start));
        Design base = start;
        Design design = start;
        Estimate previous = null;
        for (int step = 0; step < steps; step++) {
            Relationship r = model.relationships().get(random.nextInt(model.relationships().size()));
            int move = random.nextInt(12);
            if (coLocateOneIn > 0 && move < 7 && random.nextInt(coLocateOneIn) == 0) {
                Design from = move < 4 ? design : base;
                design = from.withMapping(r.id(), new Mapping(Reference.coLocatedWithParent(), random.nextBoolean()));
            } else if (move < 4) {
                design = design.withMapping(r.id(), mappings.mapping(model, r));          // one flip after another
            } else if (move < 7) {
                design = base.withMapping(r.id(), mappings.mapping(model, r));            // the advisor: each suggestion on the base
            } else if (move == 7) {
                design = seen.get(random.nextInt(seen.size()));                           // back to an earlier design
            } else if (move == 8) {
                design = new Design(design.name(), new HashMap<>(design.mappings()), design.standalone(), design.partitioning(),
                        design.duplicates());
            } else if (move == 9) {
                Entity e = model.entities().get(random.nextInt(model.entities().size()));
                design = design.withStandalone(e.id(), !design.standalone().contains(e.id()));
            } else if (move == 10) {
                design = design.withDuplicates(duplicateToggled(design.duplicates(), randomEntity(model, random), random));
            } else {
                Entity e = randomEntity(model, random);
                design = design.withPartitioning(new Partitioning(Map.of(e.id(), PartitionKeys.ID), 2 + random.nextInt(6)));
            }
            if (random.nextInt(5) == 0) base = design;
            seen.add(design);
            Estimate incremental = session.estimate(model, design);
            assertEquals(Projector.project(model, design), incremental.projection(), what + ", projection after step " + step);
            assertEquals(Estimator.estimate(model, design, profile), incremental, what + ", estimate after step " + step);
            if (previous != null) assertAddedAndDropped(session, previous, incremental, what + ", added and dropped after step " + step);
            previous = incremental;
        }
    }

    /**
     * What the session reports sized anew and dropped accounts for every collection that is not the very same as in
     * the estimate before: the advisor's running set of differing collections is fed by it
     * (docs/decisions/0314-advice-walks-only-the-changed-collections.md).
     */
    private static void assertAddedAndDropped(EstimateSession session, Estimate before, Estimate now, String what) {
        List<Integer> added = session.addedCollections();
        List<CollectionShape> dropped = session.droppedCollections();
        if (added == null) return;
        Set<CollectionShape> nowShapes = Collections.newSetFromMap(new IdentityHashMap<>());
        nowShapes.addAll(now.projection().collections());
        Set<CollectionShape> droppedShapes = Collections.newSetFromMap(new IdentityHashMap<>());
        droppedShapes.addAll(dropped);
        Map<CollectionShape, CollectionEstimate> was = new IdentityHashMap<>();
        for (int i = 0; i < before.collections().size(); i++) {
            CollectionShape shape = before.projection().collections().get(i);
            was.put(shape, before.collections().get(i));
            if (!nowShapes.contains(shape)) assertTrue(droppedShapes.contains(shape), what + ": " + shape.name() + " gone but not dropped");
        }
        Set<Integer> addedAt = new HashSet<>(added);
        for (int i = 0; i < now.collections().size(); i++) {
            CollectionShape shape = now.projection().collections().get(i);
            boolean same = was.get(shape) == now.collections().get(i) && !droppedShapes.contains(shape);
            if (!same) assertTrue(addedAt.contains(i), what + ": " + shape.name() + " at " + i + " changed but not added");
        }
    }

    private static Entity randomEntity(DataModel model, Random random) {
        return model.entities().get(random.nextInt(model.entities().size()));
    }

    /** The entity's duplicate dropped, or declared (or re-keyed) one-partition or by id, or made a feed of its latest (docs/counting-rules.md "Ordering and feeds"). */
    private static Duplicates duplicateToggled(Duplicates duplicates, Entity e, Random random) {
        int choice = random.nextInt(4);
        if (choice == 0 && !duplicates.copiesOf(e.id()).isEmpty()) return duplicates.without(e.id(), random.nextBoolean());
        if (choice == 3 && !e.fields().isEmpty()) {
            Ordering order = new Ordering(e.fields().get(random.nextInt(e.fields().size())).name(),
                    random.nextBoolean() ? Ordering.Direction.DESCENDING : Ordering.Direction.ASCENDING);
            return duplicates.with(new Duplicates.Duplicate(e.id(), random.nextBoolean() ? PartitionKeys.ID : null, 1 + random.nextInt(50), order));
        }
        return duplicates.with(new Duplicates.Duplicate(e.id(), choice == 1 ? PartitionKeys.ID : null));
    }
}
