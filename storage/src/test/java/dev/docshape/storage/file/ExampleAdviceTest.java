package dev.docshape.storage.file;

import dev.docshape.model.Project;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.ReferenceAdvice;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.advice.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * On every design of every example file, under both profiles, the advisor gives exactly the
 * advice of its from-scratch reference (the model's {@link ReferenceAdvice}): the same findings in
 * the same order, with the same suggestions and estimated effects.
 */
class ExampleAdviceTest {

    @ParameterizedTest
    @MethodSource("dev.docshape.storage.file.RepositoryFiles#examples")
    void theAdvisorGivesItsReferenceAdvice(Path example) throws ProjectFileException {
        Project project = ProjectFiles.load(example);
        eachRun(project, example, (design, profile, where) -> ReferenceAdvice.assertSameAdvice(project, design, profile, where));
    }

    /**
     * Every suggestion the advisor offers on the examples either costs the whole workload no more, or comes from a rule
     * that fixes a problem and says so as a trade-off with figures (docs/advisor-rules.md "The whole workload").
     */
    @ParameterizedTest
    @MethodSource("dev.docshape.storage.file.RepositoryFiles#everyExample")
    void noSuggestionHidesThatItCostsMore(Path example) throws ProjectFileException {
        Project project = ProjectFiles.load(example);
        eachRun(project, example, (design, profile, where) -> ReferenceAdvice.assertNoHiddenCost(
                Advisor.advise(project.model(), design, profile), where + " (" + profile.name() + ")"));
    }

    /**
     * The pre-computed count's finding reads as English on every example: the children plural, the parent with its
     * article ("count the comments of an issue with a query each time", decision 0562).
     */
    @Test
    void aCountFindingNamesTheChildrenInThePluralAndTheParentWithItsArticle() throws ProjectFileException {
        List<String> messages = new ArrayList<>();
        for (Path example : RepositoryFiles.everyExample()) {
            Project project = ProjectFiles.load(example);
            eachRun(project, example, (design, profile, where) -> Advisor.advise(project.model(), design, profile).stream()
                    .filter(f -> f.ruleId().equals(Rules.PRECOMPUTED_COUNT)).forEach(f -> messages.add(where + ": " + f.message())));
        }
        assertTrue(messages.stream().anyMatch(m -> m.contains("count the comments of an issue with a query each time")), String.join("\n", messages));
        for (String m : messages) assertFalse(A_BEFORE_VOWEL.matcher(m).find(), m);
    }

    /** "a" before a word said with a vowel ("a issue", "a order"); "a user" is right. */
    private static final Pattern A_BEFORE_VOWEL = Pattern.compile("(?i)\\ba (?!u[sn]|one)[aeiou]");

    private interface Run {
        void check(Design design, Profile profile, String where);
    }

    /** Every design of the example under both profiles, as {@code docshape advise} runs them. */
    private static void eachRun(Project project, Path example, Run run) {
        for (Design design : project.designs()) {
            for (Profile profile : List.of(Profile.cosmos(), Profile.mongodb())) {
                run.check(design, profile, example.getFileName() + "/" + design.name());
            }
        }
    }
}
