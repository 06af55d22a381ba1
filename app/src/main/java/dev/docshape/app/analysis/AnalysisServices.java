package dev.docshape.app.analysis;

import dev.docshape.app.analysis.live.FxScheduler;
import dev.docshape.app.analysis.live.Scheduler;
import javafx.application.Platform;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;

/**
 * How the analysis panels run their work. In the designer: recomputation on one background
 * thread, results handed back on the JavaFX thread, a quiet period of {@value #QUIET_MILLIS} ms
 * between a burst of changes and the recomputation, and long jobs (sample data, export) on a
 * thread of their own. In tests: {@link #direct} runs everything at once on the calling thread.
 *
 * @param background  where estimates and previews are computed
 * @param followUp    where slower follow-up analysis runs (the advisor, comparisons), so it never
 *                    delays the figures of the next change
 * @param ui          where results are handed back (the JavaFX thread)
 * @param scheduler   the clock and timer of the quiet period
 * @param quietPeriod how long a burst of changes must pause before the figures are recomputed
 * @param jobs        where long jobs run (sample data, export)
 * @param dialogs     folder choosers, name prompts and notes
 */
public record AnalysisServices(Executor background, Executor followUp, Executor ui, Scheduler scheduler, Duration quietPeriod,
                               Executor jobs, AnalysisDialogs dialogs) {

    public static final long QUIET_MILLIS = 150;

    public AnalysisServices {
        Objects.requireNonNull(background, "background executor");
        Objects.requireNonNull(followUp, "follow-up executor");
        Objects.requireNonNull(ui, "ui executor");
        Objects.requireNonNull(scheduler, "scheduler");
        Objects.requireNonNull(quietPeriod, "quiet period");
        Objects.requireNonNull(jobs, "jobs executor");
        Objects.requireNonNull(dialogs, "dialogs");
    }

    /** For the designer window: worker threads, results on the JavaFX thread. */
    public static AnalysisServices fx(AnalysisDialogs dialogs) {
        return new AnalysisServices(daemon("docshape-analysis"), daemon("docshape-advice"), Platform::runLater, new FxScheduler(),
                Duration.ofMillis(QUIET_MILLIS), daemon("docshape-jobs"), dialogs);
    }

    /** Everything at once on the calling thread: for tests. */
    public static AnalysisServices direct(AnalysisDialogs dialogs) {
        Executor now = Runnable::run;
        return new AnalysisServices(now, now, now, Scheduler.immediate(), Duration.ZERO, now, dialogs);
    }

    /** The same, with long jobs on {@code jobs} (a test that cancels a running job). */
    public AnalysisServices withJobs(Executor newJobs) {
        return new AnalysisServices(background, followUp, ui, scheduler, quietPeriod, newJobs, dialogs);
    }

    private static Executor daemon(String name) {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
    }
}
