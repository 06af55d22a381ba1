package dev.docshape.app.cli.fuzz;

import dev.docshape.app.cli.fuzz.HostileProjects.HostileCase;
import dev.docshape.app.cli.fuzz.HostileProjects.Kind;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every command of the command line on hostile project files (issue 16): each run ends with a
 * result, findings, or one clear line and exit status 2; never a stack trace, a hang, an escaping
 * error (out of memory, stack overflow) or raw control characters on the terminal. The files are
 * generated from a fixed seed ({@code -Ddocshape.fuzz.seed=N} picks another); the counts go to
 * {@code target/fuzz-report.txt}. {@code -Ddocshape.fuzz.isolate=true} runs every case in a child JVM.
 */
class HostileFilesFuzzTest {
    private static final long SEED = Long.getLong("docshape.fuzz.seed", 16L);
    private static final boolean ISOLATE_ALL = Boolean.getBoolean("docshape.fuzz.isolate");
    private static final Duration LIMIT = Duration.ofSeconds(Long.getLong("docshape.fuzz.seconds", 90L));
    /** {@code -Ddocshape.fuzz.commands=validate,estimate} runs only those commands. */
    private static final List<String> COMMANDS = List.of(System.getProperty("docshape.fuzz.commands",
            "validate,estimate,preview,render,sample,measure,export").split(","));
    private static final Map<CliOutcome, Integer> COUNTS = new EnumMap<>(CliOutcome.class);
    private static final List<String> FAILURES = new ArrayList<>();

    @TempDir
    static Path dir;

    @TestFactory
    Stream<DynamicTest> everyCommandOnEveryHostileFile() throws IOException {
        List<Path> examples;
        try (Stream<Path> files = Files.list(examplesFolder())) {
            examples = files.filter(p -> p.toString().endsWith(".docshape")).sorted().toList();
        }
        List<HostileCase> cases = new ArrayList<>(new HostileProjects(SEED, dir, examples).all());
        cases.addAll(NotAFile.create(dir));
        CliRunner runner = new CliRunner(LIMIT, dir);
        return cases.stream().flatMap(c -> commandsFor(c).stream().filter(args -> COMMANDS.contains(args[0])).map(args ->
                DynamicTest.dynamicTest(args[0] + " " + c.name(), () -> {
                    CliRunner.Result result = runner.run(ISOLATE_ALL || c.isolated(), args);
                    record(args[0] + " " + c.name(), result);
                    assertTrue(result.outcome().acceptable(), result.describe());
                })));
    }

    /** What a user would run on the file; the folders and store are the case's own. */
    private static List<String[]> commandsFor(HostileCase c) {
        String file = c.file().toString();
        Path own = dir.resolve("out-" + c.name());
        String store = own.resolve("store.db").toString();
        List<String[]> runs = new ArrayList<>();
        runs.add(new String[] {"validate", file});
        runs.add(new String[] {"estimate", file});
        if (c.kind() == Kind.NOT_A_FILE) return runs;
        runs.add(new String[] {"preview", file});
        runs.add(new String[] {"render", file, "--view", "document", "--out", own.resolve("d.dot").toString()});
        runs.add(new String[] {"sample", file, "--store", store});
        runs.add(new String[] {"measure", file, "--store", store, "--samples", "2"});
        runs.add(new String[] {"export", file, "--out", own.resolve("export").toString()});
        return runs;
    }

    private static synchronized void record(String run, CliRunner.Result result) {
        COUNTS.merge(result.outcome(), 1, Integer::sum);
        try {
            Path target = Path.of("target");
            if (Files.isDirectory(target)) {
                Files.writeString(target.resolve("fuzz-runs.txt"), result.outcome() + " " + result.millis() + " ms " + run + "\n",
                        java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        if (!result.outcome().acceptable()) FAILURES.add(run + ": " + result.describe());
    }

    @AfterAll
    static void report() throws IOException {
        int runs = COUNTS.values().stream().mapToInt(Integer::intValue).sum();
        StringBuilder text = new StringBuilder("hostile files, seed " + SEED + ": " + runs + " runs " + COUNTS + "\n");
        FAILURES.forEach(f -> text.append(f).append('\n'));
        Path target = Path.of("target");
        if (Files.isDirectory(target)) Files.writeString(target.resolve("fuzz-report.txt"), text);
        System.out.println(text);
    }

    private static Path examplesFolder() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("examples"))) return p.resolve("examples");
        }
        throw new IllegalStateException("no examples folder above " + here);
    }
}
