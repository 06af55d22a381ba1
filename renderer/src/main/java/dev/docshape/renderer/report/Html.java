package dev.docshape.renderer.report;

import dev.docshape.renderer.style.WordBreaks;

import java.util.Locale;

/** Escaping and number words for the report page: every name from a project goes through {@link #text}, a design's or pattern's name through {@link #name}. */
final class Html {
    /** No piece of a word broken with a hyphen is shorter than this many letters (as on a card, decision 0539). */
    private static final int MIN_PIECE = 3;

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

    /**
     * A name as {@link #text}, with the places a narrow column may break it marked as the designer breaks a name on a
     * card (decision 0549): {@code <wbr>} between words run together ("maintenance<wbr>Tickets", "device_<wbr>id") and a
     * soft hyphen where a syllable begins, leaving at least {@link #MIN_PIECE} letters of the word on each side
     * ("refe&shy;renced"). A browser breaks nowhere else unless a piece is wider than the whole line.
     */
    static String name(String s) {
        if (s == null) return "";
        boolean[] word = new boolean[s.length() + 1];
        for (int i : WordBreaks.betweenWords(s)) word[i] = s.charAt(i - 1) != ' ' && s.charAt(i - 1) != '-';
        boolean[] syllable = new boolean[s.length() + 1];
        for (int i : WordBreaks.hyphenPlaces(s, MIN_PIECE)) syllable[i] = true;
        StringBuilder out = new StringBuilder(s.length() + 32);
        for (int i = 0; i < s.length(); i++) {
            if (word[i]) out.append("<wbr>");
            else if (syllable[i]) out.append("&shy;");
            out.append(text(s.substring(i, i + 1)));
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
