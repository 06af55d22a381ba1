package dev.docshape.model.search;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 17: under Cosmos DB's 2 MB limit the synthetic model's start has collections over the limit that hold several
 * arrays without a maximum; bounding one of them alone fixes no collection, so the search must count the arrays to get
 * to a design within the limits (decision 0227).
 */
class InfeasibleStartSearchTest {

    @Test
    void reachesADesignWithinTheLimitsFromASyntheticCosmosStartThatBreaksThem() {
        Project project = SyntheticModels.generate(150, 300, 60, 1);
        SearchResult result = new DesignSearch(project.model(), Profile.cosmos(), Objective.defaults(), SearchConstraints.none(),
                new SearchSettings(1, Duration.ofMinutes(5), 1_500, 8)).run(project.active(), p -> { }, () -> false);
        assertTrue(result.start().violations().size() > 10, "the start breaks the size limits: " + result.start().violations());
        assertTrue(Violations.unboundedArrays(result.start().violations()) > result.start().violations().size(),
                "some collections over the limit hold more than one array without a maximum");
        assertEquals(0, result.reached().violations().size(), "the best design reached keeps to the limits: " + result.reached().violations());
        assertFalse(result.proposals().isEmpty(), "designs within the limits are proposed");
        for (Proposal p : result.proposals()) assertTrue(p.priced().feasible(), p.priced().violations().toString());
    }

    @Test
    void oneArrayBoundedOfTwoInACollectionOverTheLimitIsAStepForward() {
        Project project = SyntheticModels.generate(150, 300, 60, 1);
        CandidatePricer pricer = new CandidatePricer(project.model(), Profile.cosmos(), Objective.defaults(), SearchConstraints.none());
        PricedDesign start = pricer.price(project.active());
        PricedDesign fewerArrays = new PricedDesign(start.design(), start.estimate(),
                new DesignFigures(0, 0, 0, start.figures().score() * 2),
                new Violations(start.estimate(), start.violations().size(), Violations.unboundedArrays(start.violations()) - 1, 0));
        assertTrue(fewerArrays.betterThan(start), "fewer arrays without a maximum beat a lower score at as many broken limits");
        assertFalse(start.betterThan(fewerArrays));
    }
}
