package dev.docshape.model;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;
import java.util.function.DoubleFunction;

/** Numbers as messages and menus show them: 3 rather than 3.0, 5,000,000 rather than 5000000.0. */
public final class Numbers {
    private Numbers() {
    }

    /**
     * The one way a figure is written for people (decision 0561): whole numbers without a decimal point (3, not 3.0),
     * huge ones to the 15 digits a double holds, others to 12
     * significant digits without the noise doubles leave (39.99, not 39.989999999999995), never with an
     * exponent (0.0005, not 5.0E-4; 100000000000000000000, not 1.0E20). Not finite: as Java writes it.
     */
    public static String plain(double value) {
        if (!Double.isFinite(value)) return Double.toString(value);
        boolean whole = value == Math.rint(value);
        if (whole && Math.abs(value) < 1e15) return Long.toString((long) value);
        return new BigDecimal(value).round(whole ? WHOLE : SIGNIFICANT).stripTrailingZeros().toPlainString();
    }

    /**
     * A figure a user typed and the model keeps, as the double holds it (decision 0570): range bounds in the inspector,
     * on cards and in the generated schemas and code. The fewest digits that read back as the same double, never an
     * exponent where 21 characters hold the figure, never rounding: 0.1234567890123456 stays whole, 7.0 is 7, 1e300 is
     * 1.0E300 (a JSON, JavaScript, Python and Java number alike); {@link #plain} is for figures computed.
     */
    public static String exact(double value) {
        if (!Double.isFinite(value)) return Double.toString(value);
        if (value == Math.rint(value) && Math.abs(value) < 1e15) return Long.toString((long) value);
        String plain = BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
        return plain.length() <= 21 ? plain : Double.toString(value);
    }

    private static final MathContext SIGNIFICANT = new MathContext(12);
    /** The digits a double holds: a huge whole number keeps them all, past them only zeros. */
    private static final MathContext WHOLE = new MathContext(15);

    /**
     * Byte counts in one style everywhere (panels, findings, reports, the command line): 812 B, 1.2 KiB, 102 KiB, 16 MiB;
     * below 100 of a unit with one decimal unless whole, from 100 on whole; a share of a byte rounding to 0 with two
     * significant digits (0.3 B; decision 0578).
     */
    public static String bytes(double bytes) {
        if (!Double.isFinite(bytes)) return notFinite(bytes);
        double abs = Math.abs(bytes);
        if (bytes != 0 && abs < 0.5) return significant(bytes) + " B";
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

    /** A share of 0 to 1 as a percentage to a tenth, without a decimal when whole: 0.35 as 35 %, 0.072 as 7.2 %. */
    public static String percent(double share) {
        return plain(Math.round(share * 1000) / 10.0) + " %";
    }

    /** Whole numbers with thousands separators (5,000,000); others rounded to two decimals; see {@link #grouped(double, int)}. */
    public static String grouped(double value) {
        return grouped(value, 2);
    }

    /**
     * Whole numbers with thousands separators (5,000,000); others rounded to {@code decimals} decimals (1,234.5), except a
     * fraction they would write as 0 (a comment added 0.0004 times a second): two significant digits, "0.0004" (decisions
     * 0570, 0578). Not finite: "infinite", "-infinite", "unknown".
     */
    public static String grouped(double value, int decimals) {
        if (!Double.isFinite(value)) return notFinite(value);
        if (value == Math.rint(value) && Math.abs(value) < 1e15) return String.format(Locale.ROOT, "%,d", (long) value);
        if (tiny(value, decimals)) return significant(value);
        return String.format(Locale.ROOT, "%,." + decimals + "f", value);
    }

    /**
     * A figure to one decimal, whole where that rounds it to a whole number (3 for 3.04, 3.5 for 3.456), a tiny one to its
     * two significant digits (0.0004): the command line's tables (decision 0570).
     */
    public static String tenths(double value) {
        return grouped(Double.isFinite(value) && !tiny(value, 1) ? Math.round(value * 10) / 10.0 : value, 1);
    }

    /** True for a fraction other than 0 that {@code decimals} decimals would write as 0 (0.04 with one decimal). */
    public static boolean tiny(double value, int decimals) {
        return value != 0 && Math.abs(value) < 0.5 / Math.pow(10, decimals);
    }

    /** Two significant digits, without an exponent: 0.00042 for 0.000416666 (a tiny figure's way of being no 0). */
    public static String significant(double value) {
        return plain(new BigDecimal(value).round(TWO_DIGITS).doubleValue());
    }

    private static final MathContext TWO_DIGITS = new MathContext(2);

    private static String notFinite(double value) {
        if (Double.isNaN(value)) return "unknown";
        return value > 0 ? "infinite" : "-infinite";
    }

    /** The most decimals {@link #apart} writes before calling two values the same. */
    static final int MOST_DECIMALS = 6;

    /**
     * A figure before and after a change, each as {@code shown} writes it; when the two differ but are written alike
     * ("20.7 -> 20.7" for 20.72 and 20.74), both grouped with the fewest decimals that tell them apart ("20.72 -> 20.74").
     * Values no {@value #MOST_DECIMALS} decimals tell apart are {@link Change#same() the same}.
     */
    public static Change apart(double before, double after, DoubleFunction<String> shown) {
        return apart(before, after, shown, 1, "");
    }

    /** {@link #apart} for byte counts written with a unit ({@link #bytes}): the finer figures keep the larger value's unit. */
    public static Change apartBytes(double before, double after, DoubleFunction<String> shown) {
        double abs = Math.max(Math.abs(before), Math.abs(after));
        if (abs < 1024) return apart(before, after, shown, 1, " B");
        if (abs < 1024 * 1024) return apart(before, after, shown, 1024, " KiB");
        if (abs < 1024L * 1024 * 1024) return apart(before, after, shown, 1024 * 1024, " MiB");
        return apart(before, after, shown, 1024.0 * 1024 * 1024, " GiB");
    }

    private static Change apart(double before, double after, DoubleFunction<String> shown, double unit, String suffix) {
        String was = shown.apply(before);
        String will = shown.apply(after);
        if (!was.equals(will) || before == after || !Double.isFinite(before) || !Double.isFinite(after)) return new Change(was, will);
        for (int decimals = 0; decimals <= MOST_DECIMALS; decimals++) {
            String format = "%,." + decimals + "f";
            String finerWas = String.format(Locale.ROOT, format, before / unit);
            String finerWill = String.format(Locale.ROOT, format, after / unit);
            if (!finerWas.equals(finerWill)) return new Change(finerWas + suffix, finerWill + suffix);
        }
        return new Change(was, will);
    }

    /** Two figures of one change as written: different texts for different values, unless {@link #same()}. */
    public record Change(String before, String after) {
        /** True when the two are written alike: no change worth a figure. */
        public boolean same() {
            return before.equals(after);
        }

        /** "20.72 -> 20.74" with the {@code arrow} given, or "about the same, 20.7" when the two are written alike. */
        public String joined(String arrow) {
            return same() ? "about the same, " + before : before + arrow + after;
        }
    }
}
