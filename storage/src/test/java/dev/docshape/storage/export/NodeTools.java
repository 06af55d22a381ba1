package dev.docshape.storage.export;

import dev.docshape.storage.file.RepositoryFiles;
import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * The npm toolchain of {@code tools/node} ({@code npm ci --prefix tools/node}): mongosh, ajv and
 * bson. A test that needs it skips itself when it is missing, unless {@code CI=true}, where a
 * missing tool is a failure. The one way the tests find and start these tools (mongosh, node with the modules).
 */
public final class NodeTools {
    /** Generous: mongosh starts in 2-5 s on an idle machine, far slower on a loaded one. */
    private static final long TIME_LIMIT_SECONDS = 300;

    private NodeTools() {
    }

    public static Path modules() {
        Path modules = RepositoryFiles.root().resolve("tools/node/node_modules");
        require(Files.isRegularFile(modules.resolve(".bin/mongosh")) && Files.isDirectory(modules.resolve("ajv"))
                && Files.isDirectory(modules.resolve("bson")), "tools/node is not installed (npm ci --prefix tools/node)");
        return modules;
    }

    public static Path mongosh() {
        return modules().resolve(".bin/mongosh");
    }

    /** A script of the tests' own, from {@code src/test/resources/node}. */
    static Path testScript(String name) {
        return Path.of("src/test/resources/node").resolve(name).toAbsolutePath();
    }

    private static void require(boolean present, String what) {
        if (present) return;
        if ("true".equals(System.getenv("CI"))) fail(what + ", and CI=true needs it");
        Assumptions.assumeTrue(false, what + ": skipped");
    }

    /** What a finished process wrote, and how it ended. */
    public record Run(int exitCode, String output) {
    }

    /** Runs a command with {@code NODE_PATH} set to the tools' modules, waiting for it to end (within the time limit). */
    public static Run run(List<String> command, Path workingDir) throws IOException, InterruptedException {
        return run(command, workingDir, Map.of());
    }

    public static Run run(List<String> command, Path workingDir, Map<String, String> environment) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command)).directory(workingDir.toFile()).redirectErrorStream(true);
        builder.environment().put("NODE_PATH", modules().toString());
        // mongosh keeps history and logs in the home folder: give it one of its own.
        Path home = Files.createDirectories(workingDir.resolve(".home"));
        builder.environment().put("HOME", home.toString());
        builder.environment().put("MONGOSH_SKIP_NODE_VERSION_CHECK", "1");
        builder.environment().putAll(environment);
        Process process = builder.start();
        process.getOutputStream().close();
        byte[] out = process.getInputStream().readAllBytes();
        if (!process.waitFor(TIME_LIMIT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail(String.join(" ", command) + " did not end within " + TIME_LIMIT_SECONDS + " s");
        }
        return new Run(process.exitValue(), new String(out, StandardCharsets.UTF_8));
    }
}
