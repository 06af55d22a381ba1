package dev.docshape.app.cli;

import java.util.Locale;

/** How the command line prints estimates: whole numbers plain, fractions with one decimal. */
final class Numbers {
    private Numbers() {
    }

    /** What the text output prints for a figure the estimate could not bound; {@code --json} says Infinity. */
    static final String INFINITE = "infinite";

    static String count(double value) {
        if (!Double.isFinite(value)) return notFinite(value);
        if (value == Math.rint(value) && Math.abs(value) < 1e15) return String.format(Locale.ROOT, "%,d", (long) value);
        return String.format(Locale.ROOT, "%,.1f", value);
    }

    static String bytes(double value) {
        if (!Double.isFinite(value)) return notFinite(value);
        double abs = Math.abs(value);
        if (abs < 1024) return String.format(Locale.ROOT, "%.0f B", value);
        if (abs < 1024 * 1024) return String.format(Locale.ROOT, "%.1f KiB", value / 1024);
        return String.format(Locale.ROOT, "%.1f MiB", value / (1024 * 1024));
    }

    /** Rounds to one decimal, keeping infinities (Math.round would turn them into Long.MAX_VALUE). */
    static double round1(double value) {
        return Double.isFinite(value) ? Math.round(value * 10) / 10.0 : value;
    }

    private static String notFinite(double value) {
        if (Double.isNaN(value)) return "unknown";
        return value > 0 ? INFINITE : "-" + INFINITE;
    }
}
