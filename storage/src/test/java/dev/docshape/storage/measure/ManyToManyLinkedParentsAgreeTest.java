package dev.docshape.storage.measure;

import dev.docshape.storage.testing.ValidatorProblems;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.sample.SampleOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * 600 issues watched by 1 to 500 of 600 users (250 on average), their ids or copies of their names in the issue, the
 * issues' ids in the user too or not: "a user's watched issues" reads the issues that link the user, and an issue with
 * k watchers links k users, so the issues read hold a third more watchers than the average issue. The estimate sizes
 * them so (decision 0558) and agrees with {@code measure} within 3 % under both profiles; before, a third too small.
 */
class ManyToManyLinkedParentsAgreeTest {
    @TempDir
    Path dir;

    @Test
    void aUsersWatchedIssuesAreSizedAsTheFullerIssuesThatLinkTheUser() throws Exception {
        Project project = WorkloadReads.load("many-watchers");
        assertEquals(List.of(), ValidatorProblems.besidesDefaults(project));
        AgreementRuns.Runs run = AgreementRuns.everyProfile(project, dir, List.of(Profile.mongodb(), Profile.cosmos()),
                SampleOptions.of(1, 1), (design, measured) -> { });
        for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
            for (var design : run.of(profile).entrySet()) {
                for (String pattern : List.of("watched-issues", "issue-watchers")) {
                    PatternMeasure m = design.getValue().get(pattern);
                    assertEquals(m.estBytesRead(), m.bytesRead(), 0.03 * m.estBytesRead(), design.getKey() + " / " + profile.name() + ": " + m);
                }
                PatternMeasure watched = design.getValue().get("watched-issues");
                PatternMeasure issue = design.getValue().get("issue");
                // the issues read hold more watchers than the one read by its id, whose size is the average issue's
                assertTrue(watched.estBytesRead() / (watched.estDocsRead() - 1) > 1.2 * issue.estBytesRead(), watched + "; " + issue);
            }
        }
    }
}
