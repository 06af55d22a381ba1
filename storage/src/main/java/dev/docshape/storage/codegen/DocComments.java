package dev.docshape.storage.codegen;

/**
 * The text of a doc comment (TypeScript's JSDoc, Java's Javadoc), which both read as HTML: a description written so
 * that it neither ends the comment nor starts a tag, and reads back as written once its entities are decoded
 * (docs/exports.md "Descriptions", decision 0567). Markup ({@code & < >}), {@code @}, a backslash (Java reads
 * {@code \}{@code u002a} as a star even in a comment), the {@code /} of a {@code *}{@code /}, a carriage return, other
 * line terminators and whitespace or a star starting a line (which both tools strip) are written as character
 * references; line feeds start a new comment line.
 */
final class DocComments {
    private DocComments() {
    }

    /**
     * {@code text} for a doc comment, its line feeds kept; {@code asciiOnly}: every other character past printable ASCII
     * as a reference too (the Java files are ASCII, as their string literals are).
     */
    static String text(String text, boolean asciiOnly) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        boolean lineStart = true;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            int n = Character.charCount(c);
            boolean afterStar = i > 0 && text.charAt(i - 1) == '*';
            i += n;
            if (c == '\n') {
                out.append('\n');
                lineStart = true;
                continue;
            }
            boolean leading = lineStart && (c == ' ' || c == '\t' || c == '*');
            lineStart = lineStart && leading;
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                default -> {
                    boolean reference = leading || c == '@' || c == '\\' || (c == '/' && afterStar) || c < 0x20 && c != '\t'
                            || c == 0x7f || c == 0x85 || c == 0x2028 || c == 0x2029 || (c >= 0xD800 && c <= 0xDFFF)
                            || asciiOnly && c > 0x7e;
                    if (reference) out.append("&#").append(c).append(';');
                    else out.appendCodePoint(c);
                }
            }
        }
        return out.toString();
    }

    /** {@code text} (already written by {@link #text}, or plain words) as a block comment at {@code indent}, one line per line. */
    static void block(StringBuilder out, String indent, String text) {
        if (text.indexOf('\n') < 0) {
            out.append(indent).append("/** ").append(text).append(" */\n");
            return;
        }
        out.append(indent).append("/**\n");
        for (String line : text.split("\n", -1)) {
            out.append(indent).append(" *");
            if (!line.isEmpty()) out.append(' ').append(line);
            out.append('\n');
        }
        out.append(indent).append(" */\n");
    }
}
