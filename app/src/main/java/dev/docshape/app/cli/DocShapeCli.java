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
        CommandLine commandLine = NumberConverters.registerOn(new CommandLine(new RootCommand()))
                .setOut(out)
                .setErr(err)
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setExecutionExceptionHandler(new CliExceptionHandler())
                .setParameterExceptionHandler(new UsageErrorHandler());
        int status = commandLine.execute(args);
        out.flush();
        err.flush();
        return status;
    }
}
