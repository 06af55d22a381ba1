package dev.docshape.app.analysis.live;

import java.time.Duration;
import java.util.Objects;

/**
 * Turns a stream of change signals into few runs of an action (decision record 0080). A change
 * after a quiet period runs the action at once (a single flip updates without waiting); changes
 * that follow each other closer than the quiet period are gathered and run once, the quiet
 * period after the last of them (typing in a field runs it when the typing pauses).
 * Not thread-safe: signal it from the UI thread, where the scheduler runs its tasks.
 */
public final class Debouncer {
    private final Scheduler scheduler;
    private final Duration quiet;
    private final Runnable action;
    private Scheduler.Cancellable pending;
    private long lastSignal = Long.MIN_VALUE;

    public Debouncer(Scheduler scheduler, Duration quiet, Runnable action) {
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
        this.quiet = Objects.requireNonNull(quiet, "quiet period");
        if (quiet.isNegative()) throw new IllegalArgumentException("quiet period must not be negative, was " + quiet);
        this.action = Objects.requireNonNull(action, "action");
    }

    /** Signals a change. */
    public void signal() {
        long now = scheduler.nanoTime();
        boolean settled = lastSignal == Long.MIN_VALUE || now - lastSignal >= quiet.toNanos();
        lastSignal = now;
        if (pending != null) pending.cancel();
        if (settled) {
            pending = null;
            action.run();
        } else {
            pending = scheduler.schedule(quiet, this::fire);
        }
    }

    /** True while gathered changes wait for the quiet period to pass. */
    public boolean isPending() {
        return pending != null;
    }

    private void fire() {
        pending = null;
        action.run();
    }
}
