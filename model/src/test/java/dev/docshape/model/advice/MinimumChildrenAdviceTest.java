package dev.docshape.model.advice;

import dev.docshape.model.Project;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.seeds.SeedScenarios;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.docshape.model.seeds.SeedScenarios.design;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The advisor states a relationship's minimum children per parent where it speaks of its counts. */
class MinimumChildrenAdviceTest {

    private static Finding unbounded(Project s2) {
        List<Finding> findings = Advisor.advise(s2.model(), design(s2, "embedded"), Profile.mongodb());
        return findings.stream().filter(f -> f.ruleId().equals(Rules.UNBOUNDED_EMBEDDED_ARRAY)).findFirst().orElseThrow();
    }

    @Test
    void theMinimumIsInTheMessageAndTheEvidence() {
        Project s2 = SeedScenarios.s2PostComments();
        Finding without = unbounded(s2);
        assertFalse(without.message().contains("at least"), without.message());

        double avg = s2.model().requireRelationship("post-comments").avgCount();
        Project atLeastTwo = Edits.setCounts(s2, "post-comments", 2, avg, null).apply(s2);
        Finding with = unbounded(atLeastTwo);
        assertTrue(with.message().contains("(at least 2, "), with.message());
        assertTrue(with.evidence().facts().stream().anyMatch(f -> f.startsWith("children per Post: at least 2, ")),
                with.evidence().facts().toString());
    }
}
