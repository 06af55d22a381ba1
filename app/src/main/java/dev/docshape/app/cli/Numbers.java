package dev.docshape.app.cli;

import java.util.Locale;

/** How the command line prints estimates: whole numbers plain, fractions with one decimal. */
final class Numbers {
    private Numbers() {
    }

    static String count(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) return String.format(Locale.ROOT, "%,d", (long) value);
        return String.format(Locale.ROOT, "%,.1f", value);
    }

    static String bytes(double value) {
        double abs = Math.abs(value);
        if (abs < 1024) return String.format(Locale.ROOT, "%.0f B", value);
        if (abs < 1024 * 1024) return String.format(Locale.ROOT, "%.1f KiB", value / 1024);
        return String.format(Locale.ROOT, "%.1f MiB", value / (1024 * 1024));
    }
}
