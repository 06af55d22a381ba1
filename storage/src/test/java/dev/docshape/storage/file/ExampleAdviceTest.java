package dev.docshape.storage.file;

import dev.docshape.model.Project;
import dev.docshape.model.advice.ReferenceAdvice;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;

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
        for (Design design : project.designs()) {
            for (Profile profile : List.of(Profile.cosmos(), Profile.mongodb())) {
                ReferenceAdvice.assertSameAdvice(project, design, profile, example.getFileName() + "/" + design.name());
            }
        }
    }
}
