package dev.docshape.app.analysis.live;

import java.time.Duration;

/**
 * Runs a task once after a delay, on the UI thread. The designer uses {@link FxScheduler}; tests
 * use {@link #immediate()} (runs at once, whatever the delay) or a manual scheduler they advance.
 */
public interface Scheduler {

    /** A scheduled task that has not run yet can be cancelled. */
    interface Cancellable {
        void cancel();
    }

    Cancellable schedule(Duration delay, Runnable task);

    /** The current time in nanoseconds, on the same clock as the delays. */
    long nanoTime();

    /** Runs every task at once on the calling thread; the delay is ignored. */
    static Scheduler immediate() {
        return new Scheduler() {
            @Override
            public Cancellable schedule(Duration delay, Runnable task) {
                task.run();
                return () -> { };
            }

            @Override
            public long nanoTime() {
                return System.nanoTime();
            }
        };
    }
}
