package dev.docshape.storage.imports.sql;

import dev.docshape.model.Descriptions;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a DDL says of its tables and columns in words: MySQL's {@code COMMENT 'text'} after a column and
 * {@code COMMENT='text'} among a table's options, PostgreSQL's {@code COMMENT ON TABLE t IS 'text'} and
 * {@code COMMENT ON COLUMN t.c IS 'text'} (docs/imports.md "Comments", decision 0556). A comment is made a description
 * ({@link Descriptions#fit}): cut at its bound, control characters taken out, the import's notes saying so.
 */
final class SqlComments {
    private static final Pattern COMMENT_ON = Pattern.compile(
            "(?is)^\\s*COMMENT\\s+ON\\s+(TABLE|COLUMN)\\s+(.+?)\\s+IS\\s+(NULL|[EN]?'.*')\\s*;?\\s*$");

    /** A comment on a table, or on one of its columns when {@code column} is not null. */
    record On(String table, String column, String text) {
    }

    private SqlComments() {
    }

    /** The text after {@code COMMENT} (and an optional {@code =}) among a column's specs or a table's options; null for none. */
    static String after(List<String> words) {
        if (words == null) return null;
        for (int i = 0; i < words.size() - 1; i++) {
            if (!words.get(i).equalsIgnoreCase("COMMENT")) continue;
            String next = words.get(i + 1);
            if (next.equals("=") && i + 2 < words.size()) next = words.get(i + 2);
            else if (next.startsWith("=")) next = next.substring(1).strip();
            return literal(next, true);
        }
        return null;
    }

    /** A PostgreSQL {@code COMMENT ON TABLE} or {@code COMMENT ON COLUMN} statement, or null for another statement. */
    static On on(String statement) {
        Matcher m = COMMENT_ON.matcher(statement);
        if (!m.matches()) return null;
        String target = m.group(2).strip();
        // PostgreSQL reads a backslash as itself, but in an E'...' string
        String value = m.group(3);
        String text = value.equalsIgnoreCase("NULL") ? null : literal(value, value.charAt(0) == 'E' || value.charAt(0) == 'e');
        if (m.group(1).toUpperCase(Locale.ROOT).equals("TABLE")) return new On(target, null, text);
        int dot = target.lastIndexOf('.');
        if (dot < 0) return null;
        return new On(target.substring(0, dot), SqlNames.unquote(target.substring(dot + 1)), text);
    }

    /**
     * The text of a quoted literal ({@code 'it''s'}, MySQL's {@code 'it\'s'}, PostgreSQL's {@code E'a\nb'}), or null when
     * {@code quoted} is none; {@code escapes}: a backslash escapes the next character.
     */
    static String literal(String quoted, boolean escapes) {
        String s = quoted.strip();
        if (s.length() > 1 && (s.charAt(0) == 'E' || s.charAt(0) == 'e' || s.charAt(0) == 'N' || s.charAt(0) == 'n') && s.charAt(1) == '\'') {
            s = s.substring(1);
        }
        if (s.length() < 2 || s.charAt(0) != '\'' || s.charAt(s.length() - 1) != '\'') return null;
        StringBuilder text = new StringBuilder(s.length());
        for (int i = 1; i < s.length() - 1; i++) {
            char c = s.charAt(i);
            if (c == '\'' && i + 1 < s.length() - 1 && s.charAt(i + 1) == '\'') {
                text.append('\'');
                i++;
            } else if (c == '\\' && escapes && i + 1 < s.length() - 1) {
                char e = s.charAt(++i);
                text.append(switch (e) {
                    case 'n' -> '\n';
                    case 't' -> '\t';
                    case 'r' -> '\r';
                    case '0' -> '\0';
                    default -> e;
                });
            } else {
                text.append(c);
            }
        }
        return text.toString();
    }

    /**
     * {@code comment} as a description, and a note in {@code notes} where it had to be cut or cleaned; {@code what} names
     * the table or column for that note.
     */
    static String description(String comment, String what, List<String> notes) {
        if (comment == null) return null;
        String problem = Descriptions.problem(comment);
        if (problem != null) notes.add(what + ": its comment is cut or cleaned to become its description (" + problem + ")");
        return Descriptions.fit(comment);
    }
}
