package dev.docshape.renderer.dot;

/** Escaping for the two kinds of text DOT has: quoted strings and HTML-like labels. */
public final class DotText {
    private DotText() {
    }

    /** {@code text} as a double-quoted DOT string; line breaks become centred line breaks. */
    public static String quoted(String text) {
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
    public static String html(String text) {
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
