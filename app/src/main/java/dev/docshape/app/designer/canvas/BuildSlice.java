package dev.docshape.app.designer.canvas;

/**
 * How much of a large diagram's build one frame does (decision 0514): views are made for as long as the last frame took
 * to come round (painting it, handling the input that came), at least {@link #MIN_NANOS} and at most
 * {@link #MAX_NANOS}, and at least one view. So the build takes about half of the JavaFX thread while it runs, the
 * window answers within a frame or two, and a frame that is slow to paint (the whole diagram in software, on a loaded
 * machine) does not stretch the build over hundreds of paints.
 */
final class BuildSlice {
    /** 8 ms: half of a 60 Hz frame. */
    static final long MIN_NANOS = 8_000_000;
    /** 50 ms: input is answered within about a tenth of a second whatever the frames cost. */
    static final long MAX_NANOS = 50_000_000;

    private long started;
    private long ended;
    private long budget = MIN_NANOS;
    private int made;
    private int limit;

    /** A build begins: its first slice has the least time. */
    void restart() {
        ended = 0;
    }

    /** A slice begins (in the pulse, before its layout pass). */
    void begin() {
        started = System.nanoTime();
        long between = ended == 0 ? 0 : started - ended;
        budget = Math.max(MIN_NANOS, Math.min(MAX_NANOS, between));
        made = 0;
    }

    /** The slice's layout pass is over. */
    void end() {
        ended = System.nanoTime();
    }

    /** Whether the slice may make another view: none made yet, or time (and the limit, if any) left. */
    boolean more() {
        if (made == 0) return true;
        if (limit > 0 && made >= limit) return false;
        return System.nanoTime() - started < budget;
    }

    /** One view was made or shown. */
    void counted() {
        made++;
    }

    void limit(int views) {
        limit = views;
    }
}
