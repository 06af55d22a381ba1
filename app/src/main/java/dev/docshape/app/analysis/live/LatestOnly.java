package dev.docshape.app.analysis.live;

import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Computes results off the UI thread and hands back only the newest one: every request gets a
 * number; a computation that starts after a newer request is skipped, and a result that arrives
 * after a newer request was made is dropped, so a stale result never overwrites a newer one.
 *
 * @param <I> what a computation needs (immutable: it crosses threads)
 * @param <R> what it produces
 */
public final class LatestOnly<I, R> {
    private final Executor background;
    private final Executor ui;
    private final Function<I, R> compute;
    private final Consumer<R> onResult;
    private final Consumer<Exception> onFailure;
    private final AtomicLong requested = new AtomicLong();

    /**
     * @param background where {@code compute} runs (a worker thread; the calling thread in tests)
     * @param ui         where {@code onResult} and {@code onFailure} run (the JavaFX thread)
     */
    public LatestOnly(Executor background, Executor ui, Function<I, R> compute, Consumer<R> onResult,
                      Consumer<Exception> onFailure) {
        this.background = Objects.requireNonNull(background, "background executor");
        this.ui = Objects.requireNonNull(ui, "ui executor");
        this.compute = Objects.requireNonNull(compute, "compute");
        this.onResult = Objects.requireNonNull(onResult, "onResult");
        this.onFailure = Objects.requireNonNull(onFailure, "onFailure");
    }

    /** Asks for a result for {@code input}; any older request still running becomes stale. */
    public void request(I input) {
        long ticket = requested.incrementAndGet();
        background.execute(() -> {
            if (ticket != requested.get()) return;
            R result;
            try {
                result = compute.apply(input);
            } catch (RuntimeException e) {
                ui.execute(() -> {
                    if (ticket == requested.get()) onFailure.accept(e);
                });
                return;
            }
            ui.execute(() -> {
                if (ticket == requested.get()) onResult.accept(result);
            });
        });
    }

    /** Makes every request made so far stale (the panel is closed, the project replaced). */
    public void cancelAll() {
        requested.incrementAndGet();
    }
}
