package dev.docshape.storage.imports.sql;

import java.util.ArrayList;
import java.util.List;

/**
 * The small lexer the DDL's CHECKs and value lists are read with ({@link ValueLists}, {@link CheckRanges}): words
 * (identifiers unquoted), string literals, numbers and punctuation, one character each ({@code >=} is two), with where
 * each starts and ends in the statement text.
 */
final class SqlTokens {
    private SqlTokens() {
    }

    enum Kind { WORD, STRING, NUMBER, PUNCT }

    /** One token: its kind, its text (an identifier unquoted, a string literal without quotes), where it starts and ends. */
    record Token(Kind kind, String text, int start, int end) {
        boolean is(String punctOrWord) {
            return kind == Kind.PUNCT ? text.equals(punctOrWord) : kind == Kind.WORD && text.equalsIgnoreCase(punctOrWord);
        }
    }

    /** The tokens of {@code s}, its string literals read as {@code quoting} says. */
    static List<Token> lex(String s, SqlQuoting quoting) {
        List<Token> tokens = new ArrayList<>();
        int n = s.length();
        int i = 0;
        StringBuilder text = new StringBuilder();
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '\'' || (prefix(c) && i + 1 < n && s.charAt(i + 1) == '\'')) {
                int start = c == '\'' ? i : i + 1;
                text.setLength(0);
                i = Math.min(n, string(s, i, quoting, text));
                tokens.add(new Token(Kind.STRING, text.toString(), start, i));
            } else if (c == '"' || c == '`' || (c == '[' && !(!tokens.isEmpty() && tokens.get(tokens.size() - 1).is("ARRAY") || nextIsClosing(s, i)))) {
                char quote = c == '[' ? ']' : c;
                int end = s.indexOf(quote, i + 1);
                if (end < 0) end = n - 1;
                tokens.add(new Token(Kind.WORD, s.substring(i + 1, end), i, end + 1));
                i = end + 1;
            } else if (Character.isDigit(c) || (c == '.' && i + 1 < n && Character.isDigit(s.charAt(i + 1)))) {
                int j = i;
                while (j < n && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '.'
                        || ((s.charAt(j) == '-' || s.charAt(j) == '+') && (s.charAt(j - 1) == 'e' || s.charAt(j - 1) == 'E')))) j++;
                tokens.add(new Token(Kind.NUMBER, s.substring(i, j), i, j));
                i = j;
            } else if (Character.isLetter(c) || c == '_' || c == '$' || c == '@' || c == '#') {
                int j = i;
                while (j < n && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_' || s.charAt(j) == '$')) j++;
                tokens.add(new Token(Kind.WORD, s.substring(i, j), i, j));
                i = j;
            } else if (c == ':' && i + 1 < n && s.charAt(i + 1) == ':') {
                tokens.add(new Token(Kind.PUNCT, "::", i, i + 2));
                i += 2;
            } else {
                tokens.add(new Token(Kind.PUNCT, String.valueOf(c), i, i + 1));
                i++;
            }
        }
        return tokens;
    }

    /**
     * The text of one quoted literal ({@code 'it''s'}, MySQL's {@code 'it\\'s'}, PostgreSQL's {@code E'a\\nb'}, SQL Server's
     * {@code N'...'}), or null when {@code quoted} is not one.
     */
    static String unquote(String quoted, SqlQuoting quoting) {
        String s = quoted.strip();
        int open = s.isEmpty() || s.charAt(0) == '\'' ? 0 : 1;
        if (s.length() < open + 2 || (open == 1 && !prefix(s.charAt(0))) || s.charAt(open) != '\'' || s.charAt(s.length() - 1) != '\'') return null;
        StringBuilder text = new StringBuilder(s.length());
        return string(s, 0, quoting, text) == s.length() ? text.toString() : null;
    }

    /**
     * The index just after the string literal at {@code at} (its prefix letter or its opening quote), read as {@code quoting}
     * says; the length of {@code s} when it is not closed. The one reading of where a literal ends, for the statements'
     * split ({@link SqlStatements}) as for the tokens.
     */
    static int literalEnd(String s, int at, SqlQuoting quoting) {
        return Math.min(s.length(), string(s, at, quoting, null));
    }

    private static boolean prefix(char c) {
        return c == 'E' || c == 'e' || c == 'N' || c == 'n';
    }

    /**
     * Reads the string literal at {@code at} (its prefix letter or its opening quote) into {@code text}: a doubled quote is
     * one quote; a backslash escapes the next character in an {@code E'...'} literal, and in any under MySQL's quoting.
     * The index just after its closing quote; one past the end of {@code s} when it is not closed. {@code text} may be
     * null: only the end is wanted.
     */
    private static int string(String s, int at, SqlQuoting quoting, StringBuilder text) {
        boolean escapes = quoting == SqlQuoting.MYSQL || s.charAt(at) == 'E' || s.charAt(at) == 'e';
        int n = s.length();
        int j = (s.charAt(at) == '\'' ? at : at + 1) + 1;
        while (j < n) {
            char d = s.charAt(j);
            if (d == '\'' && j + 1 < n && s.charAt(j + 1) == '\'') {
                if (text != null) text.append('\'');
                j += 2;
            } else if (d == '\'') {
                return j + 1;
            } else if (d == '\\' && escapes && j + 1 < n) {
                if (text != null) text.append(escaped(s.charAt(j + 1)));
                j += 2;
            } else {
                if (text != null) text.append(d);
                j++;
            }
        }
        return n + 1;
    }

    private static char escaped(char e) {
        return switch (e) {
            case 'n' -> '\n';
            case 't' -> '\t';
            case 'r' -> '\r';
            case '0' -> '\0';
            case 'b' -> '\b';
            case 'Z' -> '\u001a';
            default -> e;
        };
    }

    /** {@code []} of an array type ({@code text[]}) is punctuation, not a SQL Server {@code [name]}. */
    private static boolean nextIsClosing(String s, int i) {
        return i + 1 < s.length() && s.charAt(i + 1) == ']';
    }

    /** The index of the token that closes the group opened at {@code open} (the last token when unbalanced). */
    static int closing(List<Token> tokens, int open) {
        int depth = 0;
        for (int i = open; i < tokens.size(); i++) {
            if (tokens.get(i).is("(")) depth++;
            else if (tokens.get(i).is(")") && --depth == 0) return i;
        }
        return tokens.size() - 1;
    }

    /** Past a cast ({@code ::character varying(20)}, {@code ::text[]}) at {@code i}, or {@code i} when there is none. */
    static int afterCast(List<Token> tokens, int i) {
        if (i >= tokens.size() || !tokens.get(i).is("::")) return i;
        i++;
        while (i < tokens.size() && tokens.get(i).kind() == Kind.WORD) i++;
        if (i < tokens.size() && tokens.get(i).is("(")) i = closing(tokens, i) + 1;
        while (i + 1 < tokens.size() && tokens.get(i).is("[") && tokens.get(i + 1).is("]")) i += 2;
        return i;
    }
}
