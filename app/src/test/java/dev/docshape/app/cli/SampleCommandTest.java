package dev.docshape.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SampleCommandTest {

    @Test
    void storesSampleDocumentsAndReportsProgress(@TempDir Path dir) throws Exception {
        Path store = dir.resolve("s7.db");
        CliRun run = CliRun.of("sample", Examples.path("s7-patron-address.docshape"), "--design", "referenced",
                "--scale", "0.001", "--store", store.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("Stored "), run.out());
        assertTrue(run.err().contains("writing documents"), run.err());
        assertTrue(Files.exists(store));
        try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + store);
             ResultSet rs = db.createStatement().executeQuery(
                     "select count(*) from sqlite_master where type = 'table' and name not like 'sqlite_%'")) {
            assertTrue(rs.next() && rs.getInt(1) >= 2, "patron and address tables");
        }
    }

    @Test
    void nonPositiveScaleIsRejected(@TempDir Path dir) {
        CliRun run = CliRun.of("sample", Examples.path("s7-patron-address.docshape"), "--scale", "0",
                "--store", dir.resolve("x.db").toString());
        assertEquals(2, run.status());
        assertEquals("docshape sample: --scale must be a positive number, was 0.0", run.err().strip());
    }
}
