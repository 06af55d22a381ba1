package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.synthetic.SyntheticModels;
import dev.docshape.model.testing.RandomProjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Decision 0437: cleaning a proposal of its idle changes prices a change taken back only when the design without it
 * stores the same bytes; the proposal left is the one taking back and pricing every change in turn leaves, and the
 * bytes sized without pricing are the priced design's very figure.
 */
class IdleChangesTest {
    private static final SearchSettings SETTINGS = new SearchSettings(3, Duration.ofMinutes(5), 2_000, 6);

    static Stream<Arguments> workloads() {
        Project synthetic = SyntheticModels.generate(40, 60, 25, 2);
        Project larger = SyntheticModels.generate(80, 160, 40, 5);
        return Stream.of(
                Arguments.of("blog, fully referenced", BlogModels.blog(), BlogModels.fullyReferenced(), Profile.cosmos()),
                Arguments.of("synthetic 40/60/25", synthetic.model(), synthetic.active(), Profile.cosmos()),
                Arguments.of("synthetic 80/160/40", larger.model(), larger.active(), Profile.mongodb()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("workloads")
    void theFrontCleanedAsByPricingEveryChangeTakenBack(String name, DataModel model, Design start, Profile profile) {
        SearchResult result = new DesignSearch(model, profile, Objective.defaults(), SearchConstraints.none(), SETTINGS,
                System::nanoTime, (design, stopped) -> List.of(), Runnable::run).run(start, progress -> { }, () -> false);
        assertFalse(result.proposals().isEmpty(), name + ": something proposed");
        CandidatePricer pricer = new CandidatePricer(model, profile, Objective.defaults(), SearchConstraints.none());
        CandidatePricer everyChange = new CandidatePricer(model, profile, Objective.defaults(), SearchConstraints.none());
        PricedDesign startPriced = pricer.price(start);
        int changes = 0;
        int idle = 0;
        Random random = new Random(437);
        for (Proposal proposal : result.proposals()) {
            // a proposal with random changes on top, as the search's restarts make them: some idle, some not
            Design noisy = proposal.design();
            for (int k = 0; k < 6; k++) {
                Entity e = model.entities().get(random.nextInt(model.entities().size()));
                Relationship r = model.relationships().get(random.nextInt(model.relationships().size()));
                noisy = k % 2 == 0 ? noisy.withStandalone(e.id(), !noisy.standalone().contains(e.id()))
                        : noisy.withMapping(r.id(), new RandomProjects(random).mapping(model, r));
            }
            PricedDesign found = pricer.price(noisy);
            PricedDesign cleaned = IdleChanges.without(model, pricer, startPriced, found);
            PricedDesign expected = pricingEveryChange(model, everyChange, startPriced, found);
            assertEquals(expected.design(), cleaned.design(), name);
            idle += DesignChanges.differences(model, cleaned.design(), found.design()).size();
            for (DesignChanges.Difference d : DesignChanges.differences(model, start, found.design())) {
                Design back = d.back().applyTo(found.design());
                assertEquals(everyChange.price(back).figures().storageBytes(), pricer.storageBytes(back), name + ": the bytes without " + d.subject());
                changes++;
            }
        }
        assertTrue(changes > 0, name + ": changes compared");
        assertTrue(idle > 0, name + ": idle changes taken out");
    }

    /** Decision 0226's cleaning as it was: every change taken back and priced, in the order the changes are listed. */
    private static PricedDesign pricingEveryChange(DataModel model, CandidatePricer pricer, PricedDesign start, PricedDesign proposed) {
        PricedDesign current = proposed;
        for (DesignChanges.Difference d : DesignChanges.differences(model, start.design(), proposed.design())) {
            PricedDesign taken = pricer.price(d.back().applyTo(current.design()));
            if (IdleChanges.sameEffect(pricer, proposed, taken)) current = taken;
        }
        return current;
    }
}
