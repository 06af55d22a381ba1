package dev.docshape.app.analysis.live;

import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.Executor;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LatestOnlyTest {
    private final Deque<Runnable> background = new ArrayDeque<>();
    private final Deque<Runnable> ui = new ArrayDeque<>();
    private final List<String> computed = new ArrayList<>();
    private final List<String> shown = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();
    private final LatestOnly<String, String> latest = new LatestOnly<>(background::add, ui::add, in -> {
        computed.add(in);
        if (in.equals("bad")) throw new IllegalStateException("cannot compute " + in);
        return in.toUpperCase();
    }, shown::add, e -> failures.add(e.getMessage()));

    private static void drain(Deque<Runnable> queue) {
        while (!queue.isEmpty()) queue.poll().run();
    }

    @Test
    void requestsThatWaitBehindANewerOneAreNeverComputed() {
        latest.request("a");
        latest.request("b");
        latest.request("c");
        drain(background);
        drain(ui);
        assertEquals(List.of("c"), computed);
        assertEquals(List.of("C"), shown);
    }

    @Test
    void aResultThatArrivesAfterANewerRequestIsDropped() {
        latest.request("old");
        background.poll().run(); // computed, its result waits for the UI thread
        latest.request("new");
        drain(ui);
        assertEquals(List.of(), shown, "the old result never overwrites what the newer request will show");
        drain(background);
        drain(ui);
        assertEquals(List.of("NEW"), shown);
    }

    @Test
    void failuresAreReportedOnlyForTheNewestRequest() {
        latest.request("bad");
        drain(background);
        drain(ui);
        assertEquals(List.of("cannot compute bad"), failures);
        latest.request("bad");
        background.poll().run();
        latest.request("fine");
        drain(background);
        drain(ui);
        assertEquals(1, failures.size(), "the stale failure was dropped");
        assertEquals(List.of("FINE"), shown);
    }

    @Test
    void cancellingDropsEverythingAskedSoFar() {
        Executor now = Runnable::run;
        List<String> got = new ArrayList<>();
        LatestOnly<String, String> direct = new LatestOnly<>(now, ui::add, String::trim, got::add, e -> { });
        direct.request(" x ");
        direct.cancelAll();
        drain(ui);
        assertEquals(List.of(), got);
    }
}
