package dev.docshape.storage.imports.sql;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.storage.imports.ImportException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The script's statements are split where its dialect ends a string literal, by the routine that reads the literals
 * ({@code 'C:\'} ends there in standard SQL and not in MySQL), and the user may say the dialect rather than have it
 * guessed (docs/imports.md "String literals", decision 0575).
 */
class SqlDialectTest {
    /** PostgreSQL or SQL Server: a backslash is itself, so each {@code 'C:\'} is closed and every statement is its own. */
    private static final String STANDARD_SCRIPT = """
            CREATE TABLE drives (id INT PRIMARY KEY, root VARCHAR(10) DEFAULT 'C:\\' NOT NULL);
            COMMENT ON COLUMN drives.root IS 'where it starts, as C:\\';
            CREATE TABLE folders (id INT PRIMARY KEY, drive_id INT REFERENCES drives(id), kind VARCHAR(5) CHECK (kind IN ('a', 'b')));
            """;

    @Test
    void aBackslashBeforeAQuoteEndsNoStatementInStandardSql() throws ImportException {
        List<SqlStatements.Statement> statements = SqlStatements.split(STANDARD_SCRIPT, SqlQuoting.STANDARD);
        assertEquals(List.of(1, 2, 3), statements.stream().map(SqlStatements.Statement::line).toList(), statements.toString());
        SqlImport.Result result = SqlImport.fromText(STANDARD_SCRIPT, "drives.sql", "drives");
        assertTrue(result.skipped().isEmpty(), "every statement is read: " + result.skipped());
        assertEquals(2, result.tables());
        assertEquals("where it starts, as C:\\", field(result, "drive", "root").description());
        assertEquals(List.of("a", "b"), field(result, "folder", "kind").values());
    }

    @Test
    void aMysqlBackslashEscapesTheQuoteInTheSplitToo() {
        String dump = "INSERT INTO `t` VALUES ('it\\'s; not the end');\nCREATE TABLE `u` (`id` int);\n";
        List<SqlStatements.Statement> statements = SqlStatements.split(dump, SqlQuoting.MYSQL);
        assertEquals(2, statements.size(), statements.toString());
        assertEquals(List.of(1, 2), statements.stream().map(SqlStatements.Statement::line).toList());
        // PostgreSQL's E'...' escapes in a standard script as well
        assertEquals(2, SqlStatements.split("SELECT E'it\\'s; still';\nSELECT 1;", SqlQuoting.STANDARD).size());
    }

    /** A MySQL script with none of the signs the guess looks for: only the user's word reads its escapes. */
    @Test
    void theUserSaysTheDialectTheGuessCannotSee() throws ImportException {
        String mysql = """
                CREATE TABLE orders (
                  id INT PRIMARY KEY,
                  status ENUM('it\\'s new', 'paid') NOT NULL
                );
                """;
        assertEquals(List.of("it's new", "paid"), valuesOrEmpty(mysql, SqlDialect.MYSQL));
        assertEquals(List.of("C:\\", "b"), SqlImport.fromText("CREATE TABLE t (id INT PRIMARY KEY, k VARCHAR(4) CHECK (k IN ('C:\\', 'b')));",
                "t.sql", "t", SqlDialect.POSTGRESQL).project().model().entities().get(0).field("k").orElseThrow().values());
        assertEquals(SqlQuoting.STANDARD, SqlDialect.SQLSERVER.quoting(mysql));
        assertEquals(SqlQuoting.STANDARD, SqlDialect.ORACLE.quoting("CREATE TABLE `t` (id int)"));
        assertEquals(SqlQuoting.MYSQL, SqlDialect.AUTO.quoting("CREATE TABLE `t` (id int)"));
        assertEquals(SqlDialect.SQLSERVER, SqlDialect.byLabel("SQLServer"));
        IllegalArgumentException wrong = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> SqlDialect.byLabel("sybase"));
        assertEquals("unknown SQL dialect 'sybase': use auto, mysql, postgresql, sqlserver or oracle", wrong.getMessage());
    }

    private static List<Object> valuesOrEmpty(String sql, SqlDialect dialect) throws ImportException {
        Field f = SqlImport.fromText(sql, "orders.sql", "orders", dialect).project().model().entities().get(0).field("status").orElseThrow();
        return f.values() == null ? List.of() : f.values();
    }

    private static Field field(SqlImport.Result result, String entity, String column) {
        Entity e = result.project().model().entities().stream().filter(x -> x.name().equals(entity)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + entity + " in " + result.project().model().entities()));
        return e.field(column).orElseThrow(() -> new AssertionError("no " + entity + "." + column));
    }
}
