package dev.docshape.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** Runs {@code dot -Tjson0 FILE} directly, reading its output as graphviz-java would: the ceiling. */
final class PlainDot {
    private PlainDot() {
    }

    static String json0(Path dotFile) throws IOException, InterruptedException {
        Process process = new ProcessBuilder("dot", "-Tjson0", dotFile.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out;
        try (InputStream in = process.getInputStream()) {
            out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        int status = process.waitFor();
        if (status != 0) throw new IOException("dot exited with status " + status);
        return out;
    }
}
