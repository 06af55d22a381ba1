package dev.docshape.storage.imports.sql;

import dev.docshape.model.ValueRange;
import dev.docshape.storage.imports.sql.SqlTokens.Kind;
import dev.docshape.storage.imports.sql.SqlTokens.Token;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The ranges a DDL statement's CHECKs allow its columns (docs/imports.md "Ranges", decision 0528): {@code col BETWEEN
 * 1 AND 7}, {@code col >= 0}, {@code col < 100}, {@code 0 < col}, joined by AND, the column and the number each
 * possibly in parentheses or cast as pg_dump writes them ({@code ((price)::numeric > (0)::numeric)}). A CHECK with an
 * OR or a NOT (other than {@code IS NOT NULL}) declares no range: its comparisons need not all hold. A comparison whose
 * sides are anything else (an expression, a function, another column) declares nothing; a column under several
 * CHECKs keeps what all of them allow.
 */
final class CheckRanges {
    private final List<Token> tokens;
    private final Map<String, ValueRange> ranges = new LinkedHashMap<>();

    private CheckRanges(List<Token> tokens) {
        this.tokens = tokens;
    }

    /** Each column's range (by {@link SqlNames#key}) that the CHECKs of {@code text} declare. */
    static Map<String, ValueRange> columns(String text, SqlQuoting quoting) {
        if (!text.toUpperCase(Locale.ROOT).contains("CHECK")) return Map.of();
        CheckRanges r = new CheckRanges(SqlTokens.lex(text, quoting));
        r.checks();
        return r.ranges;
    }

    private void checks() {
        for (int i = 0; i + 1 < tokens.size(); i++) {
            if (!tokens.get(i).is("CHECK") || !tokens.get(i + 1).is("(")) continue;
            int end = SqlTokens.closing(tokens, i + 1);
            if (allMustHold(i + 2, end)) {
                for (int j = i + 2; j < end; j++) j = comparison(j, end);
            }
            i = end;
        }
    }

    /** True when every comparison between {@code from} and {@code to} must hold: no OR, no NOT but {@code IS NOT NULL}. */
    private boolean allMustHold(int from, int to) {
        for (int j = from; j < to; j++) {
            Token t = tokens.get(j);
            if (t.is("OR") || t.is("CASE") || t.is("NOT") && !tokens.get(j - 1).is("IS")) return false;
        }
        return true;
    }

    /** Reads the comparison at {@code j}, if one is there; the index to go on from. */
    private int comparison(int j, int end) {
        Token t = tokens.get(j);
        if (t.is("BETWEEN")) {
            String column = columnBefore(j - 1);
            Literal low = literal(j + 1);
            if (column == null || low == null || low.next >= end || !tokens.get(low.next).is("AND")) return j;
            Literal high = literal(low.next + 1);
            if (high == null || !endsOperand(high.next, end)) return j;
            add(column, new ValueRange(low.value, false, high.value, false));
            return high.next - 1;
        }
        if (!t.is("<") && !t.is(">")) return j;
        boolean less = t.is("<");
        int after = j + 1;
        boolean inclusive = after < end && tokens.get(after).is("=");
        if (inclusive) after++;
        if (after < end && tokens.get(after).is(">")) return after;   // <>: not a bound
        String column = columnBefore(j - 1);
        if (column != null) {
            Literal bound = literal(after);
            if (bound == null || !endsOperand(bound.next, end)) return j;
            add(column, less ? new ValueRange(null, false, bound.value, !inclusive) : new ValueRange(bound.value, !inclusive, null, false));
            return bound.next - 1;
        }
        Literal bound = literalBefore(j - 1);
        Column reversed = columnAt(after);
        if (bound == null || reversed == null || !endsOperand(reversed.next, end)) return j;
        // 0 < col: the column is above the number
        add(reversed.name, less ? new ValueRange(bound.value, !inclusive, null, false) : new ValueRange(null, false, bound.value, !inclusive));
        return reversed.next - 1;
    }

    private void add(String column, ValueRange range) {
        String key = SqlNames.key(column);
        ValueRange before = ranges.get(key);
        if (before == null) {
            ranges.put(key, range);
            return;
        }
        ValueRange both = before.and(range);
        if (both != null) ranges.put(key, both);
    }

    /** A number operand: its value and the index just after it. */
    private record Literal(double value, int next) {
    }

    /** A column operand: its name and the index just after it. */
    private record Column(String name, int next) {
    }

