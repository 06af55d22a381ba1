package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Partitioning;
import dev.docshape.model.projection.PartitionKeys;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
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
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The search prices each candidate incrementally, from the candidate priced before it; on a random
 * walk of the search's own moves (single moves, moves undone, several at once, as climbing and
 * restarts make them, and now and then a new partitioning, which has every pattern planned again) every
 * price equals the price of the same design computed from scratch.
 */
class IncrementalPricingTest {
    private static final int STEPS = 150;

    static Stream<Arguments> models() {
        List<Arguments> all = new ArrayList<>();
        SearchConstraints none = SearchConstraints.none();
        for (Project p : SeedScenarios.all()) all.add(Arguments.of(p.name(), p.model(), p.active(), Profile.cosmos(), none));
        Project small = SyntheticModels.generate(40, 60, 25, 3);
        all.add(Arguments.of("synthetic 40/60/25", small.model(), small.active(), Profile.mongodb(), none));
        Project larger = SyntheticModels.generate(80, 150, 40, 5);
        all.add(Arguments.of("synthetic 80/150/40", larger.model(), larger.active(), Profile.cosmos(), none));
        all.add(Arguments.of("partitioned blog (co-location and duplicate moves)", BlogModels.partitionedBlog(),
                BlogModels.partitionedReferenced(), Profile.cosmos(), none));
        // co-located references from the start, and a limit on collections that candidates break and keep
        Design coLocated = larger.active();
        for (int i = 0; i < larger.model().relationships().size(); i += 7) {
            coLocated = coLocated.withMapping(larger.model().relationships().get(i).id(),
                    new Mapping(Reference.coLocatedWithParent(), false));
        }
        all.add(Arguments.of("synthetic 80/150/40, co-located references, at most 40 collections", larger.model(), coLocated,
                Profile.cosmos(), new SearchConstraints(Set.of(), 40)));
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void incrementalPricingEqualsPricingFromScratchOnRandomMoves(String name, DataModel model, Design start, Profile profile,
                                                                 SearchConstraints constraints) {
        Objective objective = new Objective(Objective.Metric.REQUEST_UNITS, 1, 2);
        CandidatePricer incremental = new CandidatePricer(model, profile, objective, constraints);
        PricedDesign startPriced = new CandidatePricer(model, profile, objective, constraints).price(start);
        List<MoveSlot> slots = SearchSpace.of(model, objective, constraints, Advisor.advise(model, start, profile), Map.of(),
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
            if (step % 10 == 9) {
                // a new partitioning has every pattern planned again: the pricer works out every cost again (decision 0223)
                String entity = model.entities().get(random.nextInt(model.entities().size())).id();
                next = next.withPartitioning(new Partitioning(Map.of(entity, PartitionKeys.ID), 2 + random.nextInt(6)));
            }
            PricedDesign fast = incremental.price(next);
            PricedDesign fresh = new CandidatePricer(model, profile, objective, constraints).price(next);
            assertEquals(fresh.figures(), fast.figures(), name + ", step " + step);
            assertEquals(fresh.violations(), fast.violations(), name + ", step " + step);
            assertEquals(Estimator.estimate(model, next, profile), fast.estimate(), name + ", step " + step);
            previous = current;
            current = next;
        }
    }
}
