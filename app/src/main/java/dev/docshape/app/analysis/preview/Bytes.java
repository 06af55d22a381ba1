package dev.docshape.app.analysis.preview;

import java.util.Locale;

/** Byte counts as the panels show them: 812 B, 1.2 KiB, 16 MiB. */
public final class Bytes {
    private Bytes() {
    }

    public static String format(double bytes) {
        double abs = Math.abs(bytes);
        if (abs < 1024) return String.format(Locale.ROOT, "%.0f B", bytes);
        if (abs < 1024 * 1024) return trim(bytes / 1024) + " KiB";
        if (abs < 1024L * 1024 * 1024) return trim(bytes / (1024 * 1024)) + " MiB";
        return trim(bytes / (1024.0 * 1024 * 1024)) + " GiB";
    }

    private static String trim(double value) {
        if (Math.abs(value) >= 100 || value == Math.rint(value)) return String.format(Locale.ROOT, "%.0f", value);
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
