package dev.docshape.app.cli;

import dev.docshape.storage.store.Progress;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.CancellationException;

/**
 * Shows a long job's progress on stderr (phase, percent, units per second), at most a few times a
 * second, and cancels the job once {@link #cancel()} is called (Ctrl+C): the job sees a
 * {@link CancellationException} from its progress listener and leaves the store as it was.
 */
final class ProgressPrinter implements Progress {
    private static final long INTERVAL_NANOS = 500_000_000L;

    private final PrintWriter err;
    private final String unit;
    private final long started = System.nanoTime();
    private final long quietNanos;
    private volatile boolean cancelled;
    private long lastPrinted;
    private String lastPhase = "";
    private long lastDone = -1;
    /** The phase last told (printed or not) and when it began: each phase's rate counts from its own start. */
    private String seenPhase = "";
    private long phaseStarted = started;

    ProgressPrinter(PrintWriter err, String unit) {
        this(err, unit, 0);
    }

    /** A printer that stays silent for the first {@code quietMillis} (work that ends sooner shows no progress). */
    ProgressPrinter(PrintWriter err, String unit, long quietMillis) {
        this.err = err;
        this.unit = unit;
        this.quietNanos = quietMillis * 1_000_000L;
    }

    void cancel() {
        cancelled = true;
    }

    boolean cancelled() {
        return cancelled;
    }

    @Override
    public void update(String phase, long done, long total) {
        if (cancelled) throw new CancellationException("interrupted");
        if ("done".equals(phase)) return;
        long now = System.nanoTime();
        if (!phase.equals(seenPhase)) {
            seenPhase = phase;
            phaseStarted = now;
        }
        if (now - started < quietNanos) return;
        boolean newPhase = !phase.equals(lastPhase);
        if (!newPhase && (done == lastDone || (now - lastPrinted < INTERVAL_NANOS && done != total))) return;
        lastPrinted = now;
        lastPhase = phase;
        lastDone = done;
        err.println(line(phase, done, total, now));
        err.flush();
    }

    /** A phase that has nothing counted yet (or nothing to count) shows its name alone: no "0 bytes, 0 bytes/s". */
    private String line(String phase, long done, long total, long now) {
        if (done <= 0 && total <= 0) return phase + "...";
        StringBuilder line = new StringBuilder(phase).append(": ");
        if (total > 0) line.append(String.format(Locale.ROOT, "%3d%% ", Math.min(100, done * 100 / total)));
        line.append(String.format(Locale.ROOT, "%,d %s", done, unit));
        double seconds = Math.max((now - phaseStarted) / 1e9, 1e-3);
        if (done > 0) line.append(String.format(Locale.ROOT, ", %,.0f %s/s", done / seconds, unit));
        return line.toString();
    }
}
