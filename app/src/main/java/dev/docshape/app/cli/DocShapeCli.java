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
        return run(args, out, err);
    }

    /**
     * Runs one command. Exit status: 0 success, 1 when {@code validate} finds errors, 2 for a usage
     * error or unreadable input (with a one-line reason on {@code err}).
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        PrintWriter safeOut = new PrintWriter(new TerminalSafeWriter(out), true);
        PrintWriter safeErr = new PrintWriter(new TerminalSafeWriter(err), true);
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
