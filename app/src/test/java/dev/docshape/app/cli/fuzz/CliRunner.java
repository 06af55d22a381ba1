package dev.docshape.app.cli.fuzz;

import dev.docshape.app.cli.DocShapeCli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs one command line, in-process through the picocli entry point or in a child JVM with a small
 * heap, within a time limit, and judges how it ended.
 */
final class CliRunner {
    /** The heap of a child JVM: a run that needs more has unbounded memory. */
    static final String CHILD_HEAP = "-Xmx256m";

    private final Duration limit;
    private final Path scratch;

    CliRunner(Duration limit, Path scratch) {
        this.limit = limit;
        this.scratch = scratch;
    }

    record Result(CliOutcome outcome, int status, String out, String err, long millis) {
        String describe() {
            return outcome + " (status " + status + ", " + millis + " ms) stderr: " + abbreviate(err)
                    + (outcome == CliOutcome.TRACE || outcome == CliOutcome.MESSY ? " stdout: " + abbreviate(out) : "");
        }

        private static String abbreviate(String text) {
            String oneLine = text.strip();
            return oneLine.length() > 600 ? oneLine.substring(0, 600) + "..." : oneLine;
        }
    }

    Result run(boolean isolated, String... args) {
        long start = System.nanoTime();
        Result result = isolated ? inChild(args) : inProcess(args);
        long millis = (System.nanoTime() - start) / 1_000_000;
        return new Result(result.outcome(), result.status(), result.out(), result.err(), millis);
    }

    private Result inProcess(String[] args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        FutureTask<Integer> task = new FutureTask<>(() -> DocShapeCli.run(args, new PrintWriter(out), new PrintWriter(err)));
        Thread worker = new Thread(task, "fuzz-" + args[0]);
        worker.setDaemon(true);
        worker.start();
        try {
            int status = task.get(limit.toMillis(), TimeUnit.MILLISECONDS);
            return judged(args[0], status, out.toString(), err.toString());
        } catch (TimeoutException e) {
            worker.interrupt();
            return new Result(CliOutcome.HANG, -1, out.toString(), err.toString(), 0);
        } catch (ExecutionException e) {
            StringWriter trace = new StringWriter();
            e.getCause().printStackTrace(new PrintWriter(trace));
            return new Result(CliOutcome.TRACE, -1, out.toString(), trace.toString(), 0);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private Result inChild(String[] args) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), CHILD_HEAP, "-Xss512k",
                "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"), "dev.docshape.app.Launcher"));
        String cache = System.getProperty("docshape.cache.dir");
        if (cache != null) command.add(command.size() - 1, "-Ddocshape.cache.dir=" + cache);
        command.addAll(List.of(args));
        try {
            Path out = Files.createTempFile(scratch, "out", ".txt");
            Path err = Files.createTempFile(scratch, "err", ".txt");
            Process child = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
            boolean ended = child.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
            if (!ended) {
                child.destroyForcibly().waitFor();
                return new Result(CliOutcome.HANG, -1, read(out), read(err), 0);
            }
            return judged(args[0], child.exitValue(), read(out), read(err));
        } catch (IOException e) {
            throw new IllegalStateException("could not start a child JVM", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        return new String(bytes, 0, Math.min(bytes.length, 100_000), StandardCharsets.UTF_8);
    }

    private static Result judged(String command, int status, String out, String err) {
        return new Result(CliOutcome.judge(command, status, out, err), status, out, err, 0);
    }
}
