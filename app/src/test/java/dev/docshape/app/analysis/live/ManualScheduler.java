package dev.docshape.app.analysis.live;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** A scheduler whose clock the test moves by hand. */
final class ManualScheduler implements Scheduler {
    private long now;
    private final List<long[]> due = new ArrayList<>();
    private final List<Runnable> tasks = new ArrayList<>();

    @Override
    public Cancellable schedule(Duration delay, Runnable task) {
        long[] at = {now + delay.toNanos()};
        due.add(at);
        tasks.add(task);
        return () -> {
            int i = due.indexOf(at);
            if (i >= 0) {
                due.remove(i);
                tasks.remove(i);
            }
        };
    }

    @Override
    public long nanoTime() {
        return now;
    }

    void advance(Duration d) {
        now += d.toNanos();
        for (int i = 0; i < due.size(); ) {
            if (due.get(i)[0] <= now) {
                due.remove(i);
                tasks.remove(i).run();
            } else {
                i++;
            }
        }
    }
}
