package dev.docshape.storage.imports.sql;

import dev.docshape.model.Field;
import dev.docshape.storage.imports.ImportException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A string literal is read as its dialect reads it, by one routine for value lists, CHECKs and comments: a MySQL dump's
 * backslash escapes ({@code 'it\'s'}), standard SQL's doubled quote and literal backslash ({@code 'C:\'}), PostgreSQL's
 * {@code E'...'} (docs/imports.md "String literals", decision 0567).
 */
class SqlQuotingTest {

    @Test
    void aMysqlDumpsBackslashEscapesAreReadInEnumsChecksAndComments() throws ImportException {
        String dump = """
                CREATE TABLE `orders` (
                  `id` int NOT NULL AUTO_INCREMENT,
                  `status` enum('it\\'s new','paid','back\\\\slash','two\\nlines') NOT NULL COMMENT 'the order\\'s state',
                  `kind` varchar(20) DEFAULT NULL,
                  PRIMARY KEY (`id`),
                  CONSTRAINT `orders_kind` CHECK (`kind` in ('don\\'t','do'))
                ) ENGINE=InnoDB;
                """;
        Field status = SqlListedValuesTest.field(dump, "order", "status");
        assertEquals(List.of("it's new", "paid", "back\\slash", "two\nlines"), status.values());
        assertEquals("the order's state", status.description());
        assertEquals(List.of("don't", "do"), SqlListedValuesTest.field(dump, "order", "kind").values());
    }

    @Test
    void standardSqlReadsABackslashAsItselfAndADoubledQuoteAsOne() throws ImportException {
        String ddl = """
                CREATE TABLE paths (
                  id INT PRIMARY KEY,
                  root VARCHAR(20) CHECK (root IN ('C:\\', 'D:\\', 'it''s')),
                  mode TEXT CHECK (mode IN (E'a\\tb', 'plain'))
                );
                """;
        assertEquals(List.of("C:\\", "D:\\", "it's"), SqlListedValuesTest.field(ddl, "path", "root").values());
        assertEquals(List.of("a\tb", "plain"), SqlListedValuesTest.field(ddl, "path", "mode").values(), "PostgreSQL's E'...' escapes");
    }

    @Test
    void oneRoutineUnquotesEachDialectsLiterals() {
        assertEquals("it's", SqlTokens.unquote("'it\\'s'", SqlQuoting.MYSQL));
        assertEquals("it's", SqlTokens.unquote("'it''s'", SqlQuoting.MYSQL));
        assertEquals("it's", SqlTokens.unquote("'it''s'", SqlQuoting.STANDARD));
        assertEquals("C:\\", SqlTokens.unquote("'C:\\'", SqlQuoting.STANDARD));
        assertEquals(null, SqlTokens.unquote("'C:\\'", SqlQuoting.MYSQL), "under MySQL the quote is escaped: not closed");
        assertEquals("a\nb", SqlTokens.unquote("E'a\\nb'", SqlQuoting.STANDARD));
        assertEquals("ünï", SqlTokens.unquote("N'ünï'", SqlQuoting.STANDARD));
        assertEquals(SqlQuoting.MYSQL, SqlQuoting.of("CREATE TABLE `t` (id int);"));
        assertEquals(SqlQuoting.STANDARD, SqlQuoting.of("CREATE TABLE public.t (id integer NOT NULL, note text DEFAULT 'a''b');"));
    }
}
