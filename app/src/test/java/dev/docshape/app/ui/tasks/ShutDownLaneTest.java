package dev.docshape.app.ui.tasks;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Work asked of a lane that was shut down (its window is gone) is dropped instead of throwing on the UI thread, where
 * it would surface in whatever the toolkit runs next; a lane that refuses work for any other reason still says so.
 */
class ShutDownLaneTest {

    @Test
    void workForALaneThatWasShutDownIsDropped() {
        ExecutorService lane = Executors.newSingleThreadExecutor();
        lane.shutdownNow();
        List<String> heard = new ArrayList<>();
        TaskRunner tasks = TaskRunner.direct().withLane(TaskRunner.Lane.JOBS, lane);
        tasks.run(TaskRunner.Lane.JOBS, () -> "explained", heard::add, e -> heard.add("failed: " + e));
        assertTrue(heard.isEmpty(), "nothing runs and nothing is reported: " + heard);
    }

    @Test
    void aLaneThatRefusesWhileOpenStillFails() {
        ThreadPoolExecutor full = new ThreadPoolExecutor(0, 1, 0, TimeUnit.SECONDS,
                new SynchronousQueue<>(), new ThreadPoolExecutor.AbortPolicy());
        try {
            CountDownLatch release = new CountDownLatch(1);
            full.execute(() -> {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            TaskRunner tasks = TaskRunner.direct().withLane(TaskRunner.Lane.JOBS, full);
            assertThrows(RejectedExecutionException.class, () -> tasks.run(TaskRunner.Lane.JOBS, () -> 1, r -> { }, e -> { }));
            release.countDown();
        } finally {
            full.shutdownNow();
        }
    }
}
