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

    /** Whole numbers with thousands separators (5,000,000); others rounded to two decimals. */
    public static String grouped(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) return String.format(Locale.ROOT, "%,d", (long) value);
        return String.format(Locale.ROOT, "%,.2f", value);
    }
}
