package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.seeds.SeedScenarios;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 17: every change a proposed design lists does something, and its explanation says what. */
class ProposedChangesTest {
    /** Restarts bring random moves, where changes that do nothing came from; a design limit keeps it deterministic. */
    private static final SearchSettings SETTINGS = new SearchSettings(3, Duration.ofMinutes(5), 4_000, 6);

    static Stream<Arguments> workloads() {
        List<Arguments> all = new ArrayList<>();
        for (Project p : SeedScenarios.all()) {
            for (Design start : p.designs()) {
                for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
                    all.add(Arguments.of(p.name() + " from " + start.name() + " on " + profile.name(), p.model(), start, profile));
                }
            }
        }
        Project synthetic = SyntheticModels.generate(40, 60, 25, 3);
        all.add(Arguments.of("synthetic 40/60/25", synthetic.model(), synthetic.active(), Profile.cosmos()));
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("workloads")
    void takingBackAnyOneListedChangeAloneChangesTheFigures(String name, DataModel model, Design start, Profile profile) {
        SearchResult result = new DesignSearch(model, profile, Objective.defaults(), SearchConstraints.none(), SETTINGS)
                .run(start, p -> { }, () -> false);
        CandidatePricer fresh = new CandidatePricer(model, profile, Objective.defaults(), SearchConstraints.none());
        for (Proposal proposal : result.proposals()) {
            PricedDesign proposed = fresh.price(proposal.design());
            List<DesignChanges.Difference> differences = DesignChanges.differences(model, start, proposal.design());
            assertEquals(differences.size(), proposal.changes().size(), name + ": one listed change per difference");
            for (int i = 0; i < differences.size(); i++) {
                DesignChange change = proposal.changes().get(i);
                PricedDesign without = fresh.price(differences.get(i).back().applyTo(proposal.design()));
                boolean storageOrConstraints = !without.violations().equals(proposed.violations())
                        || without.figures().storageBytes() != proposed.figures().storageBytes();
                assertFalse(IdleChanges.sameEffect(fresh, proposed, without),
                        name + ": taking back " + change.subject() + " (" + change.from() + " -> " + change.to() + ") changes nothing");
                assertTrue(!change.helps().isEmpty() || !change.hurts().isEmpty() || storageOrConstraints,
                        name + ": " + change.subject() + " (" + change.to() + ") says what it does");
            }
        }
    }

    /** From a referenced blog the search's restarts give Post a collection of its own, which it always has: not listed. */
    @Test
    void aCollectionOfItsOwnForAnEntityNothingEmbedsIsNotProposed() {
        DataModel model = BlogModels.blog();
        Design start = BlogModels.fullyReferenced();
        CandidatePricer fresh = new CandidatePricer(model, Profile.cosmos(), Objective.defaults(), SearchConstraints.none());
        PricedDesign startPriced = fresh.price(start);
        PricedDesign idle = fresh.price(new DesignMove.StandaloneMove("post", true).applyTo(start));
        assertTrue(IdleChanges.sameEffect(fresh, startPriced, idle), "the move does nothing on this design");
        PricedDesign kept = IdleChanges.without(model, fresh, startPriced, idle);
        assertEquals(start, kept.design(), "the idle change is taken back");
        assertEquals(startPriced.figures(), kept.figures());
    }
}
