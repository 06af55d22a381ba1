package dev.docshape.renderer.dot;

/**
 * Escaping for the two kinds of text DOT has: quoted strings and HTML-like labels. Any name a valid
 * project holds must render, so text is first made displayable: characters graphviz or the SVG and
 * JSON it writes cannot carry (NUL and other controls, lone surrogates, line separators) are shown
 * as their escape (a backslash, u and four hex digits), and text longer than {@value #MAX_SHOWN} characters (graphviz refuses strings
 * past 16,384) is cut with an ellipsis: a diagram cannot show more of a name anyway.
 */
public final class DotText {
    /** The most characters of one text a diagram shows. */
    static final int MAX_SHOWN = 1_000;

    private DotText() {
    }

    /** {@code text} as a double-quoted DOT string; line breaks become centred line breaks. */
    public static String quoted(String raw) {
        String text = displayable(raw);
        if (isPlain(text, "\"\\\n\r")) return '"' + text + '"';
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> { }
                default -> out.append(c);
            }
        }
        return out.append('"').toString();
    }

    /** {@code text} safe inside an HTML-like label. */
    public static String html(String raw) {
        String text = displayable(raw);
        if (isPlain(text, "&<>\"\n\r\t")) return text;
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\n', '\r', '\t' -> out.append(' ');
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** {@code text} without characters a diagram cannot carry, and at most {@value #MAX_SHOWN} characters long. */
    static String displayable(String text) {
        StringBuilder out = null;
        int end = Math.min(text.length(), MAX_SHOWN);
        int i = 0;
        for (; i < end; i++) {
            char c = text.charAt(i);
            boolean paired = Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
            if (paired) {
                if (out != null) out.append(c).append(text.charAt(i + 1));
                i++;
                continue;
            }
            boolean unsafe = (c < 0x20 && c != '\n' && c != '\r' && c != '\t') || (c >= 0x7f && c <= 0x9f)
                    || c == '\u2028' || c == '\u2029' || Character.isSurrogate(c);
            if (unsafe && out == null) out = new StringBuilder(end + 16).append(text, 0, i);
            if (unsafe) out.append(String.format("\\u%04x", (int) c));
            else if (out != null) out.append(c);
        }
        if (text.length() > i) return (out == null ? text.substring(0, i) : out.toString()) + "\u2026";
        return out == null ? text : out.toString();
    }

    private static boolean isPlain(String text, String special) {
        for (int i = 0; i < text.length(); i++) {
            if (special.indexOf(text.charAt(i)) >= 0) return false;
        }
        return true;
    }

    /** A number in inches, from canvas units (points), as DOT wants sizes. */
    public static String inches(double points) {
        return String.format(java.util.Locale.ROOT, "%.4f", points / 72.0);
    }
}
