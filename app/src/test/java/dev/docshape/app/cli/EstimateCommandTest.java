package dev.docshape.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EstimateCommandTest {
    private static final String S1 = Examples.path("s1-person-contacts.docshape");

    @Test
    void tableShowsRoundTripsOfTheChosenDesign() {
        CliRun run = CliRun.ok("estimate", S1, "--design", "referenced");
        assertTrue(run.out().startsWith("Design 'referenced' under the mongodb profile"), run.out());
        String readRow = run.out().lines().filter(l -> l.startsWith("read person with addresses")).findFirst().orElseThrow();
        assertEquals("3", readRow.substring("read person with addresses and contact details".length()).trim().split("\\s+")[0]);
    }

    @Test
    void jsonHasTheDocumentedFields() throws Exception {
        CliRun run = CliRun.ok("estimate", S1, "--json", "--profile", "cosmos");
        JsonNode root = new ObjectMapper().readTree(run.out());
        JsonNode read = root.get("patterns").get(0);
        for (String field : new String[] {"name", "roundTrips", "roundTripsNaive", "depth", "docsRead", "bytesRead",
                "docsWritten", "bytesWritten", "ru"}) {
            assertTrue(read.has(field), "pattern lacks " + field);
        }
        assertEquals(1, read.get("roundTrips").asInt());
        JsonNode person = root.get("collections").get(0);
        assertEquals(2L * 1024 * 1024, person.get("limitBytes").asLong());
        assertTrue(person.has("avgBytes") && person.has("maxBytes"));
        assertTrue(root.get("findings").isArray());
    }

    @Test
    void mongodbShowsWhatMongodbCountsAndNoRequestUnits() throws Exception {
        CliRun text = CliRun.ok("estimate", S1, "--design", "referenced", "--profile", "mongodb");
        assertFalse(text.out().contains("RU"), text.out());
        assertTrue(text.out().lines().anyMatch(l -> l.startsWith("access pattern") && l.contains("index keys written")), text.out());
        assertTrue(text.out().contains(" index keys written"), text.out());

        CliRun json = CliRun.of("estimate", S1, "--design", "referenced", "--profile", "mongodb", "--json");
        JsonNode root = new ObjectMapper().readTree(json.out());
        for (JsonNode p : root.get("patterns")) {
            assertFalse(p.has("ru"), "request units are Cosmos DB's: " + p);
            assertTrue(p.has("indexKeysWritten"), p.toString());
        }
        assertFalse(root.get("totals").has("ruPerSecond"), root.get("totals").toString());

        CliRun cosmos = CliRun.of("estimate", S1, "--design", "referenced", "--profile", "cosmos");
        assertTrue(cosmos.out().lines().anyMatch(l -> l.startsWith("access pattern") && l.endsWith("RU")), cosmos.out());
    }

    @Test
    void aReadThatDoesNotGiveThePartitionKeyFansOut(@TempDir Path dir) throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        com.fasterxml.jackson.databind.node.ObjectNode project =
                (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(Files.readString(Path.of(Examples.path("s2-post-comments.docshape"))));
        com.fasterxml.jackson.databind.node.ObjectNode embedded = (com.fasterxml.jackson.databind.node.ObjectNode) project.get("designs").get(0);
        embedded.putObject("partitionKeys").put("post", "title");
        embedded.put("partitions", 8);
        Path file = Examples.written(dir, "partitioned.docshape", mapper.writeValueAsString(project));

        CliRun text = CliRun.ok("estimate", file.toString(), "--design", "embedded");
        String read = text.out().lines().filter(l -> l.startsWith("read post with recent comments")).findFirst().orElseThrow();
        assertTrue(read.endsWith("fan-out to 8 shards"), text.out());
        String add = text.out().lines().filter(l -> l.startsWith("add a comment")).findFirst().orElseThrow();
        assertTrue(add.endsWith("fan-out to 8 shards"), "a comment is pushed into its post by the post's id: " + text.out());

        CliRun json = CliRun.of("estimate", file.toString(), "--design", "embedded", "--profile", "cosmos", "--json");
        JsonNode patterns = mapper.readTree(json.out()).get("patterns");
        assertEquals(8, patterns.get(0).get("partitions").asInt(), patterns.toString());

        CliRun byId = CliRun.of("estimate", Examples.path("s2-post-comments.docshape"), "--design", "embedded", "--json");
        assertEquals(1, mapper.readTree(byId.out()).get("patterns").get(0).get("partitions").asInt());
        assertFalse(CliRun.of("estimate", Examples.path("s2-post-comments.docshape"), "--design", "embedded").out().contains("fan-out"));
    }

    @Test
    void unboundedCollectionHasNullMaximum() throws Exception {
        CliRun run = CliRun.ok("estimate", Examples.path("s2-post-comments.docshape"), "--design", "embedded", "--json");
        JsonNode posts = new ObjectMapper().readTree(run.out()).get("collections").get(0);
        assertTrue(posts.get("maxBytes").isNull(), posts.toString());
    }

    @Test
    void missingFileIsOneLineOnStderrWithStatus2() {
        CliRun run = CliRun.refused("estimate", "no-such-file.docshape");
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("docshape estimate: "), run.err());
        assertTrue(run.err().contains("no-such-file.docshape"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    @Test
    void corruptFileNamesTheProblemAndPlace(@TempDir Path dir) throws Exception {
        Path broken = Examples.written(dir, "broken.docshape", "{\"format\": \"docshape-project\", \"formatVersion\": 1, \"name\": ");
        CliRun run = CliRun.refused("estimate", broken.toString());
        assertTrue(run.err().contains("broken.docshape"), run.err());
        assertTrue(run.err().contains("line"), run.err());
        assertFalse(run.err().contains("\tat "), run.err());
    }

    @Test
    void unknownDesignListsTheDesigns() {
        CliRun run = CliRun.refused("estimate", S1, "--design", "nope");
        assertTrue(run.err().contains("no design 'nope'") && run.err().contains("embedded, referenced"), run.err());
    }

    @Test
    void unknownProfileIsAUsageError() {
        CliRun run = CliRun.refused("estimate", S1, "--profile", "oracle");
        assertTrue(run.err().contains("--profile"), run.err());
        assertTrue(run.err().contains("Try 'docshape estimate --help'"), run.err());
    }
}
