package dev.docshape.model.projection;

import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Over a long run of edits the session's lists of builds per entity hold what the builds name, not every slot that ever did. */
class VisitIndexTest {
    private static final List<Mapping> CHOICES = List.of(Mapping.embed(), Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID),
            Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS), Mapping.reference(Placement.JOINING_DOCUMENTS));

    @Test
    void anEntitysListOfHoldingBuildsIsExactlyTheBuildsHoldingItOnceRead() {
        Project project = SyntheticModels.generate(60, 120, 40, 4);
        ProjectionSession session = new ProjectionSession();
        SplittableRandom random = new SplittableRandom(5);
        Design design = project.active();
        for (int step = 0; step < 300; step++) {
            Relationship r = project.model().relationships().get(random.nextInt(project.model().relationships().size()));
            design = design.withMapping(r.id(), CHOICES.get(random.nextInt(CHOICES.size())));
            session.project(project.model(), design);
            for (Entity e : project.model().entities()) {
                session.occurrencesOf(e.id());
                int[] listedAndHolding = session.holdersListedAndHolding(e.id());
                assertEquals(listedAndHolding[1], listedAndHolding[0], "step " + step + ", " + e.id());
            }
        }
    }
}
