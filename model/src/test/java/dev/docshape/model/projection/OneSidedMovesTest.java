package dev.docshape.model.projection;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.synthetic.SyntheticModels;
import dev.docshape.model.testing.RandomProjects;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Moves that change what a mapping puts on one end only (a count, the child's copies of its parent, a bucket's size,
 * a co-location, a placement the parent does not see): every projection equals projecting from scratch, and every
 * collection that holds no data of an end whose side changed, and comes out equal, is the very collection of the
 * run before, not one built again (docs/decisions/0217-a-build-is-redone-only-where-its-side-of-the-mapping-changed.md).
 */
class OneSidedMovesTest {
    @Test
    void oneSidedMovesEqualProjectingFromScratchAndKeepTheOtherEndsCollections() {
        int kept = 0;
        for (long seed = 1; seed <= 4; seed++) {
            Project project = SyntheticModels.generate(80, 160, 40, seed);
            kept += walk(project.model(), project.active(), new Random(seed), 150, "synthetic seed " + seed);
        }
        Random seeds = new Random(217L);
        for (int i = 0; i < 30; i++) {
            long seed = seeds.nextLong();
            Project project = new RandomProjects(new Random(seed)).project();
            kept += walk(project.model(), project.active(), new Random(seed + 1), 60, "random project seed " + seed);
        }
        assertTrue(kept > 100, "collections kept at the end whose side did not change: " + kept);
    }

    /** Returns how many collections a move kept that holds data of an end of the moved relationship. */
    private static int walk(DataModel model, Design start, Random random, int steps, String what) {
        if (model.relationships().isEmpty()) return 0;
        ProjectionSession session = new ProjectionSession();
        Design design = start;
        Projection previous = session.project(model, design);
        int kept = 0;
        for (int step = 0; step < steps; step++) {
            Relationship r = model.relationships().get(random.nextInt(model.relationships().size()));
            Mapping was = design.mappingFor(r);
            Mapping now = move(model, r, was, random);
            design = design.withMapping(r.id(), now);
            Projection projection = session.project(model, design);
            String at = what + ", step " + step + ": " + r.id() + " from " + was + " to " + now;
            assertEquals(Projector.project(model, design), projection, at);
            Set<String> changedEnds = new HashSet<>();
            if (!MappingSides.sameParentSide(was, now)) changedEnds.add(r.parent());
            if (!MappingSides.sameChildSide(was, now)) changedEnds.add(r.child());
            kept += assertOthersKept(previous, projection, changedEnds, r, at);
            previous = projection;
        }
        return kept;
    }

    /**
     * Every collection equal to the one of the same name before that holds no data of a changed end (nor is the
     * relationship's bucket) is the very same; returns how many such collections hold data of an end that did not
     * change (the ones a build per visited end would have built again).
     */
    private static int assertOthersKept(Projection before, Projection now, Set<String> changedEnds, Relationship r, String at) {
        Map<String, CollectionShape> was = new HashMap<>();
        for (CollectionShape c : before.collections()) was.put(c.name(), c);
        Map<String, Set<String>> holding = new HashMap<>();
        for (Occurrence o : now.occurrences()) holding.computeIfAbsent(o.collection(), k -> new HashSet<>()).add(o.entity());
        int kept = 0;
        for (CollectionShape c : now.collections()) {
            Set<String> held = holding.getOrDefault(c.name(), Set.of());
            boolean touched = r.id().equals(c.relationship()) || held.stream().anyMatch(changedEnds::contains);
            if (touched || !c.equals(was.get(c.name()))) continue;
            assertSame(was.get(c.name()), c, at + ": " + c.name() + " built again to the same documents");
            if (held.contains(r.parent()) || held.contains(r.child())) kept++;
        }
        return kept;
    }

    /** A move that mostly changes one side of the mapping; now and then any mapping. */
    private static Mapping move(DataModel model, Relationship r, Mapping was, Random random) {
        Entity parent = model.requireEntity(r.parent());
        Entity child = model.requireEntity(r.child());
        Strategy s = switch (random.nextInt(7)) {
            // the parent keeps nothing of these: only the child's side differs between them
            case 0 -> new Reference(Placement.CHILD_HOLDS_PARENT_ID, random.nextBoolean());
            case 1 -> new ExtendedReference(Holder.CHILD, someFields(parent, random));
            case 2 -> random.nextBoolean() ? new Bucket(1 + random.nextInt(100)) : new Reference(Placement.JOINING_DOCUMENTS, false);
            // the child keeps nothing of these: only the parent's side differs between them
            case 3 -> random.nextBoolean() ? new Embed() : new Reference(Placement.PARENT_HOLDS_CHILD_IDS, false);
            case 4 -> random.nextBoolean() ? new ExtendedReference(Holder.PARENT, someFields(child, random))
                    : new Subset(1 + random.nextInt(5), Subset.Rest.BUCKETED, 1 + random.nextInt(100));
            // both, or the same strategy with another count
            case 5 -> random.nextBoolean() ? new Reference(Placement.IDS_ON_BOTH_SIDES, false) : new Subset(1 + random.nextInt(5), Subset.Rest.REFERENCED, 0);
            default -> was.strategy();
        };
        boolean count = random.nextInt(3) == 0 ? !was.precomputedCount() : was.precomputedCount();
        return new Mapping(s, count);
    }

    private static List<String> someFields(Entity e, Random random) {
        List<String> names = new ArrayList<>();
        for (Field f : e.fields()) if (random.nextBoolean()) names.add(f.name());
        return names;
    }
}
