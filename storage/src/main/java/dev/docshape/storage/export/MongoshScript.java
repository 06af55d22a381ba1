package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.validate.MongoNames;

import java.util.List;
import java.util.Map;

/**
 * A {@code mongosh} script that creates the collections with their validators (or updates the
 * validator of a collection that exists) and their indexes. Every name reaches the script through
 * {@link ScriptText}: as an escaped string literal, or escaped inside a comment, so no name can end
 * a comment or a literal and run as code. A collection whose name MongoDB refuses is left out, with
 * the reason printed when the script runs.
 */
final class MongoshScript {

    /**
     * One collection of the script.
     *
     * @param shardKey the design's shard key field of the collection ({@code _id} for the id); null when it has none
     */
    record Collection(String name, ObjectNode validator, List<ScriptIndexes.Index> indexes, String shardKey) {
    }

    private MongoshScript() {
    }

    /**
     * @param title       what the script is for (project and design), shown in its first comment
     * @param collections the collections in order
     * @param ndjsonFiles collection name to its NDJSON file name, for the import commands shown
     */
    static String script(String title, List<Collection> collections, Map<String, String> ndjsonFiles) {
        StringBuilder js = new StringBuilder();
        js.append("// ").append(ScriptText.comment(title)).append(" - collections, validators and indexes, written by DocShape.\n");
        js.append("// Run against a database:  mongosh \"mongodb://localhost/mydb\" create-collections.js\n");
        if (!ndjsonFiles.isEmpty()) js.append("// Then load the sample data (relaxed Extended JSON):\n");
        ndjsonFiles.forEach((collection, file) -> js.append("//   mongoimport --uri \"mongodb://localhost/mydb\" --collection ")
                .append(ScriptText.comment(shellQuote(collection))).append(" --file ").append(ScriptText.comment(shellQuote(file))).append('\n'));
        js.append("\nconst existing = db.getCollectionNames();\n");
        for (Collection c : collections) {
            String name = ScriptText.string(c.name());
            String refused = MongoNames.collectionRule(c.name()).orElse(null);
            if (refused != null) {
                js.append("\nprint(").append(ScriptText.string("skipped collection '" + c.name() + "': " + refused
                        + "; rename it, e.g. '" + MongoNames.safeCollectionName(c.name()) + "'")).append(");\n");
                continue;
            }
            String validator = ScriptText.json(c.validator());
            js.append("\nif (existing.includes(").append(name).append(")) {\n");
            js.append("  db.runCommand({ collMod: ").append(name).append(", validator: ").append(validator)
                    .append(", validationLevel: \"strict\", validationAction: \"error\" });\n");
            js.append("} else {\n");
            js.append("  db.createCollection(").append(name).append(", { validator: ").append(validator)
                    .append(", validationLevel: \"strict\", validationAction: \"error\" });\n");
            js.append("}\n");
            js.append(indexLines(c.name(), c.indexes()));
            if (c.shardKey() != null) {
                // docs/counting-rules.md "Partitions": the key the estimate routed requests by
                js.append("// On a sharded cluster, shard it by the design's key (hashed: equality filters on it reach one shard):\n");
                js.append("// sh.shardCollection(db.getName() + \".\" + ").append(ScriptText.comment(name)).append(", { ")
                        .append(ScriptText.comment(ScriptText.string(c.shardKey()))).append(": \"hashed\" });\n");
            }
        }
        return js.toString();
    }

    /** The {@code createIndex} commands of a collection, one line each. */
    static String indexLines(String collection, List<ScriptIndexes.Index> indexes) {
        StringBuilder js = new StringBuilder();
        String name = ScriptText.string(collection);
        for (ScriptIndexes.Index index : indexes) {
            js.append("db.getCollection(").append(name).append(").createIndex({ ").append(ScriptText.string(index.path())).append(": 1");
            if (index.then() != null) js.append(", ").append(ScriptText.string(index.then())).append(": 1");
            js.append(" }");
            if (index.unique()) js.append(index.sparse() ? ", { unique: true, sparse: true }" : ", { unique: true }");
            js.append(");\n");
        }
        return js.toString();
    }

    /** A POSIX shell word: single-quoted, a quote inside written as {@code '\''}. */
    private static String shellQuote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
