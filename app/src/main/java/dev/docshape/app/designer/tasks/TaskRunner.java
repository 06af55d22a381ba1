package dev.docshape.app.designer.tasks;

import javafx.application.Platform;

import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

/**
 * Runs slow work (file IO, layout) off the UI thread and hands the result back on it. Tests use
 * {@link #direct()}, which runs everything at once on the calling thread.
 */
public interface TaskRunner {

    <T> void run(Callable<T> work, Consumer<T> onSuccess, Consumer<Exception> onFailure);

    /** Runs the work on the calling thread; for tests and the benchmark. */
    static TaskRunner direct() {
        return new TaskRunner() {
            @Override
            public <T> void run(Callable<T> work, Consumer<T> onSuccess, Consumer<Exception> onFailure) {
                T result;
                try {
                    result = work.call();
                } catch (Exception e) {
                    onFailure.accept(e);
                    return;
                }
                onSuccess.accept(result);
            }
        };
    }

    /** Runs the work on one daemon background thread and reports back on the JavaFX thread. */
    static TaskRunner background() {
        ExecutorService pool = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "docshape-background");
            t.setDaemon(true);
            return t;
        });
        return new TaskRunner() {
            @Override
            public <T> void run(Callable<T> work, Consumer<T> onSuccess, Consumer<Exception> onFailure) {
                Objects.requireNonNull(work, "work");
                pool.execute(() -> {
                    try {
                        T result = work.call();
                        Platform.runLater(() -> onSuccess.accept(result));
                    } catch (Exception e) {
                        Platform.runLater(() -> onFailure.accept(e));
                    }
                });
            }
        };
    }
}
