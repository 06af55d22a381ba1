package dev.docshape.model.search;

import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Project;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.advice.Rules;
import dev.docshape.model.advice.Suggestion;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.seeds.SeedScenarios;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The search and the advisor speak the same language: on every seed design, a proposed change that
 * makes the move an advisor suggestion makes is named by that suggestion's rule, and a named rule
 * is always one whose finding suggests that move for that relationship; a duplicate the search keeps
 * is named {@code duplicate-by-parent} exactly when the advisor suggests that duplicate.
 */
class AdvisorAgreementTest {
    private static final SearchSettings SETTINGS = new SearchSettings(7, Duration.ofMinutes(5), 20_000, 4);

    @Test
    void everyChangeTheAdvisorAlsoSuggestsIsNamedByItsRule() {
        int named = 0;
        for (Project project : SeedScenarios.all()) {
            for (Design design : project.designs()) {
                List<Finding> findings = Advisor.advise(project.model(), design, Profile.cosmos());
                SearchResult result = new DesignSearch(project.model(), Profile.cosmos(), Objective.defaults(),
                        SearchConstraints.none(), SETTINGS).run(design, p -> { }, () -> false);
                for (Proposal proposal : result.proposals()) {
                    for (DesignChange change : proposal.changes()) {
                        if (change.kind() != DesignChange.Kind.MAPPING) continue;
                        var r = project.model().requireRelationship(change.subject());
                        Mapping from = design.mappingFor(r);
                        Mapping to = proposal.design().mappingFor(r);
                        Optional<String> agreeing = findings.stream()
                                .filter(f -> f.suggestion().map(Suggestion::relationshipId).filter(r.id()::equals).isPresent())
                                .filter(f -> ChangeExplainer.sameMove(from, f.suggestion().get().mapping(), to))
                                .map(Finding::ruleId).findFirst();
                        String where = project.name() + "/" + design.name() + " " + r.id();
                        assertEquals(agreeing, change.ruleId(), where);
                        change.ruleId().ifPresent(id -> assertTrue(Rules.ALL.contains(id), where + ": " + id));
                        if (change.ruleId().isPresent()) named++;
                    }
                }
            }
        }
        assertTrue(named > 0, "some changes of the seed examples are the advisor's suggestions");
    }

    /** The partitioned blog: the search keeps the posts twice, keyed by their author, and the advisor suggests the same, by one rule. */
    @Test
    void theSearchsDuplicateIsTheAdvisorsDuplicateByParent() {
        var model = BlogModels.partitionedBlog();
        Design start = BlogModels.partitionedReferenced();
        List<Finding> findings = Advisor.advise(model, start, Profile.cosmos());
        Finding advised = findings.stream().filter(f -> f.ruleId().equals(Rules.DUPLICATE_BY_PARENT)).findFirst()
                .orElseThrow(() -> new AssertionError("no duplicate-by-parent in " + findings));
        Suggestion s = advised.suggestion().orElseThrow();
        assertEquals(new Duplicates.Duplicate("post", "userId"), s.duplicate());
        assertTrue(advised.message().contains("ask every one of the 10 partitions"), advised.message());
        assertTrue(advised.effect().orElseThrow().after().ruPerSecond() < advised.effect().orElseThrow().before().ruPerSecond());

        SearchResult result = new DesignSearch(model, Profile.cosmos(), Objective.defaults(), SearchConstraints.none(), SETTINGS)
                .run(start, p -> { }, () -> false);
        DesignChange duplicate = result.proposals().get(0).changes().stream().filter(c -> c.kind() == DesignChange.Kind.DUPLICATE)
                .findFirst().orElseThrow();
        assertEquals(Optional.of(Rules.DUPLICATE_BY_PARENT), duplicate.ruleId());
        for (Proposal proposal : result.proposals()) {
            for (DesignChange change : proposal.changes()) {
                if (change.kind() != DesignChange.Kind.DUPLICATE) continue;
                boolean same = s.duplicate().equals(proposal.design().duplicates().duplicateOf(change.subject()));
                assertEquals(same ? Optional.of(Rules.DUPLICATE_BY_PARENT) : Optional.empty(), change.ruleId(), change.toString());
            }
        }
    }
}
