package dev.docshape.storage.imports.sql;

import dev.docshape.storage.imports.sql.SqlTokens.Token;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.Parenthesis;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.ComparisonOperator;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.schema.Column;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The columns a DDL statement's CHECKs say hold JSON, SQL Server's only way to say so: {@code CHECK (ISJSON(col) = 1)},
 * {@code ISJSON(col) > 0}, {@code <> 0}, {@code >= 1}, either way round, alone or joined by AND ({@code ISJSON(col,
 * OBJECT)} too; an ARRAY or SCALAR one says something else). Each CHECK's condition is read by JSqlParser, the parser
 * the tables are read with (docs/imports.md "JSON columns", decision 0567).
 */
final class JsonChecks {
    private JsonChecks() {
    }

    /** The columns (by {@link SqlNames#key}) the CHECKs of {@code text} require to hold JSON. */
    static Set<String> columns(String text, SqlQuoting quoting) {
        if (!text.toUpperCase(Locale.ROOT).contains("ISJSON")) return Set.of();
        List<Token> t = SqlTokens.lex(text, quoting);
        Set<String> keys = new HashSet<>();
        for (int i = 0; i + 1 < t.size(); i++) {
            if (!t.get(i).is("CHECK") || !t.get(i + 1).is("(")) continue;
            int end = SqlTokens.closing(t, i + 1);
            String condition = text.substring(t.get(i + 1).end(), t.get(end).start());
            try {
                collect(CCJSqlParserUtil.parseCondExpression(condition, false, p -> p.withSquareBracketQuotation(true)), keys);
            } catch (JSQLParserException e) {
                // a condition the parser cannot read says nothing of JSON
            }
            i = end;
        }
        return keys;
    }

    private static void collect(Expression e, Set<String> keys) {
        e = unwrapped(e);
        if (e instanceof AndExpression and) {
            collect(and.getLeftExpression(), keys);
            collect(and.getRightExpression(), keys);
        } else if (e instanceof ComparisonOperator c) {
            Expression left = unwrapped(c.getLeftExpression());
            Expression right = unwrapped(c.getRightExpression());
            String column = isJson(left);
            if (column != null && right instanceof LongValue n && holds(c.getStringExpression(), n.getValue())) keys.add(SqlNames.key(column));
            column = isJson(right);
            if (column != null && left instanceof LongValue n && holds(flipped(c.getStringExpression()), n.getValue())) keys.add(SqlNames.key(column));
        }
    }

    /** Without the parentheses SQL Server writes around everything ({@code (isjson([doc])=(1))}). */
    private static Expression unwrapped(Expression e) {
        while (true) {
            if (e instanceof Parenthesis p) e = p.getExpression();
            else if (e instanceof ExpressionList<?> list && list.size() == 1) e = list.get(0);
            else return e;
        }
    }

    /** The column {@code ISJSON(col)} or {@code ISJSON(col, OBJECT)} tests, else null. */
    private static String isJson(Expression e) {
        if (!(e instanceof Function f) || !f.getName().equalsIgnoreCase("ISJSON") || f.getParameters() == null) return null;
        ExpressionList<?> params = f.getParameters();
        if (params.isEmpty() || params.size() > 2 || !(params.get(0) instanceof Column column)) return null;
        if (params.size() == 2 && !params.get(1).toString().equalsIgnoreCase("OBJECT")) return null;
        return SqlNames.bare(column.getColumnName());
    }

    /** True when {@code ISJSON(col) op n} holds exactly for JSON (ISJSON gives 1 for JSON, 0 for other text). */
    private static boolean holds(String op, long n) {
        return switch (op) {
            case "=" -> n == 1;
            case ">" -> n == 0;
            case ">=" -> n == 1;
            case "<>", "!=" -> n == 0;
            default -> false;
        };
    }

    private static String flipped(String op) {
        return switch (op) {
            case ">" -> "<";
            case "<" -> ">";
            case ">=" -> "<=";
            case "<=" -> ">=";
            default -> op;
        };
    }
}
