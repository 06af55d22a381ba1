package dev.docshape.storage.migrate;

import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A migration into and out of a design with a feed per parent (decisions 0326, 0331) is planned: the feed is each user's
 * posts grouped by user in the feed's order and cut to what it keeps (MigrationRunTest runs it).
 */
class FeedPerParentMigrationTest {
    @Test
    void aFeedPerParentIsBuiltFromEachParentsLatestChildren() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-user-feed.docshape").toURI()));
        Migration into = Migration.plan(project, "referenced", "user-feed");
        assertEquals(List.of(), into.unsupported());
        String build = into.steps().stream().filter(s -> s.id().equals("build-PostFeedByUserId")).findFirst().orElseThrow().pipeline().toString();
        assertTrue(build.contains("{\"$group\":{\"_id\":\"$docshape_parent.p\",\"rows\":{\"$push\":\"$$ROOT\"}}}"), build);
        assertTrue(build.contains("{\"$slice\":[\"$rows\",10]}"), build);
        Migration out = Migration.plan(project, "user-feed", "referenced");
        assertEquals(List.of(), out.unsupported());
    }
}
