package dev.docshape.storage.export;

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
