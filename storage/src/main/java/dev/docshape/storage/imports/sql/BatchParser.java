package dev.docshape.storage.imports.sql;

import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.Statements;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

/**
 * Parses statements with JSqlParser {@value #BATCH} at a time: one parser reads the whole batch, as
 * building a parser costs about as much as reading a short {@code CREATE TABLE} (decision record
 * 0192). When the batch does not read, each of its statements is parsed alone, so the one the
 * parser cannot read is still reported by itself. The parse runs on its own thread, where the
 * library's time limit can stop a statement that sends the parser into endless backtracking.
 */
final class BatchParser implements AutoCloseable {
    static final int BATCH = 32;
    private static final Consumer<CCJSqlParser> CONFIGURE = p -> p.withSquareBracketQuotation(true);

    /** A statement read, or why it could not be read. */
    record Parsed(Statement statement, Exception error) {
    }

    private final ExecutorService parsing = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "docshape-sql-parser");
        t.setDaemon(true);
        return t;
    });

    /** The statements of {@code texts} (each without its terminator), in the same order. */
    List<Parsed> parse(List<String> texts) {
        List<Parsed> parsed = new ArrayList<>(texts.size());
        if (texts.size() > 1) {
            try {
                Statements all = CCJSqlParserUtil.parseStatements(String.join(";\n", texts) + ";\n", parsing, CONFIGURE);
                if (all.size() == texts.size()) {
                    for (Statement s : all) parsed.add(new Parsed(s, null));
                    return parsed;
                }
            } catch (JSQLParserException | RuntimeException e) {
                if (e instanceof CancellationException c) throw c;
                // one of them does not read: each alone below names it
            }
        }
        for (String text : texts) parsed.add(one(text));
        return parsed;
    }

    private Parsed one(String text) {
        try {
            return new Parsed(CCJSqlParserUtil.parse(text, parsing, CONFIGURE), null);
        } catch (JSQLParserException | RuntimeException e) {
            if (e instanceof CancellationException c) throw c;
            return new Parsed(null, e);
        }
    }

    @Override
    public void close() {
        parsing.shutdownNow();
    }
}
