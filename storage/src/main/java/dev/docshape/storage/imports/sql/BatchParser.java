package dev.docshape.storage.imports.sql;

import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.Statements;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * Parses statements with JSqlParser {@value #BATCH} at a time: one parser reads the whole batch, as
 * building a parser costs about as much as reading a short {@code CREATE TABLE} (decision record
 * 0192). When the batch does not read, each of its statements is parsed alone, so the one the
 * parser cannot read is still reported by itself. Batches are parsed side by side on a few lanes
 * (decision record 0193); the caller takes their results in the order it submitted them. Each parse
 * runs on a thread of its own lane's parse pool, where the library's time limit can stop a statement
 * that sends the parser into endless backtracking.
 */
final class BatchParser implements AutoCloseable {
    static final int BATCH = 32;
    /**
     * Batches parsed at once: one per core, at most four (each parser holds large look-ahead tables);
     * {@code -Ddocshape.sql.lanes=N} sets it, to compare with one lane (decision record 0193).
     */
    static final int LANES = Math.max(1, Integer.getInteger("docshape.sql.lanes",
            Math.min(4, Runtime.getRuntime().availableProcessors())));

    /** A statement read, or why it could not be read. */
    record Parsed(Statement statement, Exception error) {
    }

    private final UnaryOperator<String> prepare;
    /** SQL Server's {@code [name]}s, and MySQL's backslash escapes in a MySQL script ({@link SqlQuoting}). */
    private final Consumer<CCJSqlParser> configure;
    /** Runs whole batches, one per lane. */
    private final ExecutorService batches;
    /** Where JSqlParser runs each parse under its time limit; apart from {@link #batches}, which wait for it. */
    private final ExecutorService parsing;

    /**
     * @param lanes   batches parsed at once
     * @param prepare applied to each statement's text on its lane before it is parsed
     * @param quoting how the script's string literals read a backslash
     */
    BatchParser(int lanes, UnaryOperator<String> prepare, SqlQuoting quoting) {
        if (lanes < 1) throw new IllegalArgumentException("lanes must be at least 1, was " + lanes);
        this.prepare = prepare;
        boolean backslashes = quoting == SqlQuoting.MYSQL;
        this.configure = p -> p.withSquareBracketQuotation(true).withBackslashEscapeCharacter(backslashes);
        this.batches = Executors.newFixedThreadPool(lanes, daemons("docshape-sql-batch-"));
        this.parsing = Executors.newFixedThreadPool(lanes, daemons("docshape-sql-parser-"));
    }

    /** Starts parsing {@code texts} (each without its terminator); {@link #await} gives them in the same order. */
    Future<List<Parsed>> submit(List<String> texts) {
        return batches.submit(() -> parse(texts.stream().map(prepare).toList()));
    }

    /** The statements of a batch submitted; a cancellation inside the parse is thrown again here. */
    static List<Parsed> await(Future<List<Parsed>> batch) {
        try {
            return batch.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while parsing");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error err) throw err;
            throw new IllegalStateException(e.getCause());
        }
    }

    private List<Parsed> parse(List<String> texts) {
        List<Parsed> parsed = new ArrayList<>(texts.size());
        if (texts.size() > 1) {
            try {
                Statements all = CCJSqlParserUtil.parseStatements(String.join(";\n", texts) + ";\n", parsing, configure);
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

    /**
     * One statement; where the parser stops at a keyword used as a name, it is quoted and read again. A statement that
     * still does not read reports where it really stops: the last complaint, unless that is at a word quoted here.
     */
    private Parsed one(String text) {
        Exception reported = null;
        String attempt = text;
        for (int quoted = 0; attempt != null && quoted <= KeywordNames.MOST_QUOTED; quoted++) {
            try {
                return new Parsed(CCJSqlParserUtil.parse(attempt, parsing, configure), null);
            } catch (JSQLParserException | RuntimeException e) {
                if (e instanceof CancellationException c) throw c;
                if (reported != null && KeywordNames.atQuotedName(e)) break;
                reported = e;
                attempt = KeywordNames.quoted(attempt, e);
            }
        }
        return new Parsed(null, reported);
    }

    private static java.util.concurrent.ThreadFactory daemons(String prefix) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    @Override
    public void close() {
        batches.shutdownNow();
        parsing.shutdownNow();
    }
}
