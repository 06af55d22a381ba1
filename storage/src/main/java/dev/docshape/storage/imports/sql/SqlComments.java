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
            // COMMENT in a column or among a table's options is MySQL's own syntax, so MySQL's quoting
            return SqlTokens.unquote(next, SqlQuoting.MYSQL);
        }
        return null;
    }

    /** A PostgreSQL {@code COMMENT ON TABLE} or {@code COMMENT ON COLUMN} statement, or null for another statement. */
    static On on(String statement) {
        Matcher m = COMMENT_ON.matcher(statement);
        if (!m.matches()) return null;
        String target = m.group(2).strip();
        // PostgreSQL's own statement: a backslash is itself, but in an E'...' string
        String value = m.group(3);
        String text = value.equalsIgnoreCase("NULL") ? null : SqlTokens.unquote(value, SqlQuoting.STANDARD);
        if (m.group(1).toUpperCase(Locale.ROOT).equals("TABLE")) return new On(target, null, text);
        int dot = target.lastIndexOf('.');
        if (dot < 0) return null;
        return new On(target.substring(0, dot), SqlNames.unquote(target.substring(dot + 1)), text);
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
