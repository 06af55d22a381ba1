package dev.docshape.model;

import java.util.Locale;

/** Numbers as messages and menus show them: 3 rather than 3.0, 5,000,000 rather than 5000000.0. */
public final class Numbers {
    private Numbers() {
    }

    /** Whole numbers without a decimal point; others as Java prints them (2.5). */
    public static String plain(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) return Long.toString((long) value);
        return Double.toString(value);
    }

    /**
     * Byte counts in one style everywhere (panels, findings, reports): 812 B, 1.2 KiB, 102 KiB, 16 MiB;
     * below 100 of a unit with one decimal unless whole, from 100 on whole.
     */
    public static String bytes(double bytes) {
        double abs = Math.abs(bytes);
        if (abs < 1024) return Math.round(bytes) + " B";
        if (abs < 1024 * 1024) return unit(bytes / 1024) + " KiB";
        if (abs < 1024L * 1024 * 1024) return unit(bytes / (1024 * 1024)) + " MiB";
        return unit(bytes / (1024.0 * 1024 * 1024)) + " GiB";
    }

    private static String unit(double value) {
        long tenths = Math.round(value * 10);
        if (Math.abs(value) >= 100 || tenths % 10 == 0) return Long.toString(Math.round(value));
        return (tenths / 10) + "." + Math.abs(tenths % 10);
    }

    /** Whole numbers with thousands separators (5,000,000); others rounded to two decimals. */
    public static String grouped(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) return String.format(Locale.ROOT, "%,d", (long) value);
        return String.format(Locale.ROOT, "%,.2f", value);
    }
}
