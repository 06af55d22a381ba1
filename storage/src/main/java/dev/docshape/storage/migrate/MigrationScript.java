package dev.docshape.storage.migrate;

import dev.docshape.storage.export.Exporter;
import dev.docshape.storage.export.ScriptText;

import java.time.Duration;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code mongosh} script of a {@link Migration}. Every step runs once: a step records itself
 * in the progress collection when it has completed, and a rerun after an interruption skips the
 * steps recorded and repeats the one that was cut off (each step first drops what it writes, so
 * repeating it gives the same result). Names reach the script only through {@link ScriptText}.
 */
public final class MigrationScript {
    private MigrationScript() {
    }

    /**
     * @param migration  the planned steps
     * @param throughput the rate the duration estimate assumes
     * @param setups     the target design's validators (set on each collection before it is built, so MongoDB checks
     *                   every document written) and indexes (made once it is in place), by collection name
     */
    public static String of(Migration migration, Throughput throughput, Map<String, Exporter.CollectionSetup> setups) {
        StringBuilder js = new StringBuilder();
        line(js, "// Migration of project '" + migration.projectName() + "' from design '" + migration.from() + "' to design '"
                + migration.to() + "', written by DocShape.");
        js.append("// Run against the database that follows design ").append(ScriptText.comment("'" + migration.from() + "'"))
                .append(":  mongosh \"mongodb://localhost/mydb\" migrate.js\n");
        if (!migration.supported()) {
            js.append("//\n// This migration cannot be done; nothing is changed:\n");
            for (String reason : migration.unsupported()) line(js, "//   - " + reason);
            js.append("\nprint(").append(ScriptText.string("DocShape: this migration cannot be done; nothing was changed:")).append(");\n");
            for (String reason : migration.unsupported()) js.append("print(").append(ScriptText.string("  - " + reason)).append(");\n");
            js.append("quit(2);\n");
            return js.toString();
        }
        long read = migration.documentsRead();
        long written = migration.documentsWritten();
        Duration duration = throughput.timeFor(read + written);
        line(js, String.format(Locale.ROOT, "// Estimated at the model's counts: %,d documents read, %,d documents written;", read, written));
        line(js, String.format(Locale.ROOT, "// about %s at %,.0f documents per second (%s).", words(duration),
                throughput.documentsPerSecond(), throughput.source()));
        line(js, "// Rebuilt: " + list(migration.rebuilt()) + ". Left as they are: " + list(migration.kept())
                + ". Dropped: " + list(migration.dropped()) + ".");
        js.append("// Resumable: each completed step is recorded in the collection ").append(ScriptText.comment(Staging.PROGRESS))
                .append("; after an interruption, run the script again.\n");
        js.append("// New collections are built beside the old ones and put in their place only when all are built.\n");
        js.append("// When it has finished, the progress collection says so; drop it to migrate this database again.\n\n");
        js.append("const progress = db.getCollection(").append(ScriptText.string(Staging.PROGRESS)).append(");\n");
        js.append("if (progress.findOne({ _id: \"finished\" })) {\n");
        js.append("  print(").append(ScriptText.string("DocShape: this database was already migrated to design '" + migration.to()
                + "' (drop " + Staging.PROGRESS + " to run it again)")).append(");\n  quit(0);\n}\n");
        js.append("""
                function step(id, title, work) {
                  if (progress.findOne({ _id: id })) {
                    print("done before: " + title);
                    return;
                  }
                  print(title);
                  work();
                  progress.replaceOne({ _id: id }, { _id: id, doneAt: new Date() }, { upsert: true });
                }
                function collectionExists(name) {
                  return db.getCollectionNames().includes(name);
                }
                function dropIfThere(name) {
                  if (collectionExists(name)) db.getCollection(name).drop();
                }
                """);
        int n = 0;
        for (Step s : migration.steps()) {
            n++;
            js.append("\n// ").append(n).append(". ").append(ScriptText.comment(s.title())).append('\n');
            js.append("step(").append(ScriptText.string(s.id())).append(", ").append(ScriptText.string(s.title())).append(", () => {\n");
            switch (s.action()) {
                case AGGREGATE -> {
                    js.append("  dropIfThere(").append(ScriptText.string(s.target())).append(");\n");
                    Exporter.CollectionSetup built = s.builds() == null ? null : setups.get(s.builds());
                    if (built != null) {
                        js.append("  db.createCollection(").append(ScriptText.string(s.target())).append(", { validator: ")
                                .append(ScriptText.json(built.validator())).append(", validationLevel: \"strict\", validationAction: \"error\" });\n");
                    }
                    js.append("  db.getCollection(").append(ScriptText.string(s.collection())).append(").aggregate(")
                            .append(ScriptText.json(s.pipeline())).append(").toArray();\n");
                    if (Staging.holdsLinks(s.target())) {
                        js.append("  db.getCollection(").append(ScriptText.string(s.target())).append(").createIndex({ p: 1 });\n");
                        js.append("  db.getCollection(").append(ScriptText.string(s.target())).append(").createIndex({ c: 1 });\n");
                    }
                }
                case REPLACE -> {
                    // Cut off after the rename and before its record: the built collection is gone and the new one in place.
                    js.append("  if (collectionExists(").append(ScriptText.string(s.collection())).append(")) {\n");
                    js.append("    db.getCollection(").append(ScriptText.string(s.collection())).append(").renameCollection(")
                            .append(ScriptText.string(s.target())).append(", true);\n  }\n");
                    Exporter.CollectionSetup placed = setups.get(s.target());
                    if (placed != null) for (String l : placed.createIndexes().split("\n")) if (!l.isBlank()) js.append("  ").append(l).append('\n');
                }
                case DROP -> js.append("  dropIfThere(").append(ScriptText.string(s.collection())).append(");\n");
            }
            js.append("});\n");
        }
        js.append("progress.replaceOne({ _id: \"finished\" }, { _id: \"finished\", to: ").append(ScriptText.string(migration.to()))
                .append(", doneAt: new Date() }, { upsert: true });\n");
        js.append("print(").append(ScriptText.string("DocShape: migrated to design '" + migration.to() + "'")).append(");\n");
        return js.toString();
    }

    /** A comment line: the text escaped so that it cannot end the comment. */
    private static void line(StringBuilder js, String comment) {
        js.append(ScriptText.comment(comment)).append('\n');
    }

    private static String list(java.util.List<String> names) {
        return names.isEmpty() ? "none" : String.join(", ", names);
    }

    /** A duration as people say it: "40 s", "12 min", "3 h 20 min". */
    public static String words(Duration d) {
        long seconds = Math.max(1, d.toSeconds());
        if (seconds < 90) return seconds + " s";
        long minutes = Math.round(seconds / 60.0);
        if (minutes < 120) return minutes + " min";
        return minutes / 60 + " h " + minutes % 60 + " min";
    }
}
