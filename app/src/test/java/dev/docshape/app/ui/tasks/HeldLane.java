package dev.docshape.app.ui.tasks;

import java.util.ArrayDeque;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.Executor;

/**
 * A lane for {@link TaskRunner#withLane} whose work waits until {@link #release} runs it on the calling thread: for a
 * test that checks what the window shows while the work is still under way (the start page while the examples load).
 */
public final class HeldLane implements Executor {
    private final Queue<Runnable> waiting = new ArrayDeque<>(); // guarded by this

    @Override
    public synchronized void execute(Runnable work) {
        waiting.add(Objects.requireNonNull(work, "work"));
    }

    /** Runs the work handed over so far, and any it hands over in turn, oldest first. */
    public void release() {
        for (Runnable next = poll(); next != null; next = poll()) next.run();
    }

    /** How many pieces of work wait. */
    public synchronized int waiting() {
        return waiting.size();
    }

    private synchronized Runnable poll() {
        return waiting.poll();
    }
}
