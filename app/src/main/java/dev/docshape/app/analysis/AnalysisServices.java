package dev.docshape.app.analysis;

import dev.docshape.app.analysis.live.FxScheduler;
import dev.docshape.app.analysis.live.Scheduler;
import dev.docshape.app.ui.dialogs.DialogService;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.app.ui.tasks.TaskRunner.Lane;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * What the analysis panels need from the window: its background work ({@link TaskRunner}, the
 * same one the designer uses), the quiet period between a burst of changes and the
 * recomputation ({@value #QUIET_MILLIS} ms in the window, none in tests) and its dialogs.
 *
 * @param tasks       where work runs: estimates and previews on {@link Lane#ANALYSIS}, the advisor
 *                    and comparisons on {@link Lane#ADVICE}, long jobs on {@link Lane#JOBS}
 * @param scheduler   the clock and timer of the quiet period
 * @param quietPeriod how long a burst of changes must pause before the figures are recomputed
 * @param dialogs     folder choosers, name prompts and notes
 */
public record AnalysisServices(TaskRunner tasks, Scheduler scheduler, Duration quietPeriod, DialogService dialogs) {

    public static final long QUIET_MILLIS = 150;

    public AnalysisServices {
        Objects.requireNonNull(tasks, "tasks");
        Objects.requireNonNull(scheduler, "scheduler");
        Objects.requireNonNull(quietPeriod, "quiet period");
        Objects.requireNonNull(dialogs, "dialogs");
    }

    /** Over the window's task runner: at once when it runs work at once (tests), else after the quiet period. */
    public static AnalysisServices of(TaskRunner tasks, DialogService dialogs) {
        return tasks.runsAtOnce()
                ? new AnalysisServices(tasks, Scheduler.immediate(), Duration.ZERO, dialogs)
                : new AnalysisServices(tasks, new FxScheduler(), Duration.ofMillis(QUIET_MILLIS), dialogs);
    }

    /** Worker threads, results on the JavaFX thread. */
    public static AnalysisServices fx(DialogService dialogs) {
        return of(TaskRunner.background(), dialogs);
    }

    /** Everything at once on the calling thread: for tests. */
    public static AnalysisServices direct(DialogService dialogs) {
        return of(TaskRunner.direct(), dialogs);
    }

    /** Where estimates and previews are computed. */
    public Executor background() {
        return tasks.lane(Lane.ANALYSIS);
    }

    /** Where slower follow-up analysis runs (the advisor, comparisons). */
    public Executor followUp() {
        return tasks.lane(Lane.ADVICE);
    }

    /** Where results are handed back (the JavaFX thread). */
    public Executor ui() {
        return tasks.ui();
    }
}
