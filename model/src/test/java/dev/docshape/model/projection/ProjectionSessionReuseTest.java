package dev.docshape.model.projection;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Position;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.Project;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A session's projections, built from the previous run's collections, equal projecting from scratch. */
class ProjectionSessionReuseTest {
    private static Entity entity(String id) {
        return new Entity(id, id, List.of(Field.string("name", 10)), 1_000, 0, new Position(0, 0));
    }

    private static Relationship oneToMany(String id, String parent, String child) {
        return new Relationship(id, parent, child, child.toLowerCase() + "s", null, Cardinality.ONE_TO_MANY, 20, null, 1,
                false, Volatility.STABLE);
    }

    @Test
    void relationshipsSharingAnIdShareOneBucketCollectionInEveryRun() {
        DataModel model = new DataModel(List.of(entity("Author"), entity("Book"), entity("Review"), entity("Prize")),
                List.of(oneToMany("written", "Author", "Book"), oneToMany("written", "Author", "Review"),
                        oneToMany("won", "Author", "Prize")),
                List.of());
        Design referenced = new Design("referenced", Map.of("written", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID),
                "won", Mapping.reference(Placement.JOINING_DOCUMENTS)), Set.of());
        Design bucketed = new Design("bucketed", Map.of("written", new Mapping(new Bucket(50), false),
                "won", Mapping.reference(Placement.JOINING_DOCUMENTS)), Set.of());

        Projection scratch = Projector.project(model, bucketed);
        assertEquals(1, scratch.collections().stream().filter(c -> c.kind() == CollectionKind.BUCKET).count(),
                scratch.collections().toString());

        ProjectionSession session = new ProjectionSession();
        for (Design d : List.of(referenced, bucketed, referenced, bucketed, bucketed.withStandalone("Book", true), referenced)) {
            assertEquals(Projector.project(model, d), session.project(model, d), d.name());
        }
    }

    /**
     * Dragging a card changes only where its entity is drawn: the next run reports nothing changed and gives the
     * previous projection, which equals projecting the moved model from scratch; a real change after it is seen.
     */
    @Test
    void aModelWhoseEntitiesOnlyMovedProjectsAsBefore() {
        Project project = SyntheticModels.generate(40, 80, 10, 5);
        DataModel model = project.model();
        Design design = project.active();
        ProjectionSession session = new ProjectionSession();
        Projection first = session.project(model, design);
        String moved = model.entities().get(7).id();
        DataModel dragged = model.updateEntity(moved, e -> e.withPosition(new Position(e.position().x() + 130, e.position().y() - 45)));

        Projection again = session.project(dragged, design);
        assertTrue(again == first, "the projection is reused, not built again");
        assertEquals(Set.of(), session.changedEntities());
        assertEquals(Projector.project(dragged, design), again);

        DataModel renamed = dragged.updateEntity(moved, e -> e.withName(e.name() + "Renamed"));
        assertEquals(Projector.project(renamed, design), session.project(renamed, design), "a rename after the move is projected");
        assertEquals(null, session.changedEntities(), "a different model may change every collection");
    }

    /**
     * Suggestions one after another, each one mapping away from the design (as the advisor makes them): most runs
     * patch the previous one (collections gained, lost, rebuilt, and lined up in between), and every run equals
     * projecting from scratch.
     */
    @Test
    void suggestionsPatchThePreviousRunAndEqualProjectingFromScratch() {
        Project project = SyntheticModels.generate(60, 120, 20, 3);
        DataModel model = project.model();
        Design design = project.active();
        List<Mapping> mappings = List.of(Mapping.embed(), Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID),
                Mapping.reference(Placement.JOINING_DOCUMENTS), new Mapping(new Bucket(50), false));
        ProjectionSession session = new ProjectionSession();
        session.project(model, design);
        int runs = 0;
        int patched = 0;
        for (int i = 0; i < model.relationships().size(); i++) {
            Relationship r = model.relationships().get(i);
            Design suggestion = design.withMapping(r.id(), mappings.get(i % mappings.size()));
            assertEquals(Projector.project(model, suggestion), session.project(model, suggestion), r.id());
            runs++;
            if (session.patched()) patched++;
        }
        assertTrue(patched > runs / 2, "patched " + patched + " of " + runs + " runs");
    }

    /**
     * The shape of {@code import sql} (one collection per table, every foreign key referenced), each relationship
     * embedded on the same base as the advisor tries it: every run after the first patches the previous run's slots
     * in place, and still equals projecting from scratch, the suggestions before it included (their slots were
     * changed back, not shared).
     */
    @Test
    void importShapedSuggestionsPatchSlotsInPlaceAndEqualProjectingFromScratch() {
        Project project = dev.docshape.model.testing.ImportShapedModels.relational(50);
        DataModel model = project.model();
        Design design = project.active();
        ProjectionSession session = new ProjectionSession();
        Projection first = session.project(model, design);
        int patched = 0;
        for (Relationship r : model.relationships()) {
            Design suggestion = design.withMapping(r.id(), Mapping.embed());
            assertEquals(Projector.project(model, suggestion), session.project(model, suggestion), r.id());
            if (session.patched()) patched++;
        }
        assertEquals(model.relationships().size(), patched);
        assertEquals(first, session.project(model, design));
        assertEquals(Projector.project(model, design), first);
    }

    /**
     * The search's "keeps a collection of its own" moves, alone and with a mapping change, one after another:
     * they patch the previous run (the toggled entity's collection is one more slot, decision 0223) instead of
     * visiting every collection, and every run equals projecting from scratch.
     */
    @Test
    void standaloneTogglesPatchThePreviousRunAndEqualProjectingFromScratch() {
        Project project = SyntheticModels.generate(60, 120, 20, 7);
        DataModel model = project.model();
        Design design = project.active();
        for (Relationship r : model.relationships()) {
            if (r.cardinality() != Cardinality.MANY_TO_MANY) design = design.withMapping(r.id(), Mapping.embed());
        }
        ProjectionSession session = new ProjectionSession();
        session.project(model, design);
        SplittableRandom random = new SplittableRandom(5);
        int runs = 0;
        int patched = 0;
        for (int step = 0; step < 120; step++) {
            String entity = model.entities().get(random.nextInt(model.entities().size())).id();
            Design next = design.withStandalone(entity, !design.standalone().contains(entity));
            if (step % 3 == 0) {
                Relationship r = model.relationships().get(random.nextInt(model.relationships().size()));
                next = next.withMapping(r.id(), random.nextBoolean() ? Mapping.embed() : Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID));
            }
            assertEquals(Projector.project(model, next), session.project(model, next), "step " + step);
            runs++;
            if (session.patched()) patched++;
            if (random.nextBoolean()) design = next;
        }
        assertTrue(patched > runs / 2, "patched " + patched + " of " + runs + " runs");
    }
}
