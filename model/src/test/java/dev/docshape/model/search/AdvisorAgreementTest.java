package dev.docshape.model.search;

import dev.docshape.model.Design;
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
 * is always one whose finding suggests that move for that relationship.
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
}
