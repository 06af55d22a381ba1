package dev.docshape.app.cli;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.search.DesignSearch;
import dev.docshape.model.search.Objective;
import dev.docshape.model.search.SearchConstraints;
import dev.docshape.model.search.SearchResult;
import dev.docshape.model.search.SearchSettings;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Decision 0490: where `search` stops explaining, on a clock the test steps. */
class ExplainedProposalsTest {
    private static final long SECOND = 1_000_000_000L;

    private static SearchResult result;

    @BeforeAll
    static void search() {
        Project generated = SyntheticModels.generate(60, 120, 30, 1);
        Design referenced = generated.active();
        for (Relationship r : generated.model().relationships()) {
            referenced = referenced.withMapping(r.id(), Mapping.reference(r.isManyToMany() ? Placement.IDS_ON_BOTH_SIDES : Placement.CHILD_HOLDS_PARENT_ID));
        }
        result = new DesignSearch(generated.model(), Profile.cosmos(), Objective.defaults(), SearchConstraints.none(),
                new SearchSettings(1, Duration.ofMinutes(10), 3_000, 0)).run(referenced, p -> { }, () -> false);
    }

    @Test
    void explainsTheBestFirstWhileTheTimeLeftHoldsTheLongestExplanation() {
        assertTrue(result.proposalCount() >= 3, "the search proposes several designs: " + result.proposalCount());
        AtomicLong now = new AtomicLong();
        // each look at the clock is half a second later, so each explanation takes half a second: of 2.5 s, the
        // first two leave 0.5 s, no more than the longest explanation, and the explaining stops there
        ExplainedProposals proposals = ExplainedProposals.within(result, 2 * SECOND + SECOND / 2, () -> now.getAndAdd(SECOND / 2));
        int count = result.proposalCount();
        assertEquals(count - 2, proposals.unexplained());
        assertTrue(proposals.explained(0).isPresent() && proposals.explained(1).isPresent());
        assertFalse(proposals.explained(2).isPresent());
        assertEquals(result.proposal(2).design(), proposals.design(2).design(),
                "an unexplained design is the one its explanation and --add give: without the changes that do nothing");
        assertEquals(result.proposal(2).figures(), proposals.design(2).figures(), "with that design's figures");
        assertEquals((count - 2) + " of the " + count + " designs are not explained: the time budget ran out first. "
                + "A longer --budget explains them; --add K explains the one it adds.", proposals.unexplainedNote());
    }

    @Test
    void withTimeEnoughEveryProposalIsExplainedAndNothingIsSaid() {
        ExplainedProposals proposals = ExplainedProposals.within(result, Long.MAX_VALUE, () -> 0L);
        assertEquals(0, proposals.unexplained());
        assertEquals("", proposals.unexplainedNote());
        for (int i = 0; i < proposals.count(); i++) assertTrue(proposals.explained(i).isPresent());
    }

    @Test
    void noTimeLeftExplainsNone() {
        ExplainedProposals proposals = ExplainedProposals.within(result, 0, () -> SECOND);
        assertEquals(result.proposalCount(), proposals.unexplained());
    }
}
