package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.app.ui.dialogs.FxDialogService;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * File > Import > SQL Schema… asks which database the script was written for, "Detect automatically" chosen when it
 * opens; a MySQL script the guess reads as standard SQL (no backticks, ENGINE or AUTO_INCREMENT) keeps its escaped
 * quote once the user picks MySQL (decision 0575).
 */
class SqlDialectImportTest extends ImportTestBase {
    @TempDir
    Path dir;

    @Test
    void theUserPicksTheDialectAndTheEscapedQuoteIsRead() throws Exception {
        Path script = Files.writeString(dir.resolve("orders.sql"), """
                CREATE TABLE orders (id INT PRIMARY KEY, status ENUM('it\\'s new', 'paid') NOT NULL);
                CREATE TABLE lines (id INT PRIMARY KEY, order_id INT REFERENCES orders(id));
                """);
        dialogs.choicesShownBy(new FxDialogService(() -> window.stage()));
        dialogs.importAnswers.add(List.of(script));
        menu("SQL Schema…");
        FxWait.until("the dialect question", () -> lookup(".choice-dialog .combo-box").tryQuery().isPresent());
        ComboBox<?> dialects = lookup(".choice-dialog .combo-box").queryAs(ComboBox.class);
        assertEquals("Detect automatically", dialects.getValue(), "the guess is the default");
        assertEquals(List.of("Detect automatically", "MySQL or MariaDB", "PostgreSQL", "SQL Server", "Oracle"), dialects.getItems());
        Node question = dialects.getScene().getRoot();
        assertTrue(lookup(".choice-dialog .label").match((javafx.scene.control.Label l) -> "orders.sql was written for".equals(l.getText()))
                .tryQuery().isPresent(), "the question names the file");
        choose(dialects, "MySQL or MariaDB");
        assertEquals("MySQL or MariaDB", dialects.getValue());
        Shots.save(this, question, "import-sql-dialect");
        clickOn(lookup(".choice-dialog .button").match((Button b) -> "OK".equals(b.getText())).queryButton());
        FxWait.until("the review", () -> lookup("#review-create").tryQuery().map(n -> !n.isDisabled()).orElse(false));
        clickOn("#review-create");
        WaitForAsyncUtils.waitForFxEvents();

        Project project = project();
        Entity order = byName(project).get("order");
        assertEquals(List.of("it's new", "paid"), order.field("status").orElseThrow().values());
    }
}
