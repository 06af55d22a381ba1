package dev.docshape.app.analysis.preview;


/** Byte counts as the panels show them: 812 B, 1.2 KiB, 16 MiB. */
public final class Bytes {
    private Bytes() {
    }

    public static String format(double bytes) {
        double abs = Math.abs(bytes);
        if (abs < 1024) return Math.round(bytes) + " B";
        if (abs < 1024 * 1024) return trim(bytes / 1024) + " KiB";
        if (abs < 1024L * 1024 * 1024) return trim(bytes / (1024 * 1024)) + " MiB";
        return trim(bytes / (1024.0 * 1024 * 1024)) + " GiB";
    }

    /** Below 100 with one decimal unless whole (1.2, 16); from 100 on whole (102). */
    private static String trim(double value) {
        long tenths = Math.round(value * 10);
        if (Math.abs(value) >= 100 || tenths % 10 == 0) return Long.toString(Math.round(value));
        return (tenths / 10) + "." + Math.abs(tenths % 10);
    }
}
