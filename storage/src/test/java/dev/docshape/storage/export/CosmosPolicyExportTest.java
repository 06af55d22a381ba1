package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.docshape.model.Project;
import dev.docshape.storage.query.CoLocatedShopFirstLines;
import dev.docshape.storage.query.CosmosPolicySchema;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The export writes one Cosmos DB indexing policy per container (docs/exports.md "Cosmos DB indexing policy"):
 * co-located order lines live in the orders' container, so only the container gets a policy, and it holds the
 * composite index the folded read of an order with its first lines needs.
 */
class CosmosPolicyExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void eachContainerGetsAValidPolicyWithTheIndexesItsQueriesNeed(@TempDir Path dir) throws Exception {
        Project project = CoLocatedShopFirstLines.project();
        Exporter.Result result = Exporter.export(project, "co-located", SampleOptions.of(5, 0.0005), dir,
                EnumSet.of(ExportPart.COSMOS_DB), Progress.NONE);
        assertNull(result.script(), "only the Cosmos DB part was asked for");
        boolean typeThenId = false;
        for (var entry : result.collections().entrySet()) {
            Path file = entry.getValue().indexingPolicy();
            assertTrue(file.getFileName().toString().endsWith(".indexing-policy.json"), file.toString());
            assertNull(entry.getValue().validator());
            String text = Files.readString(file);
            assertEquals(List.of(), CosmosPolicySchema.policyProblems(text), entry.getKey() + ": " + text);
            JsonNode policy = JSON.readTree(text);
            typeThenId |= policy.get("compositeIndexes").toString()
                    .contains("[{\"path\":\"/type\",\"order\":\"ascending\"},{\"path\":\"/id\",\"order\":\"ascending\"}]");
        }
        assertTrue(typeThenId, "the orders' container holds the folded read's index: " + result.collections().keySet());
        try (var files = Files.list(dir)) {
            assertEquals(result.collections().size(), files.count(), "one policy per container, none for a co-located member");
        }
    }
}
