package dev.docshape.model.search;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.seeds.SeedScenarios;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The search prices each candidate incrementally, from the candidate priced before it; on a random
 * walk of the search's own moves (single moves, moves undone, several at once, as climbing and
 * restarts make them) every price equals the price of the same design computed from scratch.
 */
class IncrementalPricingTest {
    private static final int STEPS = 150;

    static Stream<Arguments> models() {
        List<Arguments> all = new ArrayList<>();
        for (Project p : SeedScenarios.all()) all.add(Arguments.of(p.name(), p, Profile.cosmos()));
        all.add(Arguments.of("synthetic 40/60/25", SyntheticModels.generate(40, 60, 25, 3), Profile.mongodb()));
        all.add(Arguments.of("synthetic 80/150/40", SyntheticModels.generate(80, 150, 40, 5), Profile.cosmos()));
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void incrementalPricingEqualsPricingFromScratchOnRandomMoves(String name, Project project, Profile profile) {
        Objective objective = new Objective(Objective.Metric.REQUEST_UNITS, 1, 2);
        SearchConstraints constraints = SearchConstraints.none();
        CandidatePricer incremental = new CandidatePricer(project.model(), profile, objective, constraints);
        Design start = project.active();
        PricedDesign startPriced = new CandidatePricer(project.model(), profile, objective, constraints).price(start);
        List<MoveSlot> slots = SearchSpace.of(project.model(), constraints, Advisor.advise(project.model(), start, profile), Map.of(),
                startPriced);
        SplittableRandom random = new SplittableRandom(11);
        Design current = start;
        Design previous = start;
        for (int step = 0; step < STEPS; step++) {
            int kind = random.nextInt(4);
            Design next = kind == 0 ? previous : current; // 0: back to the design before (a move undone)
            int moves = kind == 3 ? 1 + random.nextInt(3) : 1;
            for (int i = 0; i < moves; i++) {
                List<DesignMove> options = slots.get(random.nextInt(slots.size())).options();
                next = options.get(random.nextInt(options.size())).applyTo(next);
            }
            PricedDesign fast = incremental.price(next);
            PricedDesign fresh = new CandidatePricer(project.model(), profile, objective, constraints).price(next);
            assertEquals(fresh.figures(), fast.figures(), name + ", step " + step);
            assertEquals(fresh.violations(), fast.violations(), name + ", step " + step);
            assertEquals(Estimator.estimate(project.model(), next, profile), fast.estimate(), name + ", step " + step);
            previous = current;
            current = next;
        }
    }
}
