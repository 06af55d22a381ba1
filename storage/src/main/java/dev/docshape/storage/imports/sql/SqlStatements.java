package dev.docshape.storage.imports.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits a SQL script into statements with the line each starts on, the way the dump tools write
 * them: {@code ;} ends a statement outside quotes ({@code '…'} as the script's dialect reads it, {@link SqlTokens#literalEnd},
 * {@code "…"}, {@code `…`}, {@code […]}), comments ({@code --}, {@code #} at a line start, {@code /* … *\/}) and PostgreSQL
 * dollar quotes ({@code $$ … $$}); a line {@code GO} (SQL Server) ends a batch; {@code DELIMITER x}
 * (MySQL) changes the terminator; the data of a PostgreSQL {@code COPY … FROM stdin;} up to its
 * {@code \.} line is passed over. Comments are dropped from the statements.
 */
final class SqlStatements {
    private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile("\\s+");
    /** One statement and the line (1-based) it starts on. */
    record Statement(String text, int line) {
        /** The first words, upper-cased, for messages and for choosing what to parse. */
        String head(int words) {
            String[] parts = SPACES.split(text.strip(), words + 1);
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < Math.min(words, parts.length); i++) {
                if (i > 0) b.append(' ');
                b.append(parts[i].toUpperCase(Locale.ROOT));
            }
            return b.toString();
        }
    }

    private final String sql;
    private final SqlQuoting quoting;
    private final List<Statement> statements = new ArrayList<>();
    private final StringBuilder current = new StringBuilder();
    private int line = 1;
    private int startLine = -1;
    private String delimiter = ";";

    private SqlStatements(String sql, SqlQuoting quoting) {
        this.sql = sql;
        this.quoting = quoting;
    }

    /** The statements of {@code sql}, its string literals ended where {@code quoting} ends them. */
    static List<Statement> split(String sql, SqlQuoting quoting) {
        SqlStatements s = new SqlStatements(sql, quoting);
        s.run();
        return s.statements;
    }

    private void run() {
        int n = sql.length();
        int i = 0;
        boolean lineStart = true;
        while (i < n) {
            char c = sql.charAt(i);
            if (lineStart) {
                int end = lineEnd(i);
                String wholeLine = sql.substring(i, end).strip();
                String upper = wholeLine.toUpperCase(Locale.ROOT);
                if (upper.equals("GO") || upper.startsWith("GO ")) {
                    finish();
                    i = skipLine(end);
                    continue;
                }
                if (upper.startsWith("DELIMITER ") && current.toString().isBlank()) {
                    delimiter = wholeLine.substring("DELIMITER ".length()).strip();
                    i = skipLine(end);
                    continue;
                }
                if (c == '#') {
                    i = skipLine(end);
                    continue;
                }
            }
            lineStart = false;
            if (c == '\n') {
                line++;
                lineStart = true;
                append(c);
                i++;
            } else if (c == '-' && i + 1 < n && sql.charAt(i + 1) == '-') {
                i = lineEnd(i);
            } else if (c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
                int end = sql.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                countLines(i, end);
                append(' ');
                i = end;
            } else if (c == '\'') {
                int end = SqlTokens.literalEnd(sql, escapePrefixed(i) ? i - 1 : i, quoting);
                appendRange(i, end);
                i = end;
            } else if (c == '"' || c == '`' || c == '[') {
                i = quoted(i, c == '[' ? ']' : c);
            } else if (c == '$' && dollarTag(i) != null) {
                String tag = dollarTag(i);
                int end = sql.indexOf(tag, i + tag.length());
                end = end < 0 ? n : end + tag.length();
                appendRange(i, end);
                i = end;
            } else if (sql.startsWith(delimiter, i)) {
                i += delimiter.length();
                boolean copy = isCopyFromStdin();
                finish();
                if (copy) i = skipCopyData(i);
            } else {
                append(c);
                i++;
            }
        }
        finish();
    }

    private int quoted(int i, char close) {
        int n = sql.length();
        int j = i + 1;
        while (j < n) {
            char c = sql.charAt(j);
            if (c == close) {
                if (j + 1 < n && sql.charAt(j + 1) == close) {
                    j += 2;
                    continue;
                }
                j++;
                break;
            }
            j++;
        }
        appendRange(i, Math.min(j, n));
        return Math.min(j, n);
    }

    /** Whether the quote at {@code i} opens PostgreSQL's {@code E'...'}: an {@code E} before it that ends no longer word. */
    private boolean escapePrefixed(int i) {
        if (i == 0 || (sql.charAt(i - 1) != 'E' && sql.charAt(i - 1) != 'e')) return false;
        return i == 1 || !(Character.isLetterOrDigit(sql.charAt(i - 2)) || sql.charAt(i - 2) == '_');
    }

    /** {@code $$} or {@code $tag$} starting at {@code i}, or null. */
    private String dollarTag(int i) {
        int j = i + 1;
        while (j < sql.length() && (Character.isLetterOrDigit(sql.charAt(j)) || sql.charAt(j) == '_')) j++;
        if (j < sql.length() && sql.charAt(j) == '$' && (j == i + 1 || !Character.isDigit(sql.charAt(i + 1)))) {
            return sql.substring(i, j + 1);
        }
        return null;
    }

    private boolean isCopyFromStdin() {
        String s = current.toString().strip().toUpperCase(Locale.ROOT);
        return s.startsWith("COPY ") && s.endsWith("FROM STDIN");
    }

    /** Passes over COPY data up to and including its {@code \.} line. */
    private int skipCopyData(int i) {
        int n = sql.length();
        i = skipLine(lineEnd(i));
        while (i < n) {
            int end = lineEnd(i);
            boolean last = sql.substring(i, end).strip().equals("\\.");
            i = skipLine(end);
            if (last) break;
        }
        return i;
    }

    private int lineEnd(int i) {
        int end = sql.indexOf('\n', i);
        return end < 0 ? sql.length() : end;
    }

    /** Moves past the newline at {@code end}, counting it. */
    private int skipLine(int end) {
        if (end < sql.length()) {
            line++;
            return end + 1;
        }
        return end;
    }

    private void countLines(int from, int to) {
        for (int k = from; k < to; k++) {
            if (sql.charAt(k) == '\n') line++;
        }
    }

    private void append(char c) {
        if (startLine < 0 && !Character.isWhitespace(c)) startLine = line;
        current.append(c);
    }

    private void appendRange(int from, int to) {
        if (startLine < 0) startLine = line;
        countLines(from, to);
        current.append(sql, from, to);
    }

    private void finish() {
        String text = current.toString().strip();
        if (!text.isEmpty()) statements.add(new Statement(text, startLine < 0 ? line : startLine));
        current.setLength(0);
        startLine = -1;
    }
}
