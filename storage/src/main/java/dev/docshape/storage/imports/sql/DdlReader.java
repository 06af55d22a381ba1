package dev.docshape.storage.imports.sql;

import dev.docshape.model.FieldType;
import dev.docshape.model.ValueRange;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.statement.ReferentialAction;
import net.sf.jsqlparser.statement.alter.Alter;
import net.sf.jsqlparser.statement.alter.AlterExpression;
import net.sf.jsqlparser.statement.create.index.CreateIndex;
import net.sf.jsqlparser.statement.create.table.CheckConstraint;
import net.sf.jsqlparser.statement.create.table.ColumnDefinition;
import net.sf.jsqlparser.statement.create.table.CreateTable;
import net.sf.jsqlparser.statement.create.table.ForeignKeyIndex;
import net.sf.jsqlparser.statement.create.table.Index;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Future;
import java.util.regex.Pattern;

/**
 * Reads the tables of a DDL script with JSqlParser (decision record 0191): {@code CREATE TABLE}
 * with its columns, types, NOT NULL, primary, unique and foreign keys (inline or as table
 * constraints), {@code ALTER TABLE … ADD [CONSTRAINT …] PRIMARY KEY | UNIQUE | FOREIGN KEY} and
 * {@code CREATE UNIQUE INDEX}. Statements that define no tables are passed over; statements the
 * parser cannot read are listed with their line, never a failure of the whole script.
 */
final class DdlReader {
    /** Dialect extras that carry nothing DocShape needs and that the parser does not read. */
    private static final Pattern[] EXTRAS = {
            Pattern.compile("(?i)\\bALTER\\s+TABLE\\s+ONLY\\b"),
            Pattern.compile("(?i)\\bWITH\\s*\\((\\s*[A-Z_]+\\s*=\\s*[A-Z0-9_]+\\s*,?)+\\)"),
            Pattern.compile("(?i)\\b(TEXTIMAGE_ON|ON)\\s+\\[?PRIMARY\\]?"),
            Pattern.compile("(?i)\\bWITH\\s+(NO)?CHECK\\s+ADD\\b"),
            Pattern.compile("(?i)\\b(NON)?CLUSTERED\\b"),
            // PUBLIC is a keyword to the parser, so an inline "col int UNIQUE REFERENCES public.t(id)" (PostgreSQL) fails;
            // quoted it is the plain schema name it is
            Pattern.compile("(?i)\\bREFERENCES\\s+PUBLIC\\s*\\."),
    };
    /** The most statements, parsed or passed over, between two reports of progress. */
    private static final int SPAN = 4 * BatchParser.BATCH;
    /** Batches submitted ahead of the one being taken, per lane. */
    private static final int AHEAD = 2;
    private static final Pattern UNSIGNED = Pattern.compile("(?i)(^|\\s)UNSIGNED(\\s|$)");
    private static final Pattern UNIQUE = Pattern.compile("\\bUNIQUE\\b");
    private static final Pattern COLUMN_LIST = Pattern.compile("\\(.*");
    private static final String[] EXTRA_REPLACEMENTS = {"ALTER TABLE", "", "", "ADD", "", "REFERENCES \"public\"."};

    private final Map<String, TableDef> tables = new LinkedHashMap<>();
    private final List<String> skipped = new ArrayList<>();
    private final Map<String, Integer> ignored = new LinkedHashMap<>();
    /** PostgreSQL enum types ({@code CREATE TYPE ... AS ENUM}) by {@link SqlNames#key}, with their number of values. */
    private final Map<String, ValueLists.Declared> enumTypes = new HashMap<>();
    private final List<String> notes = new ArrayList<>();
    private final SqlQuoting quoting;

    private DdlReader(SqlQuoting quoting) {
        this.quoting = quoting;
    }

    /**
     * The tables found, the statements skipped, the kinds of statement passed over with how many of each, and notes on
     * what was read but not carried over.
     */
    record Result(List<TableDef> tables, List<String> skipped, Map<String, Integer> ignored, List<String> notes) {
    }

