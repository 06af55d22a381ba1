package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Project;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.seeds.SeedScenarios;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DesignSearchTest {
    /** Deterministic: the search ends by converging or by this many designs, never by the (generous) time budget. */
    private static final SearchSettings SETTINGS = new SearchSettings(7, Duration.ofMinutes(5), 20_000, 4);

    static Stream<Arguments> seedsAndProfiles() {
        List<Arguments> all = new ArrayList<>();
        for (Project p : SeedScenarios.all()) {
            for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
                for (Objective.Metric metric : Objective.Metric.values()) all.add(Arguments.of(p, profile, metric));
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("seedsAndProfiles")
    void findsADesignAtLeastAsGoodAsTheBestHandMadeOne(Project project, Profile profile, Objective.Metric metric) {
        Objective objective = new Objective(metric, 1, 1);
        CandidatePricer reference = new CandidatePricer(project.model(), profile, objective, SearchConstraints.none());
        PricedDesign bestHandMade = null;
        for (Design d : project.designs()) {
            PricedDesign priced = reference.price(d);
            if (priced.feasible() && (bestHandMade == null || priced.betterThan(bestHandMade))) bestHandMade = priced;
        }
        for (Design start : project.designs()) {
        SearchResult result = new DesignSearch(project.model(), profile, objective, SearchConstraints.none(), SETTINGS)
                .run(start, p -> { }, () -> false);

        double found = result.best().figures().score();
        if (bestHandMade != null) {
            assertTrue(found <= bestHandMade.figures().score() * (1 + 1e-9),
                    project.name() + " from " + start.name() + ": search found " + found + ", the best hand-made design ("
                            + bestHandMade.design().name() + ") scores " + bestHandMade.figures().score());
        }
        for (Proposal proposal : result.proposals()) {
            assertTrue(proposal.priced().feasible(), "only designs within the limits are proposed");
            assertFalse(proposal.changes().isEmpty(), "every proposal changes something");
        }
        }
    }

    @Test
    void findsTheAuthorsNameCopyAndTheCountsOnAFullyReferencedBlog() {
        DataModel blog = BlogModels.blog();
        for (Profile profile : List.of(Profile.cosmos(), Profile.mongodb())) {
            for (Objective.Metric metric : List.of(Objective.Metric.REQUEST_UNITS, Objective.Metric.ROUND_TRIPS)) {
                SearchResult result = new DesignSearch(blog, profile, new Objective(metric, 1, 1), SearchConstraints.none(),
                        SETTINGS).run(BlogModels.fullyReferenced(), p -> { }, () -> false);

                Design best = result.proposals().get(0).design();
                Mapping authorOfPost = best.mappings().get("user-posts");
                assertTrue(authorOfPost.strategy() instanceof ExtendedReference ext && ext.holder() == Holder.CHILD
                                && ext.copiedFields().contains("name"),
                        profile.name() + "/" + metric + ": the posts should copy their author's name, got " + authorOfPost);
                assertTrue(best.mappings().get("post-comments").precomputedCount(), "the post keeps its comment count");
                assertTrue(best.mappings().get("post-likes").precomputedCount(), "the post keeps its like count");
                assertTrue(result.proposals().get(0).figures().score() < result.start().figures().score() / 2,
                        "the improvement is large: " + result.proposals().get(0).figures() + " vs " + result.start().figures());
            }
        }
    }

    @Test
    void explainsEachChangeWithThePatternsItHelpsAndHurts() {
        SearchResult result = new DesignSearch(BlogModels.blog(), Profile.cosmos(), Objective.defaults(),
                SearchConstraints.none(), SETTINGS).run(BlogModels.fullyReferenced(), p -> { }, () -> false);
        DesignChange copy = result.proposals().get(0).changes().stream()
                .filter(c -> c.subject().equals("user-posts")).findFirst().orElseThrow();
        assertTrue(copy.helps().stream().anyMatch(e -> e.patternId().equals("read-post")),
                "copying the author's name helps reading a post: " + copy.helps());
        assertTrue(copy.helps().stream().allMatch(e -> e.after() < e.before()));
        assertTrue(copy.hurts().stream().allMatch(e -> e.after() > e.before()));
    }

    @Test
    void keepsPinnedRelationshipsAndTheCollectionLimit() {
        SearchConstraints constraints = new SearchConstraints(Set.of("user-posts"), 4);
        Design start = BlogModels.fullyReferenced();
        SearchResult result = new DesignSearch(BlogModels.blog(), Profile.cosmos(), Objective.defaults(), constraints,
                SETTINGS).run(start, p -> { }, () -> false);
        assertFalse(result.proposals().isEmpty());
        for (Proposal proposal : result.proposals()) {
            assertEquals(start.mappings().get("user-posts"), proposal.design().mappings().get("user-posts"));
            assertTrue(proposal.priced().estimate().collections().size() <= 4);
        }
    }

    @Test
    void theSameSeedGivesTheSameDesigns() {
        SearchResult first = new DesignSearch(BlogModels.blog(), Profile.cosmos(), Objective.defaults(),
                SearchConstraints.none(), SETTINGS).run(BlogModels.fullyReferenced(), p -> { }, () -> false);
        SearchResult second = new DesignSearch(BlogModels.blog(), Profile.cosmos(), Objective.defaults(),
                SearchConstraints.none(), SETTINGS).run(BlogModels.fullyReferenced(), p -> { }, () -> false);
        assertEquals(first.proposals().stream().map(Proposal::design).toList(),
                second.proposals().stream().map(Proposal::design).toList());
        assertEquals(first.priced(), second.priced());
    }

    @Test
    void stopsWhenCancelledAndReportsProgressOnTheWay() {
        AtomicInteger reports = new AtomicInteger();
        AtomicInteger asked = new AtomicInteger();
        SearchResult result = new DesignSearch(BlogModels.blog(), Profile.cosmos(), Objective.defaults(),
                SearchConstraints.none(), SETTINGS).run(BlogModels.fullyReferenced(), p -> reports.incrementAndGet(),
                () -> asked.incrementAndGet() > 30);
        assertEquals(SearchResult.StopReason.CANCELLED, result.stoppedBy());
        assertTrue(reports.get() > 0, "the best designs so far are reported");
        assertTrue(result.priced() < 40);
    }

    @Test
    void findsDesignsAtLeastAsGoodAsEveryAdvisorSuggestion() {
        int checked = 0;
        for (Project project : SeedScenarios.all()) {
            for (Design design : project.designs()) {
                Objective objective = Objective.defaults();
                List<Finding> findings = Advisor.advise(project.model(), design, Profile.cosmos());
                PricedDesign priced = new CandidatePricer(project.model(), Profile.cosmos(), objective, SearchConstraints.none()).price(design);
                List<MoveSlot> space = SearchSpace.of(project.model(), Objective.defaults(), SearchConstraints.none(), findings, java.util.Map.of(), priced);
                SearchResult result = new DesignSearch(project.model(), Profile.cosmos(), objective,
                        SearchConstraints.none(), SETTINGS).run(design, p -> { }, () -> false);
                CandidatePricer pricer = new CandidatePricer(project.model(), Profile.cosmos(), objective,
                        SearchConstraints.none());
                for (Finding f : findings) {
                    if (f.suggestion().isEmpty()) continue;
                    var s = f.suggestion().get();
                    if (!s.changesMapping() && s.duplicate().isFeed()) continue; // the search keeps no feeds (decision 0322)
                    DesignMove move = s.changesMapping()
                            ? new DesignMove.MappingMove(project.model().requireRelationship(s.relationshipId()), s.mapping())
                            : new DesignMove.DuplicateMove(s.duplicate().entity(), s.duplicate());
                    assertTrue(space.stream().flatMap(slot -> slot.options().stream()).anyMatch(move::equals),
                            f.ruleId() + "'s suggestion is a move of the search");
                    PricedDesign accepted = pricer.price(s.applyTo(design));
                    if (!accepted.feasible()) continue;
                    assertTrue(result.best().figures().score() <= accepted.figures().score() * (1 + 1e-9),
                            project.name() + "/" + design.name() + ": the search misses " + f.ruleId());
                    checked++;
                }
            }
        }
        assertTrue(checked > 0, "some suggestions were compared");
    }
}
