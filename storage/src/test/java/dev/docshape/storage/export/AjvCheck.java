package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Exported documents checked against the exported JSON Schemas by ajv ({@code validate-ndjson.js}), in {@code dir}. */
final class AjvCheck {
    private static final ObjectMapper JSON = new ObjectMapper();

    private AjvCheck() {
    }

    /** Every collection's sample documents against its schema. */
    static NodeTools.Run samples(Exporter.Result result, Path dir) throws Exception {
        ArrayNode manifest = JSON.createArrayNode();
        for (var files : result.collections().values()) {
            manifest.addObject().put("schema", files.schema().toString()).putArray("documents").add(files.ndjson().toString());
        }
        return run(manifest, dir.resolve("samples.ajv.json"), dir);
    }

    /** One document against {@code schema}. */
    static NodeTools.Run document(Path schema, JsonNode document, Path dir) throws Exception {
        Path file = Files.writeString(Files.createTempFile(dir, "document", ".ndjson"), JSON.writeValueAsString(document) + "\n");
        ArrayNode manifest = JSON.createArrayNode();
        manifest.addObject().put("schema", schema.toString()).putArray("documents").add(file.toString());
        return run(manifest, Files.createTempFile(dir, "document", ".ajv.json"), dir);
    }

    private static NodeTools.Run run(ArrayNode manifest, Path file, Path dir) throws Exception {
        Files.writeString(file, JSON.writeValueAsString(manifest));
        return NodeTools.run(List.of("node", NodeTools.testScript("validate-ndjson.js").toString(), file.toString()), dir);
    }
}
