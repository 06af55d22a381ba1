package dev.docshape.renderer.engine;

import dev.docshape.renderer.RenderException;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The one thread that talks to graphviz-java. Its engine is a static shared object, the V8
 * runtime is bound to the thread that created it (graphviz-java keeps one per thread, and each
 * costs a second or more to start), and the command-line engine keeps per-call state in fields:
 * running every call here makes all of that safe to use from any caller thread.
 */
final class GraphvizThread {

    private static final String NAME = "docshape-graphviz";

    private final ExecutorService executor = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, NAME);
        thread.setDaemon(true);
        return thread;
    });

    /** Runs {@code work} on the graphviz thread and waits for it; exceptions reach the caller unchanged. */
    <T> T call(Callable<T> work) {
        if (Thread.currentThread().getName().equals(NAME)) return callHere(work);
        Future<T> future = executor.submit(work);
        try {
            return future.get();
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw new RenderException("interrupted while waiting for graphviz", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) throw runtime;
            if (cause instanceof Error error) throw error;
            throw new RenderException("graphviz failed: " + cause.getMessage(), cause);
        }
    }

    private static <T> T callHere(Callable<T> work) {
        try {
            return work.call();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new RenderException("graphviz failed: " + e.getMessage(), e);
        }
    }
}
