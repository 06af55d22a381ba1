package dev.docshape.app.text;

/**
 * Where a long path or hyphenated word in a wrapped box of text may break (decision 0548). JavaFX wraps Latin text
 * only at spaces, and breaks a word longer than the line wherever the line ends ("ride-hailing-docume" / "nts"). A
 * hair space, which it takes for a space but draws about a pixel wide, after each {@code /}, {@code \} and
 * {@code -} inside such a word lets it break there instead: the shown text carries them, what is kept never does.
 */
public final class PathBreaks {
    /** U+200A HAIR SPACE. */
    static final char HAIR = '\u200A';
    /** A word this long may be too long for a line of the side panel: shorter ones are left alone. */
    static final int LONG = 16;

    private PathBreaks() {
    }

    /** {@code text} with a hair space after each {@code /}, {@code \} or {@code -} between two characters of a long word. */
    public static String breakable(String text) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        int wordStart = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (i == text.length() || Character.isWhitespace(text.charAt(i))) {
                appendWord(out, text, wordStart, i);
                if (i < text.length()) out.append(text.charAt(i));
                wordStart = i + 1;
            }
        }
        return out.toString();
    }

    private static void appendWord(StringBuilder out, String text, int from, int to) {
        boolean breaks = to - from >= LONG;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            out.append(c);
            if (breaks && (c == '/' || c == '\\' || c == '-') && i > from && i + 1 < to) out.append(HAIR);
        }
    }

    /** {@code shown} without the hair spaces {@link #breakable} put in: the text as the user wrote it. */
    public static String plain(String shown) {
        return shown.indexOf(HAIR) < 0 ? shown : shown.replace(String.valueOf(HAIR), "");
    }
}