    /**
     * Reads {@code sql}, written in {@code dialect}, with batches parsed on {@code lanes} lanes at once; the result does
     * not depend on how many (decision record 0193): they are taken in statement order. {@code progress} hears statements
     * done of all, and may cancel by throwing.
     */
    static Result read(String sql, SqlDialect dialect, String source, java.util.function.LongBinaryOperator progress, int lanes) {
        DdlReader reader = new DdlReader(dialect.quoting(sql));
        List<SqlStatements.Statement> statements = SqlStatements.split(sql, reader.quoting);
        int n = statements.size();
        boolean[] parse = new boolean[n];
        for (int i = 0; i < n; i++) parse[i] = definesTables(statements.get(i));
        List<Batch> batches = batches(statements, parse);
        try (BatchParser parser = new BatchParser(lanes, text -> withoutExtras(text, reader.quoting), reader.quoting)) {
            Deque<Future<List<BatchParser.Parsed>>> ahead = new ArrayDeque<>();
            int submitted = 0;
            for (Batch batch : batches) {
                // a bounded number of batches in flight, so a large script does not hold every statement's tree at once
                while (submitted < batches.size() && ahead.size() < AHEAD * lanes) ahead.add(parser.submit(batches.get(submitted++).texts()));
                progress.applyAsLong(batch.from(), n);
                Iterator<BatchParser.Parsed> parsed = BatchParser.await(ahead.poll()).iterator();
                for (int i = batch.from(); i < batch.to(); i++) {
                    SqlStatements.Statement s = statements.get(i);
                    if (parse[i]) reader.statement(s, parsed.next(), source);
                    else reader.passOver(s, source);
                }
            }
        }
        progress.applyAsLong(n, n);
        return new Result(List.copyOf(reader.tables.values()), reader.skipped, reader.ignored, reader.notes);
    }

    /** Statements {@code from} (inclusive) to {@code to}, and the texts of those among them that are parsed. */
    private record Batch(int from, int to, List<String> texts) {
    }

    /**
     * Up to {@link BatchParser#BATCH} statements to parse each, with those passed over between them (a bounded number,
     * so that a dump of many INSERTs still reports progress and can be cancelled).
     */
    private static List<Batch> batches(List<SqlStatements.Statement> statements, boolean[] parse) {
        List<Batch> batches = new ArrayList<>();
        int n = statements.size();
        int next = 0;
        while (next < n) {
            List<String> texts = new ArrayList<>(BatchParser.BATCH);
            int end = next;
            while (end < n && texts.size() < BatchParser.BATCH && end - next < SPAN) {
                if (parse[end]) texts.add(statements.get(end).text());
                end++;
            }
            batches.add(new Batch(next, end, texts));
            next = end;
        }
        return batches;
    }

    /** CREATE TABLE, ALTER TABLE adding a key, CREATE UNIQUE INDEX: the statements parsed. */
    private static boolean definesTables(SqlStatements.Statement s) {
        String head = s.head(3);
        boolean create = head.startsWith("CREATE TABLE") || head.startsWith("CREATE TEMPORARY") || head.startsWith("CREATE UNLOGGED");
        boolean alter = head.startsWith("ALTER TABLE") && addsKey(s.text());
        return create || alter || head.startsWith("CREATE UNIQUE");
    }

    private static String withoutExtras(String text, SqlQuoting quoting) {
        for (int i = 0; i < EXTRAS.length; i++) text = EXTRAS[i].matcher(text).replaceAll(EXTRA_REPLACEMENTS[i]);
        return ValueLists.forParser(text, quoting);
    }

    private void passOver(SqlStatements.Statement s, String source) {
        String kind = s.head(2);
        if (kind.equals("CREATE TYPE")) {
            Map.Entry<String, ValueLists.Declared> type = ValueLists.enumType(s.text(), quoting);
            if (type != null) enumTypes.put(type.getKey(), type.getValue());
        }
        if (kind.equals("ALTER TABLE")) alteredValueLists(s, source);
        if (kind.equals("COMMENT ON") && commentOn(s)) return;
        String object = programObject(s);
        if (object != null) {
            skipped.add(source + " line " + s.line() + ": " + object + " skipped (not a table)");
        } else {
            String head = s.head(3);
            ignored.merge(s.head(head.startsWith("CREATE") || head.startsWith("ALTER") || head.startsWith("DROP") ? 2 : 1),
                    1, Integer::sum);
        }
    }

