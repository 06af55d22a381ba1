package dev.docshape.app.analysis.trips;

import java.util.Locale;

/**
 * One figure of the round-trip table, with the value it had before the last change: it shows
 * {@code 3 → 1} when the change moved it (as shown: a move too small to show is no move), and
 * just {@code 1} otherwise.
 *
 * @param value    the figure now
 * @param previous the figure before the last change; null when there was none (a new pattern)
 * @param format   how it is written
 */
public record Figure(double value, Double previous, Format format) {

    /** How a figure is written. */
    public enum Format {
        /** Whole numbers plain and grouped (1,200), fractions with one decimal (2.5). */
        COUNT,
        /** Bytes in B, KiB, MiB. */
        BYTES,
        /** Request units with one decimal. */
        UNITS
    }

    public static Figure of(double value, Format format) {
        return new Figure(value, null, format);
    }

    public String shown() {
        return write(value, format);
    }

    /** True when the last change moved the figure as written. */
    public boolean moved() {
        return previous != null && !write(previous, format).equals(shown());
    }

    /** Negative when the figure fell, positive when it rose, 0 when it did not move. */
    public int direction() {
        return moved() ? Double.compare(value, previous) : 0;
    }

    /** What the table shows: {@code 3 → 1} after a move, else the figure. */
    public String text() {
        return moved() ? write(previous, format) + " → " + shown() : shown();
    }

    /** {@code v} written as {@code format} says. */
    public static String write(double v, Format format) {
        return switch (format) {
            case COUNT -> count(v);
            case BYTES -> dev.docshape.app.analysis.preview.Bytes.format(v);
            case UNITS -> String.format(Locale.ROOT, "%,.1f", v);
        };
    }

    static String count(double v) {
        double rounded = Math.rint(v * 10) / 10;
        if (rounded == Math.rint(rounded) && Math.abs(rounded) < 1e15) return String.format(Locale.ROOT, "%,d", (long) rounded);
        return String.format(Locale.ROOT, "%,.1f", rounded);
    }
}
