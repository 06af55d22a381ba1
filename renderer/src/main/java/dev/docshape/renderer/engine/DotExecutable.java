package dev.docshape.renderer.engine;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** Finds an installed Graphviz {@code dot} on the PATH and asks it for its version. */
public final class DotExecutable {

    private static final String[] NAMES = {"dot", "dot.exe"};

    private DotExecutable() {
    }

    /** The {@code dot} program on the PATH, when there is one that answers {@code dot -V}. */
    public static Optional<Installed> find() {
        String path = System.getenv("PATH");
        if (path == null) return Optional.empty();
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isBlank()) continue;
            for (String name : NAMES) {
                Path candidate = Path.of(dir, name);
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                    Optional<String> version = version(candidate);
                    if (version.isPresent()) return Optional.of(new Installed(candidate, version.get()));
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<String> version(Path dot) {
        try {
            Process process = new ProcessBuilder(dot.toString(), "-V").redirectErrorStream(true).start();
            String text;
            try (InputStream in = process.getInputStream()) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
            }
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return Optional.empty();
            }
            if (process.exitValue() != 0) return Optional.empty();
            // "dot - graphviz version 2.43.0 (0)"
            int at = text.indexOf("graphviz version");
            return Optional.of(at >= 0 ? text.substring(at).replaceAll("\\s*\\(\\d+\\)\\s*$", "") : text);
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /**
     * An installed {@code dot}.
     *
     * @param path    the program
     * @param version what {@code dot -V} says, e.g. {@code graphviz version 2.43.0}
     */
    public record Installed(Path path, String version) {
    }
}
