package dev.docshape.app.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs {@code docshape ARGS...} in a process of its own and sends it SIGTERM (the same shutdown
 * path as Ctrl+C) at the first line of stderr that {@code when} accepts; returns all it wrote on stderr.
 */
final class InterruptedRun {
    private InterruptedRun() {
    }

    static String of(Predicate<String> when, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "dev.docshape.app.Launcher"));
        command.addAll(List.of(args));
        Process child = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        StringBuilder stderr = new StringBuilder();
        try (BufferedReader err = new BufferedReader(new InputStreamReader(child.getErrorStream(), StandardCharsets.UTF_8))) {
            String line;
            boolean signalled = false;
            while ((line = err.readLine()) != null) {
                stderr.append(line).append('\n');
                if (!signalled && when.test(line)) signalled = child.toHandle().destroy();
            }
        }
        assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the interrupted process ends");
        return stderr.toString();
    }
}
