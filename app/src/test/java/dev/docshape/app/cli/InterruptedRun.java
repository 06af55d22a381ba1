package dev.docshape.app.cli;

import java.io.BufferedReader;
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
        Process child = ChildCli.start(args);
        StringBuilder stderr = new StringBuilder();
        try (BufferedReader err = ChildCli.errors(child)) {
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
