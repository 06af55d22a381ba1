package dev.docshape.app.ui.tasks;

import javafx.application.Platform;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;

/**
 * The one way the window runs slow work: off the UI thread, on a lane (one worker thread per kind
 * of work, so a long sample-data job never delays a file save or the next estimate), with the
 * result or the failure handed back on the UI thread. Long jobs report progress and can be
 * cancelled ({@link #start}). Tests use {@link #direct()}: everything runs at once on the calling
 * thread, so a test needs no waiting; a test that looks at the window while work is under way puts an
 * executor of its own on that work's lane ({@link #withLane}) and lets the work run when it is ready.
 */
public final class TaskRunner {

    /** The kinds of work, each on a thread of its own. */
    public enum Lane {
        /** File IO, layout, the examples: the designer's own work. */
        FILES("docshape-background"),
        /** Estimates and previews after each change. */
        ANALYSIS("docshape-analysis"),
        /** Slower follow-up analysis (the advisor, comparisons), so it never delays the next figures. */
        ADVICE("docshape-advice"),
        /** Long jobs the user started: sample data, measuring, exports, reading the store. */
        JOBS("docshape-jobs");

        private final String threadName;

        Lane(String threadName) {
            this.threadName = threadName;
        }
    }

    /** Work that reports how far it got; see {@link #start}. */
    @FunctionalInterface
    public interface ProgressWork<T> {
        T run(Progress progress) throws Exception;
    }

    /** How far a job got: a phase ("generating"), and done of total (total 0 when unknown). */
    @FunctionalInterface
    public interface Progress {
        void update(String phase, long done, long total);
    }

    /** A running job: {@link #cancel} stops it at its next progress report. */
    public static final class Job {
        private volatile boolean cancelled;

        public void cancel() {
            cancelled = true;
        }

        public boolean isCancelled() {
            return cancelled;
        }

        private Progress checking(Progress progress) {
            return (phase, done, total) -> {
                if (cancelled) throw new CancellationException("cancelled");
                progress.update(phase, done, total);
            };
        }
    }

    private final Executor ui;
    private final Map<Lane, Executor> lanes;
    private final boolean atOnce;

    private TaskRunner(Executor ui, Map<Lane, Executor> lanes, boolean atOnce) {
        this.ui = Objects.requireNonNull(ui, "ui executor");
        this.lanes = new EnumMap<>(lanes);
        for (Lane lane : Lane.values()) Objects.requireNonNull(this.lanes.get(lane), lane + " executor");
        this.atOnce = atOnce;
    }

    /** Runs everything at once on the calling thread; for tests and benchmarks. */
    public static TaskRunner direct() {
        Executor now = Runnable::run;
        Map<Lane, Executor> lanes = new EnumMap<>(Lane.class);
        for (Lane lane : Lane.values()) lanes.put(lane, now);
        return new TaskRunner(now, lanes, true);
    }

    /** One daemon thread per lane; results on the JavaFX thread. */
    public static TaskRunner background() {
        Map<Lane, Executor> lanes = new EnumMap<>(Lane.class);
        for (Lane lane : Lane.values()) lanes.put(lane, daemon(lane.threadName));
        return new TaskRunner(Platform::runLater, lanes, false);
    }

    /** The same runner with {@code lane} on {@code executor} (a test that cancels a running job). */
    public TaskRunner withLane(Lane lane, Executor executor) {
        Map<Lane, Executor> changed = new EnumMap<>(lanes);
        changed.put(lane, executor);
        return new TaskRunner(ui, changed, false);
    }

    /** The same runner handing results back on {@code newUi}. */
    public TaskRunner withUi(Executor newUi) {
        return new TaskRunner(newUi, lanes, false);
    }

    /** Where results are handed back: the JavaFX thread (the calling thread in tests). */
    public Executor ui() {
        return ui;
    }

    public Executor lane(Lane lane) {
        return lanes.get(lane);
    }

    /** True when everything runs at once on the calling thread (the tests' runner). */
    public boolean runsAtOnce() {
        return atOnce;
    }

    /** Runs file and layout work on the {@link Lane#FILES} lane. */
    public <T> void run(Callable<T> work, Consumer<T> onSuccess, Consumer<Exception> onFailure) {
        run(Lane.FILES, work, onSuccess, onFailure);
    }

    /** Runs {@code work} on {@code lane}; then {@code onSuccess} or {@code onFailure} on the UI thread. */
    public <T> void run(Lane lane, Callable<T> work, Consumer<T> onSuccess, Consumer<Exception> onFailure) {
        Objects.requireNonNull(work, "work");
        Executor executor = lanes.get(lane);
        Runnable task = () -> {
            T result;
            try {
                result = work.call();
            } catch (Exception e) {
                ui.execute(() -> onFailure.accept(e));
                return;
            }
            ui.execute(() -> onSuccess.accept(result));
        };
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            // A lane that was shut down belongs to a window that is gone: follow-up work asked for by its last
            // results (the next proposal to explain) has no one to show it to. Any other refusal is a fault.
            if (!(executor instanceof ExecutorService service && service.isShutdown())) throw e;
        }
    }

    /**
     * Starts a long job on the {@link Lane#JOBS} lane. {@code progress} hears its reports on the
     * worker thread (hand them to the UI yourself, as often as the screen needs); after
     * {@link Job#cancel} the next report stops the work and {@code onCancelled} runs on the UI thread.
     */
    public <T> Job start(ProgressWork<T> work, Progress progress, Consumer<T> onSuccess, Runnable onCancelled,
                         Consumer<Exception> onFailure) {
        return start(Lane.JOBS, work, progress, onSuccess, onCancelled, onFailure);
    }

    /** As {@link #start(ProgressWork, Progress, Consumer, Runnable, Consumer)}, on {@code lane} (automatic layout on {@link Lane#FILES}). */
    public <T> Job start(Lane lane, ProgressWork<T> work, Progress progress, Consumer<T> onSuccess, Runnable onCancelled,
                         Consumer<Exception> onFailure) {
        Job job = new Job();
        Progress checked = job.checking(progress);
        run(lane, () -> work.run(checked), onSuccess, e -> {
            if (e instanceof CancellationException) onCancelled.run();
            else onFailure.accept(e);
        });
        return job;
    }

    private static Executor daemon(String name) {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
    }
}
