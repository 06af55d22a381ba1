package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.seeds.SeedScenarios;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.api.Test;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EstimateSessionTest {

    private static final List<Mapping> CHOICES = List.of(
            Mapping.embed(),
            Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID),
            Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS),
            Mapping.reference(Placement.IDS_ON_BOTH_SIDES),
            Mapping.reference(Placement.JOINING_DOCUMENTS),
            new Mapping(new ExtendedReference(Holder.CHILD, List.of("name")), true),
            new Mapping(new ExtendedReference(Holder.PARENT, List.of("name")), false),
            new Mapping(new Subset(3, Subset.Rest.BUCKETED, 50), false),
            new Mapping(new Subset(2, Subset.Rest.REFERENCED, 0), true),
            new Mapping(new Bucket(20), false));

    /** One random edit of the design: a mapping changed, or an entity made standalone or not. */
    private static Design toggle(Design design, DataModel model, Random random) {
        if (random.nextInt(6) == 0) {
            Entity e = model.entities().get(random.nextInt(model.entities().size()));
            return design.withStandalone(e.id(), !design.standalone().contains(e.id()));
        }
        Relationship r = model.relationships().get(random.nextInt(model.relationships().size()));
        return design.withMapping(r.id(), CHOICES.get(random.nextInt(CHOICES.size())));
    }

    private static void assertIncrementalEqualsFull(Project project, int toggles, long seed, Profile profile) {
        DataModel model = project.model();
        Design design = project.active();
        EstimateSession session = new EstimateSession(profile);
        Random random = new Random(seed);
        for (int i = 0; i <= toggles; i++) {
            Estimate incremental = session.estimate(model, design);
            Estimate full = Estimator.estimate(model, design, profile);
            assertEquals(full, incremental, project.name() + " after toggle " + i);
            design = toggle(design, model, random);
        }
    }

    @Test
    void incrementalEstimateEqualsFullRecomputeAfterEveryToggle() {
        assertIncrementalEqualsFull(SyntheticModels.generate(60, 120, 40, 7), 80, 11, Profile.cosmos());
        assertIncrementalEqualsFull(SyntheticModels.generate(60, 120, 40, 8), 80, 12, Profile.mongodb());
    }

    @Test
    void incrementalEstimateEqualsFullRecomputeOnTheBenchmarkModel() {
        assertIncrementalEqualsFull(SyntheticModels.generate(500, 1_000, 200, 42), 12, 13, Profile.cosmos());
    }

    @Test
    void incrementalEstimateEqualsFullRecomputeOnEverySeedScenario() {
        for (Project p : SeedScenarios.all()) assertIncrementalEqualsFull(p, 30, p.name().hashCode(), Profile.cosmos());
    }

    @Test
    void aToggleRebuildsOnlyTheCollectionsItTouches() {
        Project big = SyntheticModels.generate(500, 1_000, 200, 42);
        EstimateSession session = new EstimateSession(Profile.cosmos());
        Estimate before = session.estimate(big.model(), big.active());
        Relationship r = big.model().relationships().get(500);
        Mapping other = big.active().mappingFor(r).equals(Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID))
                ? Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS) : Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID);
        Estimate after = session.estimate(big.model(), big.active().withMapping(r.id(), other));

        int reused = 0;
        for (CollectionShape c : after.projection().collections()) {
            CollectionShape old = before.projection().collection(c.name()).orElse(null);
            if (old == c) reused++;
        }
        int total = after.projection().collections().size();
        assertTrue(reused > total * 9 / 10, reused + " of " + total + " collections reused");
        int patternsReused = 0;
        for (PatternEstimate p : after.patterns()) {
            if (before.pattern(p.patternId()).orElseThrow() == p) patternsReused++;
        }
        assertTrue(patternsReused > after.patterns().size() / 2, patternsReused + " patterns reused");
    }

    @Test
    void theAddedAndDroppedCollectionsAreExactlyTheDifferenceFromTheEstimateBefore() {
        Project project = SyntheticModels.generate(60, 120, 40, 9);
        EstimateSession session = new EstimateSession(Profile.cosmos());
        Estimate before = session.estimate(project.model(), project.active());
        assertEquals(null, session.addedCollections(), "the first estimate has none before it");
        Random random = new Random(21);
        Design design = project.active();
        for (int step = 0; step < 80; step++) {
            design = toggle(design, project.model(), random);
            Estimate now = session.estimate(project.model(), design);
            List<Integer> added = session.addedCollections();
            List<CollectionShape> dropped = session.droppedCollections();
            // the collections before, less the dropped ones, plus the added ones: the collections now, by identity
            Set<CollectionShape> expected = Collections.newSetFromMap(new IdentityHashMap<>());
            expected.addAll(before.projection().collections());
            dropped.forEach(c -> assertTrue(expected.remove(c), "a dropped collection was there before"));
            Map<CollectionShape, CollectionEstimate> sizedBefore = new IdentityHashMap<>();
            for (int i = 0; i < before.collections().size(); i++) {
                if (expected.contains(before.projection().collections().get(i))) {
                    sizedBefore.put(before.projection().collections().get(i), before.collections().get(i));
                }
            }
            for (int i : added) expected.add(now.projection().collections().get(i));
            Set<CollectionShape> actual = Collections.newSetFromMap(new IdentityHashMap<>());
            actual.addAll(now.projection().collections());
            assertEquals(actual, expected, "step " + step);
            // every collection not added is one kept from before, with the very same estimate
            Set<Integer> addedAt = Set.copyOf(added);
            for (int i = 0; i < now.collections().size(); i++) {
                if (addedAt.contains(i)) continue;
                CollectionShape c = now.projection().collections().get(i);
                assertTrue(sizedBefore.containsKey(c), "step " + step + ": " + c.name() + " kept from before");
                assertSame(sizedBefore.get(c), now.collections().get(i), "step " + step + ": " + c.name());
            }
            before = now;
        }
    }

    @Test
    void sameInputsGiveTheSameEstimateAgain() {
        Project s1 = SeedScenarios.s1PersonContactsAddresses();
        EstimateSession session = new EstimateSession(Profile.mongodb());
        Estimate first = session.estimate(s1.model(), s1.active());
        assertSame(first.projection(), session.estimate(s1.model(), s1.active()).projection());
        assertEquals(first, session.estimate(s1.model(), s1.active()));
    }

    @Test
    void aChangedModelIsEstimatedFromScratch() {
        Project s2 = SeedScenarios.s2PostComments();
        EstimateSession session = new EstimateSession(Profile.cosmos());
        session.estimate(s2.model(), SeedScenarios.design(s2, "subset"));
        DataModel longer = s2.model().updateEntity("comment", e -> e.withFields(List.of(
                dev.docshape.model.Field.string("text", 3000))));
        assertEquals(Estimator.estimate(longer, SeedScenarios.design(s2, "subset"), Profile.cosmos()),
                session.estimate(longer, SeedScenarios.design(s2, "subset")));
    }
}
