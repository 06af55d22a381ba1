package dev.docshape.app.ui.tasks;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The state of a view model's background job, kept the same way in every panel: whether it runs,
 * how far it got (0 to 1, -1 while unknown), what the status line says and whether that is a
 * failure; Cancel. The work runs through the {@link TaskRunner}; its progress reports reach the UI
 * thread at most about every 50 ms (and at each new phase), and only while the job runs. After
 * {@link #reset} (another project) nothing of a job started before is shown.
 */
public final class JobState {
    private final TaskRunner tasks;
    private final TaskRunner.Lane lane;
    private final String idle;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper status;
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper(this, "failed");
    private volatile TaskRunner.Job job;
    /** Counts {@link #reset}s: a job started before the last one reports nothing when it ends. */
    private long generation;

    /** @param idle what the status line says before the first job (and after {@link #reset}) */
    public JobState(TaskRunner tasks, String idle) {
        this(tasks, idle, TaskRunner.Lane.JOBS);
    }

    /** A job state whose work runs on {@code lane} (the designer's own work on {@link TaskRunner.Lane#FILES}). */
    public JobState(TaskRunner tasks, String idle, TaskRunner.Lane lane) {
        this.tasks = Objects.requireNonNull(tasks, "tasks");
        this.lane = Objects.requireNonNull(lane, "lane");
        this.idle = Objects.requireNonNull(idle, "idle status");
        this.status = new ReadOnlyStringWrapper(this, "status", idle);
    }

    /**
     * Starts {@code work} unless a job runs: running, progress unknown until its first report, {@code message}
     * in the status line.
     * When it ends, {@code onSuccess} or {@code onCancelled} runs on the UI thread after the job was
     * marked finished; a failure is shown as the status, marked failed.
     *
     * @return false when a job was running already (nothing started)
     */
    public <T> boolean start(String message, TaskRunner.ProgressWork<T> work, Consumer<T> onSuccess, Runnable onCancelled) {
        return start(message, work, onSuccess, onCancelled, this::fail);
    }

    /** As {@link #start(String, TaskRunner.ProgressWork, Consumer, Runnable)}, with the failure's message to {@code onFailure}. */
    public <T> boolean start(String message, TaskRunner.ProgressWork<T> work, Consumer<T> onSuccess, Runnable onCancelled,
                             Consumer<String> onFailure) {
        if (running.get()) return false;
        running.set(true);
        failed.set(false);
        progress.set(-1);
        status.set(message);
        long started = generation;
        job = tasks.start(lane, work, new ProgressPoster().to(this::showProgress, tasks.ui()),
                result -> {
                    if (finish(started)) onSuccess.accept(result);
                },
                () -> {
                    if (finish(started)) onCancelled.run();
                },
                e -> {
                    if (finish(started)) onFailure.accept(e.getMessage() == null || e.getMessage().isBlank() ? e.toString() : e.getMessage());
                });
        return true;
    }

    private void showProgress(String phase, long done, long total) {
        show(total > 0 ? Math.min(1, (double) done / total) : -1,
                phase.isEmpty() ? status.get() : phase.substring(0, 1).toUpperCase(Locale.ROOT) + phase.substring(1)
                        + (total > 0 ? String.format(Locale.ROOT, " (%,d of %,d)", done, total) : "") + "…");
    }

    /** Shows how far the running job got (on the UI thread); nothing once it has ended or Cancel was asked. */
    public void show(double fraction, String message) {
        if (!running.get() || isCancelled()) return;
        progress.set(fraction);
        status.set(message);
    }

    /** Marks the job ended; false when it was started before a {@link #reset} (its outcome no longer applies). */
    private boolean finish(long started) {
        running.set(false);
        progress.set(0);
        job = null;
        return started == generation;
    }

    /** Asks the running job to stop at its next progress report. */
    public void cancel() {
        TaskRunner.Job current = job;
        if (current != null) current.cancel();
    }

    /** True once Cancel was asked for the running job (for work that checks by itself). */
    public boolean isCancelled() {
        TaskRunner.Job current = job;
        return current != null && current.isCancelled();
    }

    public boolean isRunning() {
        return running.get();
    }

    /** Says {@code message}, marked as a failure (a bad option, a job that failed). */
    public void fail(String message) {
        failed.set(true);
        status.set(message);
    }

    /** Says {@code message}, not a failure. */
    public void say(String message) {
        failed.set(false);
        status.set(message);
    }

    /** Back to how it was at first (another project was opened): a running job is cancelled and its outcome dropped. */
    public void reset() {
        generation++;
        cancel();
        say(idle);
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** 0 to 1 while a job runs; -1 when its phase's size is unknown. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }
}
