package dev.docshape.storage.imports.sql;

import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.Token;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names that the SQL parser reads as its own keywords, though the dialect that wrote them does not reserve them: a
 * table {@code member} in PostgreSQL or MySQL is read as the {@code MEMBER OF} operator in {@code REFERENCES member(id)}.
 * Where the parser stops at such a word, it is quoted and the statement read again (docs/imports.md, "Names the
 * parser reserves").
 */
final class KeywordNames {
    /** At most this many words quoted in one statement, so a statement that does not read fails quickly. */
    static final int MOST_QUOTED = 8;
    private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_$]*");
    /** Words of a table's definition itself: a statement that stops at one of them is wrong, not a name. */
    private static final Set<String> STRUCTURE = Set.of("CREATE", "TABLE", "PRIMARY", "FOREIGN", "REFERENCES",
            "CONSTRAINT", "NOT", "NULL");

    private KeywordNames() {
    }

    /**
     * {@code text} with the keyword the parser stopped at quoted as a name, or null where the error is not a keyword
     * the parser did not expect.
     */
    static String quoted(String text, Throwable error) {
        ParseException parse = parseException(error);
        if (parse == null || parse.currentToken == null || parse.currentToken.next == null) return null;
        Token at = parse.currentToken.next;
        if (at.image == null || !WORD.matcher(at.image).matches()) return null;
        if (!isKeyword(parse, at) || STRUCTURE.contains(at.image.toUpperCase(Locale.ROOT))) return null;
        int start = offset(text, at);
        if (start < 0) return null;
        return text.substring(0, start) + '"' + at.image + '"' + text.substring(start + at.image.length());
    }

    private static ParseException parseException(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (t instanceof ParseException p) return p;
        }
        return null;
    }

    /**
     * A keyword's token image is its literal text in quotes or a keyword class ({@code <K_STRING_FUNCTION_NAME>}); a
     * name's is a name class such as {@code <S_IDENTIFIER>}.
     */
    private static boolean isKeyword(ParseException parse, Token at) {
        String[] images = parse.tokenImage;
        if (images == null || at.kind < 0 || at.kind >= images.length) return false;
        return images[at.kind].startsWith("\"") || images[at.kind].startsWith("<K_");
    }

    /** Whether the parser stopped at a name quoted by {@link #quoted}: quoting did not help there. */
    static boolean atQuotedName(Throwable error) {
        ParseException parse = parseException(error);
        if (parse == null || parse.currentToken == null || parse.currentToken.next == null) return false;
        String image = parse.currentToken.next.image;
        return image != null && image.length() > 2 && image.startsWith("\"");
    }

    /**
     * Where the word starts in {@code text}: the occurrence on its line nearest the parser's column (the parser counts
     * a tab as several columns), or -1.
     */
    private static int offset(String text, Token at) {
        int lineStart = 0;
        for (int line = 1; line < at.beginLine; line++) {
            int newline = text.indexOf('\n', lineStart);
            if (newline < 0) return -1;
            lineStart = newline + 1;
        }
        int lineEnd = text.indexOf('\n', lineStart);
        String line = text.substring(lineStart, lineEnd < 0 ? text.length() : lineEnd);
        Matcher words = WORD.matcher(line);
        int best = -1;
        while (words.find()) {
            if (!words.group().equalsIgnoreCase(at.image)) continue;
            if (best < 0 || Math.abs(words.start() - (at.beginColumn - 1)) < Math.abs(best - (at.beginColumn - 1))) {
                best = words.start();
            }
        }
        return best < 0 ? -1 : lineStart + best;
    }
}
