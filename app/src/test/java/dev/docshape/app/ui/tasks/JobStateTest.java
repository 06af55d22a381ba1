package dev.docshape.app.ui.tasks;

import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A panel's job as every view model keeps it: running, progress, status, failure, Cancel, and a reset that drops it. */
class JobStateTest {
    private final Deque<Runnable> worker = new ArrayDeque<>();
    private final JobState job = new JobState(TaskRunner.direct().withLane(TaskRunner.Lane.JOBS, worker::add), "Nothing yet.");
    private final List<String> results = new ArrayList<>();

    private void work() {
        while (!worker.isEmpty()) worker.poll().run();
    }

    @Test
    void aJobRunsReportsProgressAndEnds() {
        assertEquals("Nothing yet.", job.statusProperty().get());
        assertTrue(job.start("Working…", p -> {
            p.update("counting", 5, 10);
            return "done";
        }, results::add, () -> results.add("cancelled")));
        assertTrue(job.isRunning());
        assertEquals("Working…", job.statusProperty().get());
        assertFalse(job.start("again", p -> "no", results::add, () -> { }), "one job at a time");
        work();
        assertFalse(job.isRunning());
        assertEquals(List.of("done"), results);
        assertEquals("Counting (5 of 10)…", job.statusProperty().get(), "the last progress reached the status line");
    }

    @Test
    void aFailureIsSaidAndMarked() {
        job.<String>start("Working…", p -> {
            throw new IllegalStateException("the store is full");
        }, results::add, () -> { });
        work();
        assertEquals("the store is full", job.statusProperty().get());
        assertTrue(job.failedProperty().get());
        job.say("Fine again.");
        assertFalse(job.failedProperty().get());
    }

    @Test
    void cancelStopsTheJobAtItsNextReport() {
        job.start("Working…", p -> {
            p.update("counting", 1, 10);
            return "done";
        }, results::add, () -> results.add("cancelled"));
        job.cancel();
        work();
        assertEquals(List.of("cancelled"), results);
        assertFalse(job.isRunning());
    }

    @Test
    void afterAResetTheOutcomeOfAJobStartedBeforeIsDropped() {
        job.start("Working…", p -> "old project's figures", results::add, () -> results.add("cancelled"));
        job.say("something");
        job.reset();
        assertEquals("Nothing yet.", job.statusProperty().get());
        work();
        assertEquals(List.of(), results, "neither the result nor the cancellation of the previous project's job is shown");
        assertFalse(job.isRunning());
        assertEquals("Nothing yet.", job.statusProperty().get());
        assertTrue(job.start("Working…", p -> "new", results::add, () -> { }));
        work();
        assertEquals(List.of("new"), results);
    }
}
