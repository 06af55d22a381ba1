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
        CliRun list = CliRun.of("preview", S2, "--design", "subset-bucket");
        assertEquals(0, list.status(), list.err());
        String bucketName = list.out().lines().filter(l -> l.startsWith("// ") && l.contains("ucket"))
                .findFirst().orElseThrow().substring(3);
        CliRun run = CliRun.of("preview", S2, "--design", "subset-bucket", "--collection", bucketName);
        assertEquals(0, run.status(), run.err());
        JsonNode bucket = new ObjectMapper().readTree(run.out());
        assertTrue(bucket.has("postId"), run.out());
        assertTrue(bucket.get("comments").isArray(), run.out());
    }

    @Test
    void embeddedDesignNestsCommentsInThePost() throws Exception {
        CliRun run = CliRun.of("preview", S2, "--design", "embedded");
        assertEquals(0, run.status(), run.err());
        String firstDocument = run.out().substring(run.out().indexOf('{'));
        JsonNode post = new ObjectMapper().readTree(firstDocument);
        assertTrue(post.get("comments").isArray() && post.get("comments").size() > 0, run.out());
    }

    @Test
    void unknownCollectionListsTheCollections() {
        CliRun run = CliRun.of("preview", S2, "--collection", "nope");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("no collection 'nope'"), run.err());
    }
}
