package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A search's proposals are explained when they are asked for (decision 0467): the answer is the same in whatever order
 * they are asked for, whether the running search showed them or not, and their figures are known before.
 */
class LazyProposalsTest {
    private static final SearchSettings SETTINGS = new SearchSettings(5, Duration.ofMinutes(5), 3_000, 2);

    @Test
    void proposalsAskedForLastFirstAreTheOnesAskedForInOrder() {
        Project project = SyntheticModels.generate(40, 70, 25, 3);
        SearchResult inOrder = search(project.model(), project.active(), p -> { });
        SearchResult reversed = search(project.model(), project.active(), p -> { });
        assertTrue(inOrder.proposalCount() > 1, "the synthetic model's search proposes several designs");

        List<Proposal> lastFirst = new ArrayList<>();
        for (int i = reversed.proposalCount() - 1; i >= 0; i--) lastFirst.add(0, reversed.proposal(i));
        assertEquals(inOrder.proposals(), lastFirst);
        for (int i = 0; i < inOrder.proposalCount(); i++) {
            PricedDesign found = inOrder.proposedFigures(i);
            Proposal explained = inOrder.proposal(i);
            assertEquals(found.figures(), explained.figures(), "the figures listed before explaining are the proposal's");
            assertEquals(found.violations(), explained.priced().violations());
        }
    }

    @Test
    void aProposalCleanedBeforeItIsExplainedIsTheDesignItsExplanationGives() {
        Project project = SyntheticModels.generate(40, 70, 25, 3);
        SearchResult cleanedFirst = search(project.model(), project.active(), p -> { });
        SearchResult explainedOnly = search(project.model(), project.active(), p -> { });
        assertTrue(cleanedFirst.proposalCount() > 1, "the synthetic model's search proposes several designs");
        List<PricedDesign> cleaned = new ArrayList<>();
        for (int i = cleanedFirst.proposalCount() - 1; i >= 0; i--) cleaned.add(0, cleanedFirst.cleaned(i));
        assertEquals(explainedOnly.proposals(), cleanedFirst.proposals(), "cleaning first changes no explanation");
        for (int i = 0; i < cleaned.size(); i++) {
            Proposal explained = explainedOnly.proposal(i);
            assertEquals(explained.design(), cleaned.get(i).design(), "the design added is the one shown before explaining");
            assertEquals(explained.figures(), cleaned.get(i).figures());
            assertEquals(explained.changes().size(),
                    DesignChanges.between(project.model(), project.active(), cleaned.get(i).design()).size(), "as many changes");
        }
    }

    @Test
    void proposalsTheRunningSearchShowedAreExplainedAsTheOthers() {
        Project project = SyntheticModels.generate(40, 70, 25, 3);
        List<List<PricedDesign>> shownRows = new ArrayList<>();
        SearchResult showing = search(project.model(), project.active(), SearchListener.showingProposed(p -> shownRows.add(p.proposed())));
        SearchResult silent = search(project.model(), project.active(), p -> { });
        assertTrue(shownRows.stream().anyMatch(rows -> !rows.isEmpty()), "the running search showed designs");
        assertEquals(silent.proposals(), showing.proposals(), "designs cleaned while shown are proposed as cleaned at the end");
    }

    private static SearchResult search(DataModel model, Design start, SearchListener listener) {
        return new DesignSearch(model, Profile.cosmos(), Objective.defaults(), SearchConstraints.none(), SETTINGS)
                .run(start, listener, () -> false);
    }
}
