package dev.docshape.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class QueriesAndCodegenCommandTest {
    private static final String S2 = Examples.path("s2-post-comments.docshape");
    private static final String S5 = Examples.path("s5-authors-books-join.docshape");

    @Test
    void queriesPrintOneCallPerRoundTripOfThePattern() {
        CliRun run = CliRun.ok("queries", S5, "--design", "joining-documents", "--pattern", "read-author-with-books");
        assertTrue(run.out().contains("(3 round trips)"), run.out());
        assertTrue(run.out().contains("db.getCollection(\"authorBooks\").find({ \"authorId\": { \"$in\": collect(step1, [\"_id\"]) } })"), run.out());
        assertTrue(run.out().contains("\"$lookup\""), "the $lookup alternative: " + run.out());
    }

    @Test
    void subsetAndBucketWritesArePushWithSliceAndAnUpsert() {
        CliRun run = CliRun.ok("queries", S2, "--design", "subset-bucket", "--pattern", "add-comment", "--lang", "node");
        assertTrue(run.out().contains("\"$slice\": -3"), run.out());
        assertTrue(run.out().contains("upsert: true"), run.out());
        assertTrue(run.out().contains("withTransaction"), run.out());
    }

    @Test
    void cosmosSqlUsesPointReadsAndQuotedProperties() {
        CliRun run = CliRun.ok("queries", S5, "--design", "joining-documents", "--lang", "cosmos-sql");
        assertTrue(run.out().contains("point read"), run.out());
        assertTrue(run.out().contains("ARRAY_CONTAINS(@step1_id, c[\"authorId\"])"), run.out());
    }

    @Test
    void unknownLanguageOrPatternIsAUsageError() {
        CliRun lang = CliRun.refused("queries", S2, "--lang", "cobol");
        assertTrue(lang.err().contains("cobol"), lang.err());
        assertFalse(lang.err().contains("Exception"), lang.err());
        CliRun pattern = CliRun.refused("queries", S2, "--pattern", "nope");
        assertTrue(pattern.err().contains("read-post"), "names the patterns there are: " + pattern.err());
    }

    @Test
    void codegenWritesOneFilePerCollection(@TempDir Path dir) throws Exception {
        CliRun run = CliRun.ok("codegen", S2, "--design", "subset-bucket", "--lang", "java", "--out", dir.toString());
        assertTrue(Files.readString(dir.resolve("Post.java")).contains("@BsonId"));
        assertTrue(Files.exists(dir.resolve("PostCommentBuckets.java")));
        CliRun bad = CliRun.refused("codegen", S2, "--lang", "cobol", "--out", dir.toString());
        assertTrue(bad.err().contains("mongoose, typescript, java or pydantic"), bad.err());
    }
}
