package dev.docshape.app.analysis.live;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DebouncerTest {
    private final ManualScheduler clock = new ManualScheduler();
    private int runs;
    private final Debouncer debouncer = new Debouncer(clock, Duration.ofMillis(150), () -> runs++);

    @Test
    void aChangeAfterAQuietPeriodRunsAtOnce() {
        debouncer.signal();
        assertEquals(1, runs);
        clock.advance(Duration.ofMillis(400));
        debouncer.signal();
        assertEquals(2, runs);
    }

    @Test
    void aBurstOfChangesRunsOnceAQuietPeriodAfterTheLast() {
        debouncer.signal();
        assertEquals(1, runs, "the first change of the burst at once");
        for (int i = 0; i < 10; i++) {
            clock.advance(Duration.ofMillis(40));
            debouncer.signal();
        }
        assertEquals(1, runs, "the rest wait");
        assertTrue(debouncer.isPending());
        clock.advance(Duration.ofMillis(149));
        assertEquals(1, runs);
        clock.advance(Duration.ofMillis(1));
        assertEquals(2, runs, "once, 150 ms after the last change");
        assertFalse(debouncer.isPending());
        clock.advance(Duration.ofSeconds(5));
        assertEquals(2, runs);
    }

    @Test
    void aNegativeQuietPeriodIsRefused() {
        var e = assertThrows(IllegalArgumentException.class, () -> new Debouncer(clock, Duration.ofMillis(-1), () -> { }));
        assertEquals("quiet period must not be negative, was PT-0.001S", e.getMessage());
    }
}
