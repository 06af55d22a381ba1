package dev.docshape.storage.migrate;

import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** A migration into a design with a feed per parent (decision 0326) says it does not fill that feed, instead of filling it wrong. */
class FeedPerParentMigrationTest {
    @Test
    void aFeedPerParentIsNamedAsNotFilledByTheMigration() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-user-feed.docshape").toURI()));
        Migration into = Migration.plan(project, "referenced", "user-feed");
        assertTrue(into.unsupported().stream().anyMatch(u -> u.contains("keeps the latest 10 of each parent of relationship 'user-posts'")),
                into.unsupported().toString());
        Migration out = Migration.plan(project, "user-feed", "referenced");
        assertTrue(out.unsupported().stream().noneMatch(u -> u.contains("each parent")), out.unsupported().toString());
    }
}
