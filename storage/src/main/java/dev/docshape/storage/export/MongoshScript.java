package dev.docshape.storage.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.storage.store.CollectionSpec;
import dev.docshape.storage.store.IndexedPath;

import java.util.List;
import java.util.Map;

/**
 * A {@code mongosh} script that creates the collections with their validators (or updates the
 * validator of a collection that exists) and the indexes references are followed by. Collection
 * names and paths are written as JSON strings, so no name can break out of the script.
 */
public final class MongoshScript {

    private static final ObjectMapper JSON = new ObjectMapper();

    private MongoshScript() {
    }

    /**
     * @param validators  collection name to its {@code {"$jsonSchema": ...}} validator, in order
     * @param layout      the collections with their indexed paths
     * @param ndjsonFiles collection name to its NDJSON file name, for the import commands shown
     */
    public static String script(String title, Map<String, ObjectNode> validators, List<CollectionSpec> layout, Map<String, String> ndjsonFiles) {
        StringBuilder js = new StringBuilder();
        js.append("// ").append(title.replaceAll("[\\r\\n]", " ")).append(" - collections, validators and indexes, written by DocShape.\n");
        js.append("// Run against a database:  mongosh \"mongodb://localhost/mydb\" create-collections.js\n");
        if (!ndjsonFiles.isEmpty()) js.append("// Then load the sample data:\n");
        ndjsonFiles.forEach((collection, file) -> js.append("//   mongoimport --uri \"mongodb://localhost/mydb\" --collection ")
                .append(shellQuote(collection)).append(" --file ").append(shellQuote(file)).append('\n'));
        js.append("\nconst existing = db.getCollectionNames();\n");
        for (CollectionSpec spec : layout) {
            String name = string(spec.name());
            ObjectNode validator = validators.get(spec.name());
            js.append("\nif (existing.includes(").append(name).append(")) {\n");
            js.append("  db.runCommand({ collMod: ").append(name).append(", validator: ").append(json(validator))
                    .append(", validationLevel: \"strict\", validationAction: \"error\" });\n");
            js.append("} else {\n");
            js.append("  db.createCollection(").append(name).append(", { validator: ").append(json(validator))
                    .append(", validationLevel: \"strict\", validationAction: \"error\" });\n");
            js.append("}\n");
            for (IndexedPath path : spec.indexes()) {
                js.append("db.getCollection(").append(name).append(").createIndex({ ").append(string(path.mongoPath())).append(": 1 });\n");
            }
        }
        return js.toString();
    }

    private static String string(String text) {
        try {
            // JSON string escaping, plus the characters that end a script line in JavaScript.
            return JSON.writeValueAsString(text).replace("\u2028", "\\u2028").replace("\u2029", "\\u2029");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String json(ObjectNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String shellQuote(String text) {
        return "'" + text.replace("'", "'\\''").replaceAll("[\\r\\n]", " ") + "'";
    }
}
