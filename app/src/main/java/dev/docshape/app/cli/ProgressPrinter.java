package dev.docshape.app.cli;

import dev.docshape.storage.store.Progress;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.function.LongSupplier;

/**
 * Shows a long job's progress on stderr (phase, percent, count, and units per second once the phase has run long
 * enough for a rate to mean something, else the time it has taken) and cancels the job once
 * {@link #cancel()} is called (Ctrl+C): the job sees a {@link CancellationException} from its progress
 * listener and leaves the store as it was. On a terminal it is one line rewritten in place at most
 * twice a second, ended by {@link #end()}; otherwise (a log, a pipe) a few lines: one when a phase
 * begins and one at each quarter of its total (or each doubling of a count without a total).
 */
final class ProgressPrinter implements Progress {
    private static final long INTERVAL_NANOS = 500_000_000L;
    private static final int STEPS = 4;
    /** A rate is shown from this long into a phase and this many units done; before, the count and the time taken (decision 0549). */
    private static final long RATE_AFTER_NANOS = 1_000_000_000L;
    private static final long RATE_FROM_UNITS = 10;

    private final PrintWriter err;
    private final String unit;
    private final LongSupplier clock;
    private final long started;
    private final long quietNanos;
    /** Where the line is rewritten in place; null when progress is printed as lines. */
    private final CliWriter terminal;
    private volatile boolean cancelled;
    private long lastPrinted;
    private String lastPhase = "";
    private long lastDone = -1;
    /** The length of the line shown on the terminal (what a shorter line must blank); 0 when none is open. */
    private int shown;
    /** The phase last told (printed or not) and when it began: each phase's rate counts from its own start. */
    private String seenPhase = "";
    private long phaseStarted;

    ProgressPrinter(PrintWriter err, String unit) {
        this(err, unit, 0);
    }

    /** A printer that stays silent for the first {@code quietMillis} (work that ends sooner shows no progress). */
    ProgressPrinter(PrintWriter err, String unit, long quietMillis) {
        this(err, unit, quietMillis, System::nanoTime);
    }

    /** A printer that reads the time in nanoseconds from {@code clock}. */
    ProgressPrinter(PrintWriter err, String unit, long quietMillis, LongSupplier clock) {
        this.clock = clock;
        this.started = clock.getAsLong();
        this.phaseStarted = started;
        this.err = err;
        this.unit = unit;
        this.quietNanos = quietMillis * 1_000_000L;
        this.terminal = err instanceof CliWriter w && w.terminal() ? w : null;
    }

    /** A printer silent for the command line's quiet time ({@link CliWriter#QUIET_MILLIS}): work that ends sooner shows nothing. */
    static ProgressPrinter afterQuietTime(PrintWriter err, String unit) {
        return new ProgressPrinter(err, unit, err instanceof CliWriter w ? w.quietMillis() : CliWriter.QUIET_MILLIS);
    }

    void cancel() {
        cancelled = true;
    }

    boolean cancelled() {
        return cancelled;
    }

    @Override
    public void update(String phase, long done, long total) {
        report(phase, done, total, false);
    }

    @Override
    public void step(String phase, long done, long total) {
        report(phase, done, total, true);
    }

    private void report(String phase, long done, long total, boolean inSteps) {
        if (cancelled) throw new CancellationException("interrupted");
        if ("done".equals(phase)) return;
        long now = clock.getAsLong();
        if (!phase.equals(seenPhase)) {
            seenPhase = phase;
            phaseStarted = now;
        }
        if (now - started < quietNanos) return;
        boolean newPhase = !phase.equals(lastPhase);
        if (!newPhase && (done == lastDone || !due(done, total, now))) return;
        lastPrinted = now;
        lastPhase = phase;
        lastDone = done;
        show(inSteps ? stepLine(phase, done, total) : line(phase, done, total, now));
    }

    /** Ends the line shown on a terminal, so what is printed next starts a line of its own. */
    void end() {
        if (terminal == null || shown == 0) return;
        terminal.println();
        shown = 0;
    }

    private boolean due(long done, long total, long now) {
        if (terminal != null) return now - lastPrinted >= INTERVAL_NANOS || done == total;
        if (total > 0) return done * STEPS / total > Math.max(lastDone, 0) * STEPS / total;
        return lastDone <= 0 ? done > 0 : done >= 2 * lastDone;
    }

    private void show(String line) {
        if (terminal == null) {
            err.println(line);
            err.flush();
            return;
        }
        terminal.lineStart();
        terminal.print(line.length() < shown ? line + " ".repeat(shown - line.length()) : line);
        terminal.flush();
        shown = Math.max(line.length(), 1);
    }

    /** A phase counted in steps of another kind than the unit: {@code indexing:  50% (3 of 6)}. */
    private static String stepLine(String phase, long done, long total) {
        if (total <= 0) return done <= 0 ? phase + "..." : String.format(Locale.ROOT, "%s: %,d", phase, done);
        return String.format(Locale.ROOT, "%s: %3d%% (%,d of %,d)", phase, Math.min(100, done * 100 / total), done, total);
    }

    /**
     * A phase that has nothing counted yet (or nothing to count) shows its name alone: no "0 bytes, 0 bytes/s". A rate
     * over less than a second or fewer than ten units says nothing ("14,000 runs/s" for 14 runs in a millisecond): the
     * time taken is shown instead ("14 runs in 1 ms").
     */
    private String line(String phase, long done, long total, long now) {
        if (done <= 0 && total <= 0) return phase + "...";
        StringBuilder line = new StringBuilder(phase).append(": ");
        if (total > 0) line.append(String.format(Locale.ROOT, "%3d%% ", Math.min(100, done * 100 / total)));
        line.append(String.format(Locale.ROOT, "%,d %s", done, unit));
        if (done <= 0) return line.toString();
        long elapsed = now - phaseStarted;
        if (elapsed >= RATE_AFTER_NANOS && done >= RATE_FROM_UNITS) {
            return line.append(String.format(Locale.ROOT, ", %,.0f %s/s", done / (elapsed / 1e9), unit)).toString();
        }
        return line.append(" in ").append(elapsed < RATE_AFTER_NANOS
                ? String.format(Locale.ROOT, "%d ms", elapsed / 1_000_000)
                : String.format(Locale.ROOT, "%.1f s", elapsed / 1e9)).toString();
    }
}
