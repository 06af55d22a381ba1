package dev.docshape.model.advice;

import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Holds the advisor to its reference: {@link Advisor#advise} must give exactly the advice of
 * {@link FromScratchSuggestionEstimates}, which estimates every suggestion from scratch. Public for
 * other modules' tests (the example files are read by the storage module).
 */
public final class ReferenceAdvice {
    private ReferenceAdvice() {
    }

    /** The advice the straightforward way: every suggestion estimated from scratch. */
    public static List<Finding> advise(Project project, Design design, Profile profile) {
        return Advisor.advise(project.model(), design, profile, new FromScratchSuggestionEstimates(project.model(), design, profile));
    }

    /** Compares the fast advice with the reference on one design, field by field; returns the number of suggestions compared. */
    public static int assertSameAdvice(Project project, Design design, Profile profile, String where) {
        List<Finding> expected = advise(project, design, profile);
        List<Finding> actual = Advisor.advise(project.model(), design, profile);
        String on = where + " (" + profile.name() + ")";
        assertEquals(expected.size(), actual.size(), on + ": number of findings");
        int suggestions = 0;
        for (int i = 0; i < expected.size(); i++) {
            Finding e = expected.get(i);
            Finding a = actual.get(i);
            String at = on + ", finding " + i + " " + e;
            assertEquals(e.ruleId(), a.ruleId(), at + ": rule");
            assertEquals(e.severity(), a.severity(), at + ": severity");
            assertEquals(e.design(), a.design(), at + ": design");
            assertEquals(e.subject(), a.subject(), at + ": subject");
            assertEquals(e.message(), a.message(), at + ": message");
            assertEquals(e.evidence(), a.evidence(), at + ": evidence");
            assertEquals(e.suggestion(), a.suggestion(), at + ": suggestion");
            assertEquals(e.effect().isPresent(), a.effect().isPresent(), at + ": effect present");
            if (e.effect().isPresent()) {
                suggestions++;
                Effect ee = e.effect().get();
                Effect ae = a.effect().get();
                assertEquals(ee.patterns(), ae.patterns(), at + ": patterns changed");
                assertEquals(ee.collections(), ae.collections(), at + ": collections changed");
                assertEquals(ee.before(), ae.before(), at + ": totals before");
                assertEquals(ee.after(), ae.after(), at + ": totals after");
            }
        }
        assertEquals(expected, actual, on);
        return suggestions;
    }

    /**
     * No suggestion whose estimated frequency-weighted workload costs more is offered, unless a rule that fixes a
     * problem names it a trade-off with figures (docs/advisor-rules.md "The whole workload"); returns how many such
     * trade-offs there were.
     */
    public static int assertNoHiddenCost(List<Finding> findings, String where) {
        int tradeOffs = 0;
        for (Finding f : findings) {
            if (f.effect().isEmpty()) continue;
            Effect e = f.effect().get();
            if (e.after().ruPerSecond() <= e.before().ruPerSecond() * (1 + WorkloadChange.TOLERANCE) + 1e-9) continue;
            tradeOffs++;
            assertTrue(f.severity() != Finding.Severity.INFO, where + ": an optimisation that costs more: " + f);
            assertTrue(f.message().contains("a trade-off for the whole workload: better: ") && f.message().contains("; worse: "),
                    where + ": " + f.message());
        }
        return tradeOffs;
    }
}
