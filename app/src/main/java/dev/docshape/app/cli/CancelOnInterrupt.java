package dev.docshape.app.cli;

/**
 * While open, Ctrl+C (the JVM shutting down) cancels {@code progress} and waits up to ten seconds
 * for the calling thread to stop, so the command can leave its files as they were.
 */
final class CancelOnInterrupt implements AutoCloseable {
    private final Thread hook;

    CancelOnInterrupt(ProgressPrinter progress) {
        this(progress::cancel);
    }

    /** While open, Ctrl+C runs {@code cancel} and waits for the calling thread to finish its work. */
    CancelOnInterrupt(Runnable cancel) {
        Thread worker = Thread.currentThread();
        hook = new Thread(() -> {
            cancel.run();
            try {
                worker.join(10_000);
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
            }
        }, "docshape-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // Ctrl+C: the hook is running and waits for the worker to return
        }
    }
}
