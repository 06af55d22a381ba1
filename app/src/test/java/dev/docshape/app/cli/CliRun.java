package dev.docshape.app.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** One run of the command line in-process, with what it printed. */
record CliRun(int status, String out, String err) {
    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = DocShapeCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new CliRun(status, out.toString(), err.toString());
    }

    /** A run watched on a terminal ({@code terminal}) or written to a log, its progress shown from the start. */
    static CliRun withProgress(boolean terminal, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = DocShapeCli.run(args, new PrintWriter(out), new PrintWriter(err), terminal, 0);
        assertEquals(0, status, err.toString());
        return new CliRun(status, out.toString(), err.toString());
    }

    /** A run that must succeed (status 0); the test fails with what it printed on stderr otherwise. */
    static CliRun ok(String... args) {
        CliRun run = of(args);
        assertEquals(0, run.status(), run.err());
        return run;
    }

    /** A run that must be refused as a usage error or unreadable input (status 2). */
    static CliRun refused(String... args) {
        CliRun run = of(args);
        assertEquals(2, run.status(), run.out() + run.err());
        return run;
    }
}