    /** A PostgreSQL {@code COMMENT ON TABLE} or {@code COLUMN} of a table read before: kept on it (decision 0556). */
    private boolean commentOn(SqlStatements.Statement s) {
        SqlComments.On on = SqlComments.on(s.text());
        TableDef table = on == null ? null : tables.get(SqlNames.key(on.table()));
        if (table == null) return false;
        if (on.column() == null) {
            table.comment = on.text();
            return true;
        }
        TableDef.Column column = table.column(on.column());
        if (column != null) column.comment = on.text();
        return column != null;
    }

    private void statement(SqlStatements.Statement s, BatchParser.Parsed parsed, String source) {
        if (parsed.error() instanceof JSQLParserException e) {
            skipped.add(source + " line " + s.line() + ": " + s.head(3) + " skipped: the parser could not read it ("
                    + firstLine(e.getMessage()) + ")");
            return;
        }
        try {
            if (parsed.error() != null) throw (RuntimeException) parsed.error();
            var statement = parsed.statement();
            if (statement instanceof CreateTable ct) createTable(ct, s, source);
            else if (statement instanceof Alter a) {
                alter(a, s.line(), source);
                alteredValueLists(s, source);
            }
            else if (statement instanceof CreateIndex ci) uniqueIndex(ci);
        } catch (CancellationException e) {
            throw e;
        } catch (RuntimeException e) {
            skipped.add(source + " line " + s.line() + ": " + s.head(3) + " skipped: " + firstLine(String.valueOf(e.getMessage())));
        }
    }

    /** "CREATE VIEW", "CREATE PROCEDURE", ... for a statement that defines a view or code (a definer or OR REPLACE may come between), else null. */
    private static String programObject(SqlStatements.Statement s) {
        String head = s.head(6);
        if (!head.startsWith("CREATE") && !head.startsWith("ALTER")) return null;
        for (String word : head.split(" ")) {
            if (PROGRAM_OBJECTS.contains(word)) return head.substring(0, head.indexOf(' ')) + " " + word;
        }
        return null;
    }

    private static final java.util.Set<String> PROGRAM_OBJECTS = java.util.Set.of("VIEW", "PROCEDURE", "FUNCTION", "TRIGGER",
            "EVENT", "PACKAGE", "RULE");

    private static boolean addsKey(String text) {
        String upper = text.toUpperCase(Locale.ROOT);
        return upper.contains("PRIMARY KEY") || upper.contains("FOREIGN KEY") || upper.contains("UNIQUE");
    }

    private void createTable(CreateTable ct, SqlStatements.Statement s, String source) {
        int line = s.line();
        String name = SqlNames.bare(ct.getTable().getFullyQualifiedName());
        TableDef table = new TableDef(name, line);
        tables.put(SqlNames.key(name), table);
        table.comment = SqlComments.after(ct.getTableOptionsStrings());
        if (ct.getColumnDefinitions() == null) return;
        for (ColumnDefinition cd : ct.getColumnDefinitions()) column(table, cd, line);
        if (ct.getIndexes() != null) {
            for (Index index : ct.getIndexes()) index(table, index, line);
        }
        Map<String, ValueLists.Declared> counts = ValueLists.columns(s.text(), quoting);
        for (ColumnDefinition cd : ct.getColumnDefinitions()) {
            ValueLists.Declared typed = enumTypes.get(SqlNames.key(cd.getColDataType().getDataType()));
            if (typed != null) counts.putIfAbsent(SqlNames.key(cd.getColumnName()), typed);
        }
        declare(table, counts, line, source);
        declareRanges(table, CheckRanges.columns(s.text(), quoting));
        declareJson(table, JsonChecks.columns(s.text(), quoting));
    }

