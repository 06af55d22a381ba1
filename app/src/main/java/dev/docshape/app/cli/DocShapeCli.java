package dev.docshape.app.cli;

import picocli.CommandLine;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** The command line: {@code docshape <command> ...}. */
public final class DocShapeCli {
    private DocShapeCli() {
    }

    /** Runs one command on the process's standard streams and returns the exit status. */
    public static int run(String[] args) {
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        return run(args, out, err, System.console() != null, CliWriter.QUIET_MILLIS);
    }

    /**
     * Runs one command. Exit status: 0 success, 1 when {@code validate} finds errors, 2 for a usage
     * error or unreadable input (with a one-line reason on {@code err}).
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, false, CliWriter.QUIET_MILLIS);
    }

    /**
     * As {@link #run(String[], PrintWriter, PrintWriter)}; {@code terminal}: a person watches {@code err},
     * so progress is one line rewritten in place; an import's progress shows after {@code quietMillis}.
     */
    static int run(String[] args, PrintWriter out, PrintWriter err, boolean terminal, long quietMillis) {
        PrintWriter safeOut = new PrintWriter(new TerminalSafeWriter(out), true);
        PrintWriter safeErr = CliWriter.of(err, terminal, quietMillis);
        int status = run(CommandTree.forArguments(args), args, safeOut, safeErr);
        safeOut.flush();
        safeErr.flush();
        return status;
    }

    private static int run(CommandLine root, String[] args, PrintWriter out, PrintWriter err) {
        CommandLine commandLine = NumberConverters.registerOn(root)
                .setOut(out)
                .setErr(err)
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setExecutionExceptionHandler(new CliExceptionHandler())
                .setParameterExceptionHandler(new UsageErrorHandler());
        int status;
        try {
            status = commandLine.execute(args);
        } catch (StackOverflowError | OutOfMemoryError e) {
            // A last guard: limits are checked before work starts, but a user never gets a trace.
            err.println("docshape: the project is too large or too deeply nested to process ("
                    + (e instanceof StackOverflowError ? "stack" : "memory") + " exhausted)");
            status = ExitCodes.USAGE;
        }
        out.flush();
        err.flush();
        return status;
    }
}
