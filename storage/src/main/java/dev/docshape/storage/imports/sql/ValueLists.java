package dev.docshape.storage.imports.sql;

import dev.docshape.storage.imports.sql.SqlTokens.Kind;
import dev.docshape.storage.imports.sql.SqlTokens.Token;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The lists of values a DDL statement allows a column (docs/imports.md "Few distinct values"): {@code CHECK (col IN
 * ('a', 'b'))}, PostgreSQL's {@code CHECK (col = ANY (ARRAY['a', 'b']))} as pg_dump writes it, a MySQL column of type
 * {@code ENUM('a', 'b')} and {@code CREATE TYPE name AS ENUM ('a', 'b')}. The statement text is read here with a small
 * lexer, not from the parser's tree: a list is counted once in linear time however long it is, and the counting stops
 * at {@value #MAX_VALUES} distinct values ({@link #TOO_MANY}). {@link #shortened} cuts long lists out of the text the
 * parser gets, which needs seconds for a list of a thousand values and gives up on a hundred thousand.
 */
final class ValueLists {
    /** The most distinct values a list may hold for the column to be declared with that many. */
    static final int MAX_VALUES = 1_000;
    /** The count of a list of more than {@link #MAX_VALUES} distinct values. */
    static final int TOO_MANY = -1;
    /** Values of a list the parser still gets; the rest is cut ({@link #shortened}). */
    private static final int PARSER_ITEMS = 8;
    /** Statements shorter than this many characters are given to the parser as they are. */
    private static final int SHORT_STATEMENT = 2_000;

    /**
     * What a column's list allows: its count of distinct values (or {@link #TOO_MANY}) and their mean size in UTF-8 bytes
     * (0 past {@link #MAX_VALUES}), which is what a string column of those values holds on average: each value is as
     * likely as the others in the sample (docs/imports.md "Few distinct values"), and the distinct values themselves in the
     * order written, a String for a string literal, a BigDecimal for a number (empty past {@link #MAX_VALUES}; decision 0555).
     */
    record Declared(int count, int meanBytes, List<Object> values) {
        private static Declared fewer(Declared a, Declared b) {
            if (a.count == TOO_MANY) return b;
            if (b.count == TOO_MANY) return a;
            return b.count < a.count ? b : a;
        }
    }

    /** A literal list read from {@code open}: what it declares and its closing token. */
    private record Counted(Declared declared, int close) {
    }

    private final List<Token> tokens;

    private ValueLists(String text, SqlQuoting quoting) {
        this(SqlTokens.lex(text, quoting));
    }

    private ValueLists(List<Token> tokens) {
        this.tokens = tokens;
    }

    /** The distinct values each column (by {@link SqlNames#key}) is allowed by the CHECKs and ENUM types of {@code text}. */
    static Map<String, Declared> columns(String text, SqlQuoting quoting) {
        Map<String, Declared> counts = new LinkedHashMap<>();
        String upper = text.toUpperCase(Locale.ROOT);
        if (!upper.contains("CHECK") && !upper.contains("ENUM")) return counts;
        ValueLists lists = new ValueLists(text, quoting);
        lists.enumColumns(counts);
        lists.checks(counts);
        return counts;
    }

    /** The name and values of {@code CREATE TYPE name AS ENUM (...)}, or null when {@code text} is not one. */
    static Map.Entry<String, Declared> enumType(String text, SqlQuoting quoting) {
        ValueLists lists = new ValueLists(text, quoting);
        List<Token> t = lists.tokens;
        if (t.size() < 6 || !t.get(0).is("CREATE") || !t.get(1).is("TYPE")) return null;
        int name = 2;
        while (name + 2 < t.size() && t.get(name + 1).is(".")) name += 2;
        if (name + 3 >= t.size() || !t.get(name + 1).is("AS") || !t.get(name + 2).is("ENUM") || !t.get(name + 3).is("(")) return null;
        Counted list = lists.literals(name + 3, ")");
        return list == null ? null : Map.entry(SqlNames.key(t.get(name).text()), list.declared());
    }

    /**
     * The text the parser gets for a {@code CREATE TABLE}: without its CHECK constraints, which it needs nothing from (their
     * lists are read by {@link #columns}) and which it cannot read as pg_dump writes them ({@code ARRAY[...]}, with
     * square brackets read as SQL Server quotes), and with long lists cut ({@link #shortened}).
     */
    static String forParser(String text, SqlQuoting quoting) {
        return shortened(text.stripLeading().regionMatches(true, 0, "CREATE", 0, 6) ? withoutChecks(text, quoting) : text, quoting);
    }

    /** {@code text} without its {@code [CONSTRAINT name] CHECK (...)} clauses, and the comma before a table-level one. */
    private static String withoutChecks(String text, SqlQuoting quoting) {
        if (!text.toUpperCase(Locale.ROOT).contains("CHECK")) return text;
        List<Token> t = new ValueLists(text, quoting).tokens;
        StringBuilder out = new StringBuilder(text.length());
        int copied = 0;
        for (int i = 1; i + 1 < t.size(); i++) {
            if (!t.get(i).is("CHECK") || !t.get(i + 1).is("(")) continue;
            int first = i >= 2 && t.get(i - 2).is("CONSTRAINT") ? i - 2 : i;
            int last = new ValueLists(t).closing(i + 1);
            boolean element = first > 0 && t.get(first - 1).is(",") && last + 1 < t.size() && (t.get(last + 1).is(",") || t.get(last + 1).is(")"));
            int from = t.get(element ? first - 1 : first).start();
            if (from < copied) continue;
            out.append(text, copied, from);
            copied = t.get(last).end();
            i = last;
        }
        return out.append(text, copied, text.length()).toString();
    }

    /**
     * {@code text} with every list of more than {@value #PARSER_ITEMS} literals cut to its first {@value #PARSER_ITEMS},
     * for the parser; the counts come from {@link #columns} on the whole text.
     */
    static String shortened(String text, SqlQuoting quoting) {
        // a list long enough to slow the parser makes a long statement; shorter ones are not worth a pass
        if (text.length() < SHORT_STATEMENT) return text;
        ValueLists lists = new ValueLists(text, quoting);
        StringBuilder out = new StringBuilder(text.length());
        int copied = 0;
        for (int i = 0; i < lists.tokens.size(); i++) {
            Token open = lists.tokens.get(i);
            if (!open.is("(") && !open.is("[")) continue;
            List<Integer> commas = new ArrayList<>();
            int close = lists.literalItems(i, open.is("(") ? ")" : "]", commas);
            if (close < 0 || commas.size() < PARSER_ITEMS) continue;
            int cut = lists.tokens.get(commas.get(PARSER_ITEMS - 1)).end() - 1;
            out.append(text, copied, cut);
            copied = lists.tokens.get(close - 1).end() - 1;
            i = close;
        }
        return copied == 0 ? text : out.append(text, copied, text.length()).toString();
    }

    private void enumColumns(Map<String, Declared> counts) {
        for (int i = 1; i + 1 < tokens.size(); i++) {
            if (!tokens.get(i).is("ENUM") || !tokens.get(i + 1).is("(") || tokens.get(i - 1).kind() != Kind.WORD) continue;
            if (tokens.get(i - 1).is("AS")) continue;   // CREATE TYPE ... AS ENUM: a type, not a column
            Counted list = literals(i + 1, ")");
            if (list != null) counts.put(SqlNames.key(tokens.get(i - 1).text()), list.declared());
        }
    }

    /** {@code col IN (...)} and {@code col = ANY (ARRAY[...])} inside each CHECK (...); a column in several keeps the fewest. */
    private void checks(Map<String, Declared> counts) {
        for (int i = 0; i + 1 < tokens.size(); i++) {
            if (!tokens.get(i).is("CHECK") || !tokens.get(i + 1).is("(")) continue;
            int end = closing(i + 1);
            for (int j = i + 2; j < end; j++) {
                Counted list = null;
                int before = j - 1;
                if (tokens.get(j).is("IN") && tokens.get(j + 1).is("(")) {
                    list = literals(j + 1, ")");
                } else if (tokens.get(j).is("ANY") && tokens.get(j - 1).is("=")) {
                    before = j - 2;
                    int array = j + 1;
                    while (array < end && tokens.get(array).is("(")) array++;
                    if (array + 1 < end && tokens.get(array).is("ARRAY") && tokens.get(array + 1).is("[")) list = literals(array + 1, "]");
                }
                if (list == null) continue;
                String column = columnBefore(before);
                if (column != null) counts.merge(SqlNames.key(column), list.declared(), Declared::fewer);
                j = list.close();
            }
            i = end;
        }
    }

    /** The column a comparison at {@code at} (going back) tests: casts ({@code ::text}) and parentheses passed over. */
    private String columnBefore(int at) {
        int i = at;
        while (i >= 0) {
            Token t = tokens.get(i);
            if (t.is(")")) {
                i--;
            } else if (t.kind() == Kind.WORD) {
                int runStart = i;
                while (runStart > 0 && tokens.get(runStart - 1).kind() == Kind.WORD) runStart--;
                if (runStart > 0 && tokens.get(runStart - 1).is("::")) {
                    i = runStart - 2;
                } else {
                    return runStart == i && !t.is("NOT") ? t.text() : null;
                }
            } else {
                return null;
            }
        }
        return null;
    }

    /** The distinct literals of the list opened at {@code open} and closed by {@code close}, or null when it holds anything else. */
    private Counted literals(int open, String close) {
        Set<String> distinct = new HashSet<>();
        List<Object> values = new ArrayList<>();
        long bytes = 0;
        boolean tooMany = false;
        int i = open + 1;
        while (i < tokens.size()) {
            int sign = tokens.get(i).is("-") || tokens.get(i).is("+") ? 1 : 0;
            if (i + sign >= tokens.size()) return null;
            Token value = tokens.get(i + sign);
            if (value.kind() != Kind.STRING && value.kind() != Kind.NUMBER) return null;
            if (!tooMany) {
                String key = value.kind() == Kind.NUMBER ? numberKey((sign == 1 ? tokens.get(i).text() : "") + value.text()) : "'" + value.text();
                if (distinct.add(key)) {
                    bytes += key.getBytes(StandardCharsets.UTF_8).length - (value.kind() == Kind.STRING ? 1 : 0);
                    values.add(value.kind() == Kind.STRING ? value.text() : number(key));
                }
                if (distinct.size() > MAX_VALUES) tooMany = true;
            }
            i = afterCast(i + sign + 1);
            if (i >= tokens.size()) return null;
            if (tokens.get(i).is(close)) {
                return new Counted(tooMany ? new Declared(TOO_MANY, 0, List.of())
                        : new Declared(distinct.size(), (int) Math.round((double) bytes / distinct.size()), values), i);
            }
            if (!tokens.get(i).is(",")) return null;
            i++;
        }
        return null;
    }

    /** As {@link #literals}, noting the commas; the index just after the closing token, or -1 when it is not a list. */
    private int literalItems(int open, String close, List<Integer> commas) {
        int i = open + 1;
        while (i < tokens.size()) {
            if (tokens.get(i).is("-") || tokens.get(i).is("+")) i++;
            if (i >= tokens.size() || (tokens.get(i).kind() != Kind.STRING && tokens.get(i).kind() != Kind.NUMBER)) return -1;
            i = afterCast(i + 1);
            if (i >= tokens.size()) return -1;
            if (tokens.get(i).is(close)) return i + 1;
            if (!tokens.get(i).is(",")) return -1;
            commas.add(i);
            i++;
        }
        return -1;
    }

    private static String numberKey(String text) {
        try {
            return new java.math.BigDecimal(text).stripTrailingZeros().toPlainString();
        } catch (NumberFormatException e) {
            return text;
        }
    }

    private static Object number(String key) {
        try {
            return new java.math.BigDecimal(key);
        } catch (NumberFormatException e) {
            return key;
        }
    }

    private int closing(int open) {
        return SqlTokens.closing(tokens, open);
    }

    private int afterCast(int i) {
        return SqlTokens.afterCast(tokens, i);
    }

    static String describe(int count) {
        return count == TOO_MANY ? "more than " + String.format(Locale.ROOT, "%,d", MAX_VALUES) + " values" : count + " values";
    }
}