    /** The value lists of the CHECKs an {@code ALTER TABLE} adds, for a table already read. */
    private void alteredValueLists(SqlStatements.Statement s, String source) {
        if (!s.text().toUpperCase(Locale.ROOT).contains("CHECK")) return;
        String[] words = s.text().strip().split("\\s+", 6);
        int at = 2;
        while (at < words.length - 1 && (words[at].equalsIgnoreCase("ONLY") || words[at].equalsIgnoreCase("IF")
                || words[at].equalsIgnoreCase("EXISTS"))) at++;
        TableDef table = at < words.length ? tables.get(SqlNames.key(words[at])) : null;
        if (table == null) return;
        declare(table, ValueLists.columns(s.text(), quoting), s.line(), source);
        declareRanges(table, CheckRanges.columns(s.text(), quoting));
        declareJson(table, JsonChecks.columns(s.text(), quoting));
    }

    /** A string column its CHECKs say holds JSON is a JSON column: an object of any shape (docs/imports.md "JSON columns"). */
    private static void declareJson(TableDef table, java.util.Set<String> columnKeys) {
        for (String key : columnKeys) {
            TableDef.Column column = table.column(key);
            if (column == null || column.type.type() != FieldType.STRING) continue;
            column.type = SqlTypes.JSON;
            column.distinctValues = null;
            column.values = null;
            column.valuesMeanBytes = 0;
        }
    }

    /** Sets each number column's range from its CHECKs (docs/imports.md "Ranges"), within what it allowed before. */
    private static void declareRanges(TableDef table, Map<String, ValueRange> ranges) {
        ranges.forEach((columnKey, range) -> {
            TableDef.Column column = table.column(columnKey);
            if (column == null || !ValueRange.applies(column.type.type())) return;
            column.range = column.range == null ? range : column.range.and(range);
        });
    }

    /**
     * Sets each column's number of distinct values, and their mean size, from its value list (docs/imports.md "Few distinct
     * values"); of several lists, the one of fewest values.
     */
    private void declare(TableDef table, Map<String, ValueLists.Declared> counts, int line, String source) {
        counts.forEach((columnKey, declared) -> {
            int count = declared.count();
            TableDef.Column column = table.column(columnKey);
            if (column == null || !column.type.type().isScalar() || column.type.type() == FieldType.BOOLEAN) return;
            if (count == ValueLists.TOO_MANY) {
                notes.add(source + " line " + line + ": " + table.name + "." + column.name + " allows "
                        + ValueLists.describe(count) + ": no number of distinct values declared");
            } else if (count >= 2 && (column.distinctValues == null || count < column.distinctValues)) {
                column.distinctValues = count;
                column.valuesMeanBytes = declared.meanBytes();
                column.values = declared.values();
            }
        });
    }

    private void column(TableDef table, ColumnDefinition cd, int line) {
        String name = SqlNames.bare(cd.getColumnName());
        var dataType = cd.getColDataType();
        boolean array = dataType.getArrayData() != null && !dataType.getArrayData().isEmpty();
        SqlTypes.Mapped type = SqlTypes.map(dataType.getDataType(), dataType.getArgumentsStringList(), array);
        List<String> specs = cd.getColumnSpecs() == null ? List.of() : cd.getColumnSpecs();
        String joined = String.join(" ", specs).toUpperCase(Locale.ROOT);
        TableDef.Column column = new TableDef.Column(name, type, joined.contains("NOT NULL") || joined.contains("PRIMARY KEY"));
        table.columns.put(SqlNames.key(name), column);
        column.comment = SqlComments.after(specs);
        // MySQL's UNSIGNED: no value below 0, which a CHECK may narrow further (docs/imports.md "Ranges")
        if (!array && UNSIGNED.matcher(dataType.getDataType() + " " + joined).find() && ValueRange.applies(type.type())) {
            column.range = new ValueRange(0.0, false, null, false);
        }
        if (joined.contains("PRIMARY KEY")) table.primaryKey = List.of(name);
        if (UNIQUE.matcher(joined).find()) table.uniqueKeys.add(List.of(name));
        int ref = indexOf(specs, "REFERENCES");
        if (ref >= 0 && ref + 1 < specs.size()) {
            String target = SqlNames.bare(COLUMN_LIST.matcher(specs.get(ref + 1)).replaceAll(""));
            List<String> targetColumns = new ArrayList<>();
            for (int i = ref + 1; i < specs.size(); i++) {
                String token = specs.get(i);
                if (i > ref + 1 && token.equalsIgnoreCase("ON")) break;
                int open = token.indexOf('(');
                if (open >= 0 || (i > ref + 1 && !targetColumns.isEmpty() && !token.equals(")"))) {
                    for (String part : token.substring(open + 1).replace(")", "").split(",")) {
                        if (!part.isBlank()) targetColumns.add(SqlNames.bare(part));
                    }
                }
                if (token.endsWith(")")) break;
            }
            boolean cascade = joined.contains("ON DELETE CASCADE");
            table.foreignKeys.add(new TableDef.ForeignKey(List.of(name), target, targetColumns, cascade, line));
        }
    }

