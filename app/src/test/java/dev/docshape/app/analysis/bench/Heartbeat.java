package dev.docshape.app.analysis.bench;

import javafx.application.Platform;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Posts a task to the JavaFX thread every millisecond and records, since the last {@link #reset}:
 * how late a task ran (wall time: includes waiting for a core on a loaded machine) and the most
 * CPU time the JavaFX thread spent between two consecutive tasks (its longest busy stretch, which
 * a loaded machine does not inflate).
 */
public final class Heartbeat {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private volatile boolean running;
    private final AtomicLong maxLate = new AtomicLong();
    private volatile long maxCpuGap;
    private volatile boolean restarted = true;
    private long lastCpu;
    private Thread thread;

    public void start() {
        running = true;
        thread = Daemon.every("heartbeat", 1, () -> running, () -> {
            long posted = System.nanoTime();
            Platform.runLater(() -> beat(posted));
        });
    }

    private void beat(long posted) {
        maxLate.accumulateAndGet(System.nanoTime() - posted, Math::max);
        long cpu = THREADS.getCurrentThreadCpuTime();
        if (!restarted && cpu - lastCpu > maxCpuGap) maxCpuGap = cpu - lastCpu;
        restarted = false;
        lastCpu = cpu;
    }

    public void reset() {
        maxLate.set(0);
        maxCpuGap = 0;
        restarted = true;
    }

    public double maxLateMillis() {
        return maxLate.get() / 1e6;
    }

    public double maxCpuGapMillis() {
        return maxCpuGap / 1e6;
    }

    public void stop() {
        running = false;
        thread.interrupt();
    }
}
