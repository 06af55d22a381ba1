package dev.docshape.storage.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The JSON Schema of a Cosmos DB indexing policy written from Microsoft's documentation
 * ({@code /cosmos/indexing-policy.schema.json}), and of one of its composite indexes, checked with the
 * JSON-schema validator the storage tests use.
 */
public final class CosmosPolicySchema {
    private static final SchemaRegistry SCHEMAS = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private static final JsonNode POLICY = load();

    private CosmosPolicySchema() {
    }

    /** The problems the validator finds in {@code json}, a whole indexing policy; empty when it is valid. */
    public static List<String> policyProblems(String json) {
        return problems(POLICY, json);
    }

    /** The problems the validator finds in {@code json}, one entry of {@code compositeIndexes}. */
    public static List<String> compositeIndexProblems(String json) {
        JsonNode entry = POLICY.get("$defs").get("compositeIndex").deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) entry).put("$schema", POLICY.get("$schema").asText());
        return problems(entry, json);
    }

    private static List<String> problems(JsonNode schemaNode, String json) {
        Schema schema = SCHEMAS.getSchema(schemaNode.toString(), InputFormat.JSON);
        return schema.validate(json, InputFormat.JSON).stream().map(Object::toString).toList();
    }

    private static JsonNode load() {
        try (InputStream in = CosmosPolicySchema.class.getResourceAsStream("/cosmos/indexing-policy.schema.json")) {
            return new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
