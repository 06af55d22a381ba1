package dev.docshape.storage.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each user keeping copies of the users it follows (social network, design {@code co-located}): the Cosmos DB SQL of
 * renaming and deleting a user patches or deletes the user's item by its id, then patches every item holding a copy of
 * it, in the one container, and says what a transactional batch can keep together there (decision 0508).
 */
class CosmosSelfCopiesTemplatesTest {

    private static String sql() throws Exception {
        Project network = ProjectFiles.load(Path.of(CosmosSelfCopiesTemplatesTest.class
                .getResource("/workloads/unseen/social-network.docshape").toURI()));
        List<AccessPattern> writes = network.model().patterns().stream().filter(p -> p.id().equals("rename")).toList();
        DataModel model = network.model().withPatterns(List.of(writes.get(0),
                new WritePattern("leave", "delete a user", 1, WriteKind.DELETE, "user", null, List.of(), List.of())));
        Design design = network.design("co-located").orElseThrow();
        var estimate = Estimator.estimate(model, design, Profile.cosmos());
        return QueryLanguage.COSMOS_SQL.render("social network", QueryTemplates.of(model, design, Projector.project(model, design), estimate));
    }

    @Test
    void theUsersItemByIdThenEveryItemHoldingACopyOfIt() throws Exception {
        String sql = sql();
        assertTrue(sql.contains("""
                -- 1. update User [container "User"]
                -- PatchItem on each item of: SELECT * FROM c WHERE c["id"] = @id AND c["type"] = "User"
                --   operations: [{"op": "set", "path": "/handle", "value": @setHandle}, {"op": "set", "path": "/avatarUrl", "value": @setAvatarUrl}]
                -- 2. update User copies [container "User", cross-partition: fans out to 8 partitions]
                -- PatchItem on each item of: SELECT * FROM c WHERE EXISTS(SELECT VALUE x0 FROM x0 IN c["following"] WHERE x0["id"] = @id) AND c["type"] = "User"
                --   operations: [{"op": "set", "path": "/following/{e0}/handle", "value": @setHandle}]
                """), "rename: the user's own handle and avatar, then the followers' copies:\n" + sql);
        assertTrue(sql.contains("""
                -- 1. remove User [container "User"]
                -- DeleteItem on each item of: SELECT c["id"] FROM c WHERE c["id"] = @id AND c["type"] = "User"
                -- 2. remove User copies [container "User", cross-partition: fans out to 8 partitions]
                """), "delete: the user's item, then its copies:\n" + sql);
        assertTrue(sql.contains("[{\"op\": \"incr\", \"path\": \"/countOfFollowing\", \"value\": -1}, {\"op\": \"remove\", \"path\": \"/following/{i}\"}]"),
                "each follower's copy removed and its count of users followed decremented:\n" + sql);
        assertTrue(sql.contains("-- Several requests write one container: a transactional batch covers them only where they share one partition key."),
                sql);
    }
}
