package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.docshape.storage.query.Identifiers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Many scripts run by one mongosh (decisions 0443, 0453: a start of mongosh costs more than most scripts it runs). Each
 * part is a file of its own, its code in a function scope of its own (two parts may declare the same names) with
 * {@code db} its own database, loaded in a {@code try}: a part that throws, or does not even parse, prints
 * {@code FAILED <part>: <error>} and the next one runs. Each part's printed lines are its own, so a test asserts only
 * its part and its failure names it.
 */
public final class MongoshScripts {
    private static final String BEGIN = "BEGIN ";
    private static final String DONE = "DONE ";
    private static final String FAILED = "FAILED ";
    /** What a part prints where a script it runs as a file called {@code quit(n)}: {@code QUIT n}. */
    public static final String QUIT = "QUIT ";

    private static final ObjectMapper JSON = new ObjectMapper();
    private final Path dir;
    private final Set<String> parts = new LinkedHashSet<>();
    private final StringBuilder main = new StringBuilder();
    private NodeTools.Run run;

    /** The parts' files go into {@code dir}. */
    public MongoshScripts(Path dir) {
        this.dir = dir;
    }

    /** Adds a part named {@code part}: {@code code} runs with {@code db} the database {@code database}. */
    public void add(String part, String database, String code) throws IOException {
        if (!parts.add(part)) throw new IllegalArgumentException("added twice: " + part);
        Path file = Files.writeString(dir.resolve("part" + parts.size() + ".js"),
                "(function (db) {\n" + code + "\n})(db.getSiblingDB(" + Identifiers.jsString(database) + "));\n");
        main.append(guarded(part, "load(" + Identifiers.jsString(file.toString()) + ");"));
    }

    /**
     * JavaScript that prints where {@code part} begins, runs {@code code} and prints that it is done, or, when it throws,
     * {@code FAILED <part>: <error>} and goes on (in Node, with {@code print} standing for {@code console.log}).
     */
    public static String guarded(String part, String code) {
        return "print(" + Identifiers.jsString(BEGIN + part) + ");\ntry {\n" + code + "\n  print(" + Identifiers.jsString(DONE + part)
                + ");\n} catch (e) {\n  print(" + Identifiers.jsString(FAILED + part + ": ") + " + e);\n}\n";
    }

    /**
     * JavaScript loading an export as a MongoDB user would: its script, then its NDJSON files read by mongosh's Extended
     * JSON parser ({@code load-ndjson.js}), each in a scope of its own.
     */
    public static String loading(Exporter.Result result) throws IOException {
        return asFile(Files.readString(result.script())) + "process.env.DOCSHAPE_IMPORT = "
                + Identifiers.jsString(importManifest(result).toString()) + ";\n"
                + asFile(Files.readString(NodeTools.testScript("load-ndjson.js")));
    }

    /**
     * JavaScript running {@code text} as mongosh runs a script file, inside a part: in a scope of its own (a second run
     * declares its names again), and a {@code quit(n)} ends that script only, printing {@code QUIT n}, so the part goes
     * on with what the next mongosh would have run (decision 0462).
     */
    public static String asFile(String text) {
        return "try {\n(function (quit) {\n" + text + "\n})(code => { const e = new Error('quit'); e.docshapeQuit = code ?? 0; throw e; });\n"
                + "} catch (e) {\n  if (!(e instanceof Error) || e.docshapeQuit === undefined) throw e;\n  print(" + Identifiers.jsString(QUIT)
                + " + e.docshapeQuit);\n}\n";
    }

    /** The list of NDJSON files and their collections {@code load-ndjson.js} reads, written beside the export. */
    private static Path importManifest(Exporter.Result result) throws IOException {
        ArrayNode imports = JSON.createArrayNode();
        result.collections().forEach((name, files) -> {
            if (files.ndjson() != null) imports.addObject().put("collection", name).put("file", files.ndjson().toString());
        });
        return Files.writeString(result.folder().resolve("import.json"), JSON.writeValueAsString(imports));
    }

    /** Runs every part, in the order added, in one mongosh connected to {@code uri}; it must end normally. */
    public void run(String uri) throws IOException, InterruptedException {
        Path script = Files.writeString(dir.resolve("parts.js"), main);
        run = NodeTools.run(List.of(NodeTools.mongosh().toString(), "--quiet", "--norc", uri, script.toString()), dir);
        assertEquals(0, run.exitCode(), () -> "mongosh: " + run.output());
    }

    /** The lines {@code part} printed; fails, naming the part and its error, when it threw or did not end. */
    public List<String> output(String part) {
        assertNotNull(run, "the scripts have not run");
        assertTrue(parts.contains(part), "not among the scripts: " + part);
        return outputOf(run, part);
    }

    /** The lines a {@link #guarded} part printed in {@code run}; fails, naming the part and its error, when it threw or did not end. */
    public static List<String> outputOf(NodeTools.Run run, String part) {
        List<String> lines = new ArrayList<>();
        boolean in = false;
        for (String line : run.output().split("\n")) {
            if (line.equals(BEGIN + part)) {
                in = true;
            } else if (in && line.startsWith(FAILED + part + ": ")) {
                fail(line + "\n" + String.join("\n", lines));
            } else if (in && line.equals(DONE + part)) {
                return lines;
            } else if (in) {
                lines.add(line);
            }
        }
        return fail(part + " did not end: " + run.output());
    }
}
