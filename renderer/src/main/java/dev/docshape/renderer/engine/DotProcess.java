package dev.docshape.renderer.engine;

import dev.docshape.renderer.RenderException;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs the native {@code dot} with the DOT text on its standard input and the result read from
 * its standard output: no shell, no temporary files (graphviz-java's command-line engine leaves a
 * folder with two files in the temp directory for every call).
 */
final class DotProcess {
    private static final long TIMEOUT_SECONDS = 300;
    private static final ExecutorService PIPES = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "docshape-dot-pipe");
        thread.setDaemon(true);
        return thread;
    });

    private final Path executable;

    DotProcess(Path executable) {
        this.executable = executable;
    }

    /** {@code dot -T<format> [options]} on {@code dotText}; throws a {@link RenderException} with dot's message. */
    byte[] run(String dotText, String format, String... options) {
        List<String> command = new ArrayList<>(List.of(executable.toString(), "-T" + format));
        command.addAll(List.of(options));
        Process process;
        try {
            process = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new RenderException("cannot start " + executable + ": " + e.getMessage(), e);
        }
        CompletableFuture<byte[]> errors = CompletableFuture.supplyAsync(() -> readAll(process.getErrorStream()), PIPES);
        CompletableFuture<byte[]> output = CompletableFuture.supplyAsync(() -> readAll(process.getInputStream()), PIPES);
        try {
            try (OutputStream in = process.getOutputStream()) {
                in.write(dotText.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                // dot stopped reading (a syntax error): its message on stderr says why
            }
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new RenderException("dot took longer than " + TIMEOUT_SECONDS + " s and was stopped");
            }
            byte[] result = output.get(10, TimeUnit.SECONDS);
            String messages = new String(errors.get(10, TimeUnit.SECONDS), StandardCharsets.UTF_8).trim();
            if (process.exitValue() != 0) {
                throw new RenderException(messages.isEmpty() ? "dot exited with status " + process.exitValue() : messages);
            }
            return result;
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new RenderException("interrupted while dot was running", e);
        } catch (ExecutionException | TimeoutException e) {
            process.destroyForcibly();
            throw new RenderException("could not read what dot wrote: " + e.getMessage(), e);
        }
    }

    private static byte[] readAll(InputStream in) {
        try (in) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new RenderException("could not read from dot: " + e.getMessage(), e);
        }
    }
}
