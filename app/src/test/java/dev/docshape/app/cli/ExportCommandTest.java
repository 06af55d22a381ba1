package dev.docshape.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExportCommandTest {
    private static final String S2 = Examples.path("s2-post-comments.docshape");

    @Test
    void mongodbFormatWritesValidatorsAndScriptOnly(@TempDir Path dir) throws Exception {
        CliRun run = CliRun.ok("export", S2, "--design", "subset-bucket", "--out", dir.toString(), "--format", "mongodb");
        List<String> names = list(dir);
        assertTrue(names.contains("create-collections.js"), names.toString());
        assertTrue(names.stream().allMatch(n -> n.endsWith(".validator.json") || n.equals("create-collections.js")), names.toString());
        assertTrue(Files.readString(dir.resolve("create-collections.js")).contains("createIndex"));
    }

    @Test
    void allFormatsWriteSchemasTemplatesAndSamples(@TempDir Path dir) throws Exception {
        CliRun run = CliRun.ok("export", S2, "--design", "subset-bucket", "--out", dir.toString());
        List<String> names = list(dir);
        for (String suffix : new String[] {".schema.json", ".validator.json", ".template.json", ".ndjson"}) {
            assertTrue(names.stream().anyMatch(n -> n.endsWith(suffix)), suffix + " in " + names);
        }
        assertTrue(run.out().contains("documents)"), run.out());
    }

    /** One Cosmos DB indexing policy per container (docs/exports.md "Cosmos DB indexing policy"), and nothing else. */
    @Test
    void cosmosFormatWritesAnIndexingPolicyPerContainerOnly(@TempDir Path dir) throws Exception {
        CliRun run = CliRun.ok("export", S2, "--design", "subset-bucket", "--out", dir.toString(), "--format", "cosmos");
        List<String> names = list(dir);
        assertTrue(!names.isEmpty() && names.stream().allMatch(n -> n.endsWith(".indexing-policy.json")), names.toString());
        for (String name : names) {
            String policy = Files.readString(dir.resolve(name));
            assertTrue(policy.contains("\"compositeIndexes\"") && policy.contains("\"path\" : \"/*\""), policy);
            assertTrue(run.out().contains(name), run.out());
        }
    }

    @Test
    void unknownFormatIsAUsageErrorNamingTheAllowedParts(@TempDir Path dir) throws Exception {
        CliRun run = CliRun.refused("export", S2, "--out", dir.toString(), "--format", "jsonschema,xml");
        assertTrue(run.err().contains("--format: unknown part 'xml': use jsonschema, mongodb, samples, cosmos or all"), run.err());
        assertEquals(List.of(), list(dir), "nothing is written");
    }

    /** Several parts joined by commas write exactly their files (docs/exports.md "Parts"). */
    @Test
    void severalPartsWriteExactlyTheirFiles(@TempDir Path dir) throws Exception {
        CliRun run = CliRun.ok("export", S2, "--design", "subset-bucket", "--out", dir.toString(), "--format", "jsonschema,cosmos");
        List<String> names = list(dir);
        assertTrue(names.stream().anyMatch(n -> n.endsWith(".schema.json")), names.toString());
        assertTrue(names.stream().anyMatch(n -> n.endsWith(".indexing-policy.json")), names.toString());
        assertTrue(names.stream().allMatch(n -> n.endsWith(".schema.json") || n.endsWith(".indexing-policy.json")), names.toString());
        assertTrue(run.out().contains("(jsonschema,cosmos)"), run.out());
    }

    private static List<String> list(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
