package dev.docshape.app.designer.canvas;

/**
 * How much of a large diagram's build one frame does (decision 0514): views are made until {@link #BUDGET_NANOS} of
 * the JavaFX thread have gone by, at least one, so the frame is painted and the input that came meanwhile is handled
 * before the next slice.
 */
final class BuildSlice {
    /** 8 ms a slice: half of a 60 Hz frame, the other half left to painting and input. */
    static final long BUDGET_NANOS = 8_000_000;

    private long started;
    private int made;
    private int limit;

    /** A slice begins (in the pulse, before its layout pass). */
    void begin() {
        started = System.nanoTime();
        made = 0;
    }

    /** Whether the slice may make another view: none made yet, or time (and the limit, if any) left. */
    boolean more() {
        if (made == 0) return true;
        if (limit > 0 && made >= limit) return false;
        return System.nanoTime() - started < BUDGET_NANOS;
    }

    /** One view was made or shown. */
    void counted() {
        made++;
    }

    void limit(int views) {
        limit = views;
    }
}
