package dev.docshape.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

/**
 * The command line's standard error: everything written is made safe for a terminal
 * ({@link TerminalSafeWriter}); only a progress line may go back to the start of its line, and only
 * when this is a terminal. Progress that ends sooner than {@link #quietMillis()} shows nothing.
 */
final class CliWriter extends PrintWriter {
    /** How long an import works before its progress shows, when the caller does not say. */
    static final long QUIET_MILLIS = 1000;

    private final TerminalSafeWriter safe;
    private final boolean terminal;
    private final long quietMillis;

    private CliWriter(TerminalSafeWriter safe, boolean terminal, long quietMillis) {
        super(safe, true);
        this.safe = safe;
        this.terminal = terminal;
        this.quietMillis = quietMillis;
    }

    static CliWriter of(java.io.Writer raw, boolean terminal, long quietMillis) {
        return new CliWriter(new TerminalSafeWriter(raw), terminal, quietMillis);
    }

    /** True when a person watches the output (a console): progress is one line rewritten in place. */
    boolean terminal() {
        return terminal;
    }

    long quietMillis() {
        return quietMillis;
    }

    /** Moves the cursor to the start of the current line (a terminal's progress line), unescaped. */
    void lineStart() {
        flush();
        try {
            safe.lineStart();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
