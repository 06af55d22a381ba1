package dev.docshape.app.designer.imports;

import dev.docshape.app.ui.tasks.TaskRunner;

import java.util.concurrent.Executor;

/** Hands a job's progress reports from its worker thread to the UI thread, at most about every 50 ms (and every new phase). */
final class ProgressPoster {
    private static final long INTERVAL_NANOS = 50_000_000L;
    private long last;
    private String lastPhase;

    TaskRunner.Progress to(TaskRunner.Progress onUi, Executor ui) {
        return (phase, done, total) -> {
            long now = System.nanoTime();
            boolean newPhase = !phase.equals(lastPhase);
            if (!newPhase && now - last < INTERVAL_NANOS) return;
            last = now;
            lastPhase = phase;
            ui.execute(() -> onUi.update(phase, done, total));
        };
    }
}
