package dev.docshape.renderer.report;

import java.util.Locale;

/** Escaping and number words for the report page: every name from a project goes through {@link #text}. */
final class Html {
    private Html() {
    }

    /** Text safe inside an element and inside a double-quoted attribute. */
    static String text(String s) {
        if (s == null) return "";
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> {
                    // control characters other than tab and line breaks are not allowed in HTML text
                    if (c < 0x20 && c != '\n' && c != '\t' && c != '\r') out.append('\uFFFD');
                    else out.append(c);
                }
            }
        }
        return out.toString();
    }

    /** A count: whole numbers grouped ("12,400"), others to one decimal ("0.5"). */
    static String count(double n) {
        if (!Double.isFinite(n)) return Double.isNaN(n) ? "unknown" : "unbounded";
        double rounded = Math.round(n * 10) / 10.0;
        if (rounded == Math.rint(rounded)) return String.format(Locale.ROOT, "%,d", (long) rounded);
        return String.format(Locale.ROOT, "%,.1f", rounded);
    }

    /** Bytes in the unit that reads best: "980 B", "2.4 KiB", "1.3 MiB" (the same units as the designer). */
    static String bytes(double n) {
        if (!Double.isFinite(n)) return Double.isNaN(n) ? "unknown" : "unbounded";
        double abs = Math.abs(n);
        if (abs < 1024) return String.format(Locale.ROOT, "%,d B", Math.round(n));
        if (abs < 1024 * 1024) return String.format(Locale.ROOT, "%.1f KiB", n / 1024);
        return String.format(Locale.ROOT, "%,.1f MiB", n / (1024 * 1024));
    }
}
