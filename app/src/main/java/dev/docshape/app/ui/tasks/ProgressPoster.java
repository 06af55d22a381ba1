package dev.docshape.app.ui.tasks;

import java.util.concurrent.Executor;

/** Hands a job's progress reports from its worker thread to the UI thread, at most about every 50 ms (and at every new phase and the last report). */
public final class ProgressPoster {
    private static final long INTERVAL_NANOS = 50_000_000L;
    private long last;
    private String lastPhase;

    public TaskRunner.Progress to(TaskRunner.Progress onUi, Executor ui) {
        return (phase, done, total) -> {
            long now = System.nanoTime();
            boolean newPhase = !phase.equals(lastPhase);
            boolean lastReport = total > 0 && done >= total;
            if (!newPhase && !lastReport && now - last < INTERVAL_NANOS) return;
            last = now;
            lastPhase = phase;
            ui.execute(() -> onUi.update(phase, done, total));
        };
    }
}
