package dev.docshape.app.cli;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/**
 * How the command line prints estimates: whole numbers plain, fractions with one decimal, and a fraction one decimal
 * would print as 0.0 (a rare write's 0.0004 a second, a 0.3-byte share) to two significant digits (decision 0570).
 */
final class Numbers {
    private Numbers() {
    }

    /** What the text output prints for a figure the estimate could not bound; {@code --json} says Infinity. */
    static final String INFINITE = "infinite";
    /** Below this, one decimal would print a fraction as 0.0. */
    private static final double TINY = 0.05;
    private static final MathContext TWO_DIGITS = new MathContext(2);

    static String count(double value) {
        if (!Double.isFinite(value)) return notFinite(value);
        if (value == Math.rint(value) && Math.abs(value) < 1e15) return String.format(Locale.ROOT, "%,d", (long) value);
        if (Math.abs(value) < TINY) return significant(value);
        return String.format(Locale.ROOT, "%,.1f", value);
    }

    static String bytes(double value) {
        if (!Double.isFinite(value)) return notFinite(value);
        double abs = Math.abs(value);
        if (value != 0 && abs < 0.5) return significant(value) + " B";
        if (abs < 1024) return String.format(Locale.ROOT, "%.0f B", value);
        if (abs < 1024 * 1024) return String.format(Locale.ROOT, "%.1f KiB", value / 1024);
        return String.format(Locale.ROOT, "%.1f MiB", value / (1024 * 1024));
    }

    /** Rounds to one decimal, keeping infinities (Math.round would turn them into Long.MAX_VALUE) and a fraction one decimal would make 0. */
    static double round1(double value) {
        return Double.isFinite(value) && Math.abs(value) >= TINY ? Math.round(value * 10) / 10.0 : value;
    }

    private static String significant(double value) {
        return dev.docshape.model.Numbers.plain(new BigDecimal(value).round(TWO_DIGITS).doubleValue());
    }

    private static String notFinite(double value) {
        if (Double.isNaN(value)) return "unknown";
        return value > 0 ? INFINITE : "-" + INFINITE;
    }
}
