package dev.docshape.app.analysis.preview;

import java.util.ArrayList;
import java.util.List;

/**
 * The logarithmic scale of the size bar: from {@value #FLOOR} bytes to the profile's limit, so a
 * 1 KiB document and a 16 MiB limit both stay visible. Positions run from 0 (left) to 1 (the limit).
 */
public record SizeScale(long limitBytes) {

    /** The left end of the bar, in bytes. */
    public static final double FLOOR = 64;

    public SizeScale {
        if (limitBytes <= FLOOR) throw new IllegalArgumentException("the limit must be above " + FLOOR + " bytes, was " + limitBytes);
    }

    /** Where {@code bytes} sits on the bar, clamped to [0, 1]. */
    public double position(double bytes) {
        if (!(bytes > FLOOR)) return 0;
        double p = Math.log(bytes / FLOOR) / Math.log(limitBytes / FLOOR);
        return Math.min(1, Math.max(0, p));
    }

    /** The tick marks: round sizes spread over the bar, clear of each other and of the limit, then the limit. */
    public List<Long> ticks() {
        List<Long> ticks = new ArrayList<>();
        double last = -1;
        for (long b : CANDIDATES) {
            double p = position(b);
            if (b >= limitBytes || p > 0.85 || p - last < 0.15) continue;
            ticks.add(b);
            last = p;
        }
        ticks.add(limitBytes);
        return ticks;
    }

    private static final long[] CANDIDATES = {1024, 16 * 1024, 128 * 1024, 1024 * 1024, 8 * 1024 * 1024};
}
