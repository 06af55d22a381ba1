package dev.docshape.app.cli;

import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ImportSqlCommandTest {

    @Test
    void aSchemaBecomesAProjectWithRelationalAndSuggestedDesigns(@TempDir Path dir) throws Exception {
        Path sql = Examples.written(dir, "shop.sql", """
                CREATE TABLE customer (id INTEGER PRIMARY KEY, name VARCHAR(80) NOT NULL);
                CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customer(id), total DECIMAL(10,2));
                CREATE TABLE order_line (
                  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
                  line_no INTEGER NOT NULL,
                  sku VARCHAR(20) NOT NULL,
                  PRIMARY KEY (order_id, line_no));
                CREATE VIEW v AS SELECT * FROM orders;
                INSERT INTO customer VALUES (1, 'Ann');
                """);
        Path out = dir.resolve("shop.docshape");
        CliRun run = CliRun.ok("import", "sql", sql.toString(), "--out", out.toString());
        assertTrue(run.out().contains("3 entities, 2 relationships, designs: relational, suggested"), run.out());
        assertTrue(run.out().contains("skipped: shop.sql line 8: CREATE VIEW skipped (not a table)"), run.out());
        assertTrue(run.out().contains("Passed over (no tables in them): 1 INSERT"), run.out());
        Project project = ProjectFiles.load(out);
        assertEquals("suggested", project.activeDesign());
    }

    /** A MySQL script without backticks, ENGINE or AUTO_INCREMENT is guessed as standard SQL; --dialect says it (decision 0575). */
    @Test
    void theDialectIsSaidWithDialectAndAWrongOneIsNamed(@TempDir Path dir) throws Exception {
        Path sql = Examples.written(dir, "orders.sql", """
                CREATE TABLE orders (id INT PRIMARY KEY, status ENUM('it\\'s new', 'paid') NOT NULL);
                CREATE TABLE lines (id INT PRIMARY KEY, order_id INT REFERENCES orders(id));
                """);
        Path out = dir.resolve("orders.docshape");
        CliRun run = CliRun.ok("import", "sql", "--dialect", "mysql", sql.toString(), "--out", out.toString());
        assertTrue(run.out().contains("Read 2 tables."), run.out());
        var status = ProjectFiles.load(out).model().entities().stream().filter(e -> e.name().equals("order")).findFirst()
                .orElseThrow().field("status").orElseThrow();
        assertEquals(List.of("it's new", "paid"), status.values());

        CliRun wrong = CliRun.refused("import", "sql", "--dialect", "sybase", sql.toString(), "--out", dir.resolve("x.docshape").toString());
        assertTrue(wrong.err().contains("--dialect: unknown SQL dialect 'sybase': use auto, mysql, postgresql, sqlserver or oracle"), wrong.err());
        assertFalse(wrong.err().contains("Exception"), wrong.err());
        assertFalse(Files.exists(dir.resolve("x.docshape")));

        CliRun help = CliRun.ok("import", "sql", "--help");
        assertTrue(help.out().contains("--dialect=DIALECT"), help.out());
        assertTrue(help.out().replaceAll("\\s+", " ").contains("auto (the default), mysql, postgresql, sqlserver or oracle"), help.out());
    }

    @Test
    void aFileWithoutTablesIsOneLineAndWritesNothing(@TempDir Path dir) throws Exception {
        Path sql = Examples.written(dir, "nothing.sql", "SELECT 1;\nCREATE TABLE broken (;\n");
        Path out = dir.resolve("x.docshape");
        CliRun run = CliRun.refused("import", "sql", sql.toString(), "--out", out.toString());
        assertTrue(run.err().startsWith("docshape import sql: nothing.sql: no CREATE TABLE statement could be read; "
                + "1 statements were skipped, the first: nothing.sql line 2: CREATE TABLE BROKEN skipped"), run.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void aLargeSchemaListsTheFirstEntitiesAndCountsTheRestInsteadOfALinePerTable(@TempDir Path dir) throws Exception {
        StringBuilder ddl = new StringBuilder();
        for (int t = 0; t < 60; t++) {
            ddl.append("CREATE TABLE table_").append(t).append(" (id BIGINT PRIMARY KEY, name VARCHAR(40)")
                    .append(t > 0 ? ", parent_id BIGINT REFERENCES table_" + (t / 2) + "(id)" : "").append(");\n");
        }
        Path sql = Examples.written(dir, "tables.sql", ddl.toString());
        CliRun run = CliRun.ok("import", "sql", sql.toString(), "--out", dir.resolve("tables.docshape").toString());
        assertTrue(run.out().contains("60 entities, 59 relationships"), run.out());
        assertTrue(run.out().contains("  table_9: "), run.out());
        assertFalse(run.out().contains("  table_10: "), run.out());
        assertTrue(run.out().contains("  ... and 50 more entities"), run.out());
        assertTrue(run.out().lines().count() < 20, run.out());
    }

    private static Path tables(Path dir, int count) throws Exception {
        StringBuilder ddl = new StringBuilder();
        for (int t = 0; t < count; t++) ddl.append("CREATE TABLE table_").append(t).append(" (id BIGINT PRIMARY KEY, name VARCHAR(40));\n");
        return Examples.written(dir, "tables.sql", ddl.toString());
    }

    @Test
    void progressToALogIsAFewLinesNotOnePerStatement(@TempDir Path dir) throws Exception {
        Path sql = tables(dir, 200);
        CliRun run = CliRun.withProgress(false, "import", "sql", sql.toString(), "--out", dir.resolve("t.docshape").toString());
        List<String> lines = run.err().lines().toList();
        assertTrue(lines.size() >= 2 && lines.size() <= 1 + 4, "the phase, then at most one line a quarter: " + lines);
        assertTrue(lines.stream().allMatch(l -> l.startsWith("reading tables.sql")), lines.toString());
        assertTrue(lines.get(lines.size() - 1).startsWith("reading tables.sql: 100% 200 statements"), lines.toString());
        assertFalse(run.err().contains("\r"), "no carriage returns in a log");
    }

    @Test
    void progressOnATerminalIsOneLineRewrittenInPlace(@TempDir Path dir) throws Exception {
        Path sql = tables(dir, 200);
        CliRun run = CliRun.withProgress(true, "import", "sql", sql.toString(), "--out", dir.resolve("t.docshape").toString());
        List<String> lines = List.of(run.err().split("\n", -1)).stream().filter(l -> !l.isEmpty()).toList();
        assertEquals(1, lines.size(), "one line: " + run.err().replace("\r", "<CR>"));
        String[] shown = lines.get(0).substring(1).split("\r");
        assertTrue(shown.length >= 2, "rewritten in place: " + lines);
        assertTrue(shown[shown.length - 1].startsWith("reading tables.sql: 100% 200 statements"), shown[shown.length - 1]);
        assertTrue(run.err().endsWith(System.lineSeparator()), "and ended, so what follows starts a line of its own");
    }
}
