package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.seeds.SeedScenarios;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Decision 0412: the search explains its proposals with a second pricer for each change alone on the start and prices
 * a change shared by several proposals once; each proposal's explanation is the one an explainer of its own, with
 * pricers of its own, gives.
 */
class ExplainedChangesTest {
    private static final SearchSettings SETTINGS = new SearchSettings(5, Duration.ofMinutes(5), 3_000, 6);

    static Stream<Arguments> workloads() {
        Project synthetic = SyntheticModels.generate(40, 60, 25, 3);
        Project seed = SeedScenarios.all().get(0);
        return Stream.of(
                Arguments.of("blog, fully referenced", BlogModels.blog(), BlogModels.fullyReferenced(), Profile.cosmos()),
                Arguments.of("synthetic 40/60/25", synthetic.model(), synthetic.active(), Profile.cosmos()),
                Arguments.of(seed.name(), seed.model(), seed.designs().get(0), Profile.mongodb()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("workloads")
    void eachProposalIsExplainedAsByAnExplainerOfItsOwn(String name, DataModel model, Design start, Profile profile) {
        SearchResult result = new DesignSearch(model, profile, Objective.defaults(), SearchConstraints.none(), SETTINGS,
                System::nanoTime, (design, stopped) -> List.of(), Runnable::run).run(start, progress -> { }, () -> false);
        assertFalse(result.proposals().isEmpty(), name + ": something proposed");
        for (Proposal proposal : result.proposals()) {
            ChangeExplainer own = new ChangeExplainer(model,
                    new CandidatePricer(model, profile, Objective.defaults(), SearchConstraints.none()), result.start(), List.of());
            Proposal again = own.explain(proposal.priced());
            assertEquals(proposal.design(), again.design(), name);
            assertEquals(proposal.changes(), again.changes(), name + ": the changes of " + proposal.design().name());
        }
    }
}
