package dev.docshape.storage.counting;

import dev.docshape.model.Project;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.advice.Rules;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The IoT fleet's N + 1 findings give their requests as a person reads them: "makes 27.7 requests", not
 * "27.666666666666668" (decision 0541).
 */
class IotFleetAdviceTest {
    @Test
    void theRequestsOfAnNPlusOneAreWrittenWithOneDecimalAtMost() throws Exception {
        Project project = ProjectFiles.load(RepositoryFiles.example("workloads").resolve("iot-fleet" + ProjectFiles.EXTENSION));
        List<Finding> nPlusOne = Advisor.advise(project.model(), project.design("imported").orElseThrow(), Profile.mongodb()).stream()
                .filter(f -> f.ruleId().equals(Rules.N_PLUS_ONE)).toList();
        assertFalse(nPlusOne.isEmpty(), "a site's 20 latest tickets follow two references from each ticket");
        for (Finding f : nPlusOne) {
            assertTrue(f.message().matches(".* makes [0-9]+(\\.[0-9])? requests when it follows references one document at a time.*"), f.message());
        }
    }
}
