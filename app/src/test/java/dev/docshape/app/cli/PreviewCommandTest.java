package dev.docshape.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PreviewCommandTest {
    private static final String S2 = Examples.path("s2-post-comments.docshape");

    @Test
    void oneCollectionPrintsOneJsonDocument() throws Exception {
        CliRun list = CliRun.ok("preview", S2, "--design", "subset-bucket");
        String bucketName = list.out().lines().filter(l -> l.startsWith("// ") && l.contains("ucket"))
                .findFirst().orElseThrow().substring(3);
        CliRun run = CliRun.ok("preview", S2, "--design", "subset-bucket", "--collection", bucketName);
        JsonNode bucket = new ObjectMapper().readTree(run.out());
        assertTrue(bucket.has("postId"), run.out());
        assertTrue(bucket.get("comments").isArray(), run.out());
    }

    @Test
    void embeddedDesignNestsCommentsInThePost() throws Exception {
        CliRun run = CliRun.ok("preview", S2, "--design", "embedded");
        String firstDocument = run.out().substring(run.out().indexOf('{'));
        JsonNode post = new ObjectMapper().readTree(firstDocument);
        assertTrue(post.get("comments").isArray() && post.get("comments").size() > 0, run.out());
    }

    @Test
    void unknownCollectionListsTheCollections() {
        CliRun run = CliRun.refused("preview", S2, "--collection", "nope");
        assertTrue(run.err().contains("no collection 'nope'"), run.err());
    }
}
