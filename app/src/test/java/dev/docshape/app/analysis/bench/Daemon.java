package dev.docshape.app.analysis.bench;

import java.util.function.BooleanSupplier;

/** A background thread of a benchmark's probe: does its work every few milliseconds while it should run. */
final class Daemon {
    private Daemon() {
    }

    /** Starts a daemon thread named {@code name} that runs {@code work} every {@code millis} while {@code running} holds. */
    static Thread every(String name, long millis, BooleanSupplier running, Runnable work) {
        Thread thread = new Thread(() -> {
            while (running.getAsBoolean()) {
                work.run();
                try {
                    Thread.sleep(millis);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }
}