    private static int indexOf(List<String> specs, String word) {
        for (int i = 0; i < specs.size(); i++) {
            if (specs.get(i).equalsIgnoreCase(word)) return i;
        }
        return -1;
    }

    private void index(TableDef table, Index index, int line) {
        if (index instanceof CheckConstraint) return;   // its value lists are read from the text (ValueLists)
        List<String> cols = index.getColumnsNames().stream().map(SqlNames::bare).toList();
        if (index instanceof ForeignKeyIndex fk) {
            ReferentialAction onDelete = fk.getReferentialAction(ReferentialAction.Type.DELETE);
            boolean cascade = onDelete != null && onDelete.getAction() == ReferentialAction.Action.CASCADE;
            table.foreignKeys.add(new TableDef.ForeignKey(cols, SqlNames.bare(fk.getTable().getFullyQualifiedName()),
                    fk.getReferencedColumnNames().stream().map(SqlNames::bare).toList(), cascade, line));
            return;
        }
        String type = index.getType() == null ? "" : index.getType().toUpperCase(Locale.ROOT);
        if (type.contains("PRIMARY")) table.primaryKey = cols;
        else if (type.contains("UNIQUE")) table.uniqueKeys.add(cols);
    }

    private void alter(Alter alter, int line, String source) {
        TableDef table = tables.get(SqlNames.key(alter.getTable().getFullyQualifiedName()));
        if (table == null) {
            skipped.add(source + " line " + line + ": ALTER TABLE " + SqlNames.bare(alter.getTable().getFullyQualifiedName())
                    + " skipped: no CREATE TABLE for it before this line");
            return;
        }
        if (alter.getAlterExpressions() == null) return;
        for (AlterExpression e : alter.getAlterExpressions()) {
            if (e.getIndex() != null) {
                index(table, e.getIndex(), line);
            } else if (e.getFkColumns() != null && e.getFkSourceTable() != null) {
                ReferentialAction onDelete = e.getReferentialAction(ReferentialAction.Type.DELETE);
                boolean cascade = onDelete != null && onDelete.getAction() == ReferentialAction.Action.CASCADE;
                table.foreignKeys.add(new TableDef.ForeignKey(e.getFkColumns().stream().map(SqlNames::bare).toList(),
                        SqlNames.bare(e.getFkSourceTable()), e.getFkSourceColumns().stream().map(SqlNames::bare).toList(),
                        cascade, line));
            } else if (e.getPkColumns() != null) {
                table.primaryKey = e.getPkColumns().stream().map(SqlNames::bare).toList();
            } else if (e.getUkColumns() != null) {
                table.uniqueKeys.add(e.getUkColumns().stream().map(SqlNames::bare).toList());
            }
        }
    }

    private void uniqueIndex(CreateIndex ci) {
        TableDef table = tables.get(SqlNames.key(ci.getTable().getFullyQualifiedName()));
        if (table == null || ci.getIndex() == null) return;
        table.uniqueKeys.add(ci.getIndex().getColumnsNames().stream().map(SqlNames::bare).toList());
    }

    private static String firstLine(String message) {
        if (message == null) return "no reason given";
        String first = message.strip().lines().findFirst().orElse("").replaceFirst("^[\\w.$]+(Exception|Error): ", "");
        return first.length() > 160 ? first.substring(0, 160) + "…" : first;
    }
}
