package dev.docshape.storage.export;

import java.util.EnumSet;
import java.util.Set;

/** What an export writes. */
public enum ExportPart {
    /** {@code NAME.schema.json}: a JSON Schema (draft 2020-12) per collection. */
    JSON_SCHEMA,
    /** {@code NAME.validator.json} ({@code $jsonSchema}) per collection and {@code create-collections.js}. */
    MONGODB,
    /** {@code NAME.ndjson} (Extended JSON, for mongoimport) and {@code NAME.template.json} per collection. */
    SAMPLES,
    /**
     * {@code NAME.indexing-policy.json} per container: its Cosmos DB indexing policy with the composite indexes its
     * queries need (docs/exports.md "Cosmos DB indexing policy").
     */
    COSMOS_DB;

    public static Set<ExportPart> all() {
        return EnumSet.allOf(ExportPart.class);
    }
}
