package dev.docshape.app.analysis.trips;

import java.util.Objects;

/**
 * One figure of the round-trip table, with the value it had before the last change: it shows
 * {@code 3 → 1} when the change moved it (as shown: a move too small to show is no move), and
 * just {@code 1} otherwise. The text is made once, when the figure is (off the UI thread), so
 * table cells and column sizing only read it.
 */
public final class Figure {

    /** How a figure is written. */
    public enum Format {
        /** Whole numbers plain and grouped (1,200), fractions with one decimal (2.5), tiny ones to two digits (0.0004). */
        COUNT,
        /** Bytes in B, KiB, MiB. */
        BYTES,
        /** Request units with one decimal. */
        UNITS
    }

    private final double value;
    private final Double previous;
    private final Format format;
    private final String shown;
    private final String before;
    private final String text;
    private final int direction;

    /**
     * @param value    the figure now
     * @param previous the figure before the last change; null when there was none (a new pattern)
     * @param format   how it is written
     */
    public Figure(double value, Double previous, Format format) {
        this.value = value;
        this.previous = previous;
        this.format = Objects.requireNonNull(format, "format");
        this.shown = write(value, format);
        this.before = previous == null ? null : write(previous, format);
        boolean moved = before != null && !before.equals(shown);
        this.text = moved ? before + " → " + shown : shown;
        this.direction = moved ? Double.compare(value, previous) : 0;
    }

    public static Figure of(double value, Format format) {
        return new Figure(value, null, format);
    }

    public double value() {
        return value;
    }

    /** The value before the last change, or null. */
    public Double previous() {
        return previous;
    }

    public Format format() {
        return format;
    }

    /** The figure now, as written. */
    public String shown() {
        return shown;
    }

    /** The figure before the last change, as written; null when there was none. */
    public String before() {
        return before;
    }

    /** True when the last change moved the figure as written. */
    public boolean moved() {
        return direction != 0;
    }

    /** Negative when the figure fell, positive when it rose, 0 when it did not move. */
    public int direction() {
        return direction;
    }

    /** What the table shows: {@code 3 → 1} after a move, else the figure. */
    public String text() {
        return text;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Figure f && Double.compare(f.value, value) == 0 && Objects.equals(f.previous, previous) && f.format == format;
    }

    @Override
    public int hashCode() {
        return Objects.hash(value, previous, format);
    }

    @Override
    public String toString() {
        return text;
    }

    /** From here on counts and request units are written with three significant digits and k, M or G. */
    static final double COMPACT_FROM = 100_000;

    /** {@code v} written as {@code format} says. */
    public static String write(double v, Format format) {
        if (format != Format.BYTES && Math.abs(v) >= COMPACT_FROM) return compact(v);
        // a rare write's 0.0004 a second is no 0, nor its move from there no move (decision 0578)
        if (format != Format.BYTES && dev.docshape.model.Numbers.tiny(v, 1)) return dev.docshape.model.Numbers.significant(v);
        return switch (format) {
            case COUNT -> count(v);
            case BYTES -> dev.docshape.app.analysis.preview.Bytes.format(v);
            case UNITS -> tenths(Math.round(v * 10), true);
        };
    }

    /** 123 k, 1.91 M, 12.3 G: a large figure that stays as narrow as a small one. */
    static String compact(double v) {
        String[] units = {"k", "M", "G", "T"};
        double scaled = Math.abs(v);
        int unit = -1;
        do {
            scaled /= 1000;
            unit++;
        } while (scaled >= 999.5 && unit < units.length - 1);
        int decimals = scaled >= 99.95 ? 0 : scaled >= 9.995 ? 1 : 2;
        String digits = java.math.BigDecimal.valueOf(scaled).setScale(decimals, java.math.RoundingMode.HALF_UP).toPlainString();
        return (v < 0 ? "-" : "") + digits + " " + units[unit];
    }

    /** Whole numbers grouped (1,200); others with one decimal (2.5). */
    static String count(double v) {
        long tenths = Math.round(v * 10);
        return tenths(tenths, tenths % 10 != 0);
    }

    /**
     * A number of tenths written with thousands separators and, when asked, one decimal. Written by
     * hand: the table writes thousands of figures per change, and {@code String.format} is slow.
     */
    static String tenths(long tenths, boolean decimal) {
        boolean negative = tenths < 0;
        long abs = Math.abs(tenths);
        StringBuilder digits = new StringBuilder(Long.toString(abs / 10));
        for (int i = digits.length() - 3; i > 0; i -= 3) digits.insert(i, ',');
        if (decimal) digits.append('.').append(abs % 10);
        if (negative && abs != 0) digits.insert(0, '-');
        return digits.toString();
    }
}
