package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.testing.Blog;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The search counts its designs' changes from the start move by move (decision 0415): along random walks over the
 * search's own moves, the count is always the number of differences a walk over the whole model finds.
 */
class ChangeCountTest {

    @Test
    void theCountFollowingTheMovesIsTheNumberOfDifferences() {
        Project synthetic = SyntheticModels.generate(40, 80, 20, 3);
        Project blog = Blog.project();
        Set<Class<?>> kinds = new HashSet<>();
        walk(BlogModels.blog(), BlogModels.fullyReferenced(), kinds);
        walk(BlogModels.partitionedBlog(), BlogModels.fullyReferenced(), kinds);
        walk(FeedSearchTest.withHomePage(blog.model()), FeedSearchTest.start(blog), kinds);
        walk(synthetic.model(), synthetic.active(), kinds);
        assertEquals(Set.of(DesignMove.MappingMove.class, DesignMove.StandaloneMove.class, DesignMove.DuplicateMove.class,
                DesignMove.FeedMove.class), kinds, "every kind of move was made");
    }

    private static void walk(DataModel model, Design start, Set<Class<?>> kinds) {
        CandidatePricer pricer = new CandidatePricer(model, Profile.cosmos(), Objective.defaults(), SearchConstraints.none());
        PricedDesign priced = pricer.price(start);
        Map<String, Double> costs = new HashMap<>();
        for (PatternEstimate p : priced.estimate().patterns()) costs.put(p.patternId(), pricer.weighted(p));
        List<MoveSlot> slots = SearchSpace.of(model, Objective.defaults(), SearchConstraints.none(), List.of(), costs, priced);
        SplittableRandom random = new SplittableRandom(11);
        Design design = start;
        int count = 0;
        int most = 0;
        for (int step = 0; step < 400; step++) {
            List<DesignMove> options = slots.get(random.nextInt(slots.size())).options();
            DesignMove move = options.get(random.nextInt(options.size()));
            kinds.add(move.getClass());
            count = DesignChanges.countAfter(start, design, count, move);
            design = move.applyTo(design);
            assertEquals(DesignChanges.differences(model, start, design).size(), count, "after " + move);
            most = Math.max(most, count);
        }
        assertTrue(most > 3, "the walk went some way from the start: " + most);
    }
}