    /** The number at {@code i}: {@code 7}, {@code -1.5}, {@code (0)::numeric}, {@code 7::smallint}; null when there is none. */
    private Literal literal(int i) {
        int opens = opens(i);
        i += opens;
        String sign = "";
        if (i < tokens.size() && (tokens.get(i).is("-") || tokens.get(i).is("+"))) sign = tokens.get(i++).text();
        if (i >= tokens.size() || tokens.get(i).kind() != Kind.NUMBER) return null;
        Double value = number(sign + tokens.get(i).text());
        int next = closed(i + 1, opens);
        return value == null || next < 0 ? null : new Literal(value, next);
    }

    /** The number that ends at {@code at}, going back (for {@code 0 < col}), casts passed over; null when there is none. */
    private Literal literalBefore(int at) {
        int i = at;
        int closes = 0;
        while (i >= 0 && tokens.get(i).kind() != Kind.NUMBER) {
            if (tokens.get(i).is(")")) {
                closes++;
                i--;
            } else if (tokens.get(i).kind() == Kind.WORD && i > 0 && tokens.get(i - 1).is("::")) {
                i -= 2;
            } else {
                return null;
            }
        }
        if (i < 0) return null;
        int from = i > 0 && (tokens.get(i - 1).is("-") || tokens.get(i - 1).is("+")) ? i - 1 : i;
        for (; closes > 0; closes--) {
            if (from == 0 || !tokens.get(from - 1).is("(")) return null;
            from--;
        }
        if (!startsOperand(from - 1)) return null;
        Literal read = literal(from);
        return read == null || read.next != at + 1 ? null : read;
    }

    /** The column at {@code i} going forward: {@code col}, {@code (col)}, {@code (col)::integer}; null when there is none. */
    private Column columnAt(int i) {
        int opens = opens(i);
        i += opens;
        if (i >= tokens.size() || tokens.get(i).kind() != Kind.WORD || keyword(tokens.get(i))) return null;
        String name = tokens.get(i).text();
        if (i + 1 < tokens.size() && tokens.get(i + 1).is("(")) return null;   // a function
        int next = closed(i + 1, opens);
        return next < 0 ? null : new Column(name, next);
    }

    /** How many opening parentheses start at {@code i}. */
    private int opens(int i) {
        int n = 0;
        while (i + n < tokens.size() && tokens.get(i + n).is("(")) n++;
        return n;
    }

    /** Past a cast at {@code i} and then {@code opens} closing parentheses, each possibly cast; -1 when they are not there. */
    private int closed(int i, int opens) {
        i = SqlTokens.afterCast(tokens, i);
        for (; opens > 0; opens--) {
            if (i >= tokens.size() || !tokens.get(i).is(")")) return -1;
            i = SqlTokens.afterCast(tokens, i + 1);
        }
        return i;
    }

    /** The column that ends at {@code at}, going back: a bare or parenthesised name, casts passed over; null otherwise. */
    private String columnBefore(int at) {
        int i = at;
        int closes = 0;
        while (i >= 0) {
            Token t = tokens.get(i);
            if (t.is(")")) {
                closes++;
                i--;
            } else if (t.kind() == Kind.WORD && i > 0 && tokens.get(i - 1).is("::")) {
                i -= 2;   // ::numeric
            } else {
                break;
            }
        }
        if (i < 0 || tokens.get(i).kind() != Kind.WORD || keyword(tokens.get(i))) return null;
        String name = tokens.get(i).text();
        int j = i - 1;
        if (j >= 1 && tokens.get(j).is(".") && tokens.get(j - 1).kind() == Kind.WORD) j -= 2;   // t.col
        for (; closes > 0 && j >= 0 && tokens.get(j).is("("); closes--) j--;
        return startsOperand(j) ? name : null;
    }

    /** Whether the token at {@code j} may stand before an operand: the start, an opening parenthesis, AND, CHECK. */
    private boolean startsOperand(int j) {
        return j < 0 || tokens.get(j).is("(") || tokens.get(j).is("AND") || tokens.get(j).is("CHECK");
    }

    /** Whether the token at {@code j} may stand after an operand: the end, a closing parenthesis, AND. */
    private boolean endsOperand(int j, int end) {
        return j >= end || tokens.get(j).is(")") || tokens.get(j).is("AND");
    }

    private static boolean keyword(Token t) {
        return t.is("AND") || t.is("CHECK") || t.is("NULL") || t.is("IS") || t.is("TRUE") || t.is("FALSE");
    }

    private static Double number(String text) {
        try {
            double v = new BigDecimal(text).doubleValue();
            return Double.isFinite(v) ? v : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
