package dev.docshape.model;

/**
 * What an entity or a field says of itself in words (a SQL column's {@code COMMENT}): at most {@link #MAX_LENGTH}
 * characters, no control characters but line breaks and tabs, none when blank (docs/file-format.md, decision 0556). The
 * exports escape it as any text; the bound keeps a hostile or runaway comment from filling every schema and card.
 */
public final class Descriptions {
    /** The most characters a description holds. */
    public static final int MAX_LENGTH = 1000;

    private Descriptions() {
    }

    /** {@code text} stripped, or null when it is null or blank; refused when too long or holding control characters. */
    public static String require(String owner, String text) {
        String problem = problem(text);
        if (problem != null) throw new IllegalArgumentException(owner + ": " + problem);
        return text == null || text.isBlank() ? null : text.strip();
    }

    /** Why {@code text} cannot be a description, or null when it can. */
    public static String problem(String text) {
        if (text == null) return null;
        String stripped = text.strip();
        if (stripped.length() > MAX_LENGTH) {
            return "a description holds at most " + MAX_LENGTH + " characters, this one " + stripped.length();
        }
        for (int i = 0; i < stripped.length(); i++) {
            char c = stripped.charAt(i);
            if (Character.isISOControl(c) && c != '\n' && c != '\t') {
                return "a description holds no control characters (U+" + String.format("%04X", (int) c) + " at " + (i + 1) + ")";
            }
        }
        return null;
    }

    /**
     * {@code text} made a description: control characters but line breaks and tabs taken out, cut at {@link #MAX_LENGTH}
     * characters (not inside a surrogate pair); null when nothing is left.
     */
    public static String fit(String text) {
        if (text == null) return null;
        StringBuilder kept = new StringBuilder(Math.min(text.length(), MAX_LENGTH + 1));
        for (int i = 0; i < text.length() && kept.length() < MAX_LENGTH + 1; i++) {
            char c = text.charAt(i);
            if (!Character.isISOControl(c) || c == '\n' || c == '\t') kept.append(c);
        }
        String stripped = kept.toString().strip();
        if (stripped.length() > MAX_LENGTH) {
            int end = Character.isHighSurrogate(stripped.charAt(MAX_LENGTH - 1)) ? MAX_LENGTH - 1 : MAX_LENGTH;
            stripped = stripped.substring(0, end).strip();
        }
        return stripped.isEmpty() ? null : stripped;
    }
}
