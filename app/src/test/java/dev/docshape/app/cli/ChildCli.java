package dev.docshape.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code docshape ARGS} in a child JVM with this test's class path, for tests that need a second
 * process (a concurrent writer, a signal): its output is discarded, its error stream read by line.
 */
final class ChildCli {
    private ChildCli() {
    }

    static Process start(String... args) throws IOException {
        return start(java.util.Map.of(), args);
    }

    /** As {@link #start(String...)}, with {@code environment} set for the child (a variable set to null is removed). */
    static Process start(java.util.Map<String, String> environment, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "dev.docshape.app.Launcher"));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        environment.forEach((name, value) -> {
            if (value == null) builder.environment().remove(name);
            else builder.environment().put(name, value);
        });
        return builder.start();
    }

    static BufferedReader errors(Process child) {
        return new BufferedReader(new InputStreamReader(child.getErrorStream(), StandardCharsets.UTF_8));
    }
}
