package dev.docshape.app.designer;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Reference;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Paint;
import javafx.stage.PopupWindow;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * File > Import > MongoDB Database…: connect (the password in a field of its own), pick the
 * database the server lists, sample fewer documents than the collections hold, review, create.
 * Runs the official driver against an in-process wire-protocol server.
 */
class MongoImportJourneyTest extends ImportTestBase {
    private static final MongoServer SERVER = new MongoServer(new MemoryBackend());
    private static final String URI;

    static {
        SERVER.bind("127.0.0.1", 0);
        URI = "mongodb://127.0.0.1:" + SERVER.getLocalAddress().getPort();
        try (MongoClient client = MongoClients.create(URI)) {
            var shop = client.getDatabase("shop");
            List<ObjectId> ids = new ArrayList<>();
            List<Document> customers = new ArrayList<>();
            for (int i = 0; i < 300; i++) {
                ObjectId id = new ObjectId();
                ids.add(id);
                customers.add(new Document("_id", id).append("name", "customer " + i).append("email", "c" + i + "@example.com"));
            }
            shop.getCollection("customers").insertMany(customers);
            Random random = new Random(5);
            List<Document> orders = new ArrayList<>();
            for (int i = 0; i < 300; i++) {
                orders.add(new Document("_id", i).append("customerId", ids.get(random.nextInt(ids.size()))).append("total", 10.5 + i)
                        .append("lines", List.of(new Document("sku", "A" + i).append("quantity", 1 + i % 3))));
            }
            shop.getCollection("orders").insertMany(orders);
        }
    }

    @AfterAll
    static void stopServer() {
        SERVER.shutdownNow();
    }

    private void typeInto(String id, String text) {
        clickOn(id);
        push(KeyCode.SHORTCUT, KeyCode.A);
        push(KeyCode.BACK_SPACE);
        if (!text.isEmpty()) write(text);
    }

    @Test
    void aSampledDatabaseIsReviewedAndOpened() throws Exception {
        menu("MongoDB Database…");
        typeInto("#mongo-uri", URI);
        typeInto("#mongo-password", "s3cret-Pw");
        clickOn("#mongo-connect");
        WaitForAsyncUtils.waitForFxEvents();
        String message = lookup("#mongo-message").queryAs(Label.class).getText();
        assertTrue(message.contains("names no user"), message);

        typeInto("#mongo-password", "");
        clickOn("#mongo-connect");
        WaitForAsyncUtils.waitForFxEvents();
        ComboBox<?> databases = lookup("#mongo-database").query();
        assertTrue(databases.getItems().contains("shop"), databases.getItems().toString());
        clickOn(databases.lookup(".arrow-button"));
        WaitForAsyncUtils.waitForFxEvents();
        clickOn((Node) lookup(".list-cell").match((ListCell<?> c) -> "shop".equals(c.getText())
                && c.getScene().getWindow() instanceof PopupWindow).query());
        typeInto("#mongo-sample", "30");
        Shots.save(this, lookup("#import-wizard").query(), "import-mongodb-connect");
        clickOn("#mongo-import");
        WaitForAsyncUtils.waitForFxEvents();

        ListCell<?> reference = row("orders.customerId refers to customers");
        String evidence = ((Label) reference.lookup(".review-evidence")).getText();
        assertTrue(evidence.matches("(\\d+) of \\1 distinct values are _id values of customers.*"), evidence);
        Shots.save(this, lookup("#import-wizard").query(), "import-review-mongodb");
        clickOn("#review-create");
        WaitForAsyncUtils.waitForFxEvents();

        Project project = project();
        assertOnCanvas(project);
        Entity customers = byName(project).get("customers");
        assertEquals(300, customers.count(), "counts are the collection's, not the sample's");
        Relationship placed = between(project, "customers", "orders");
        assertNotNull(placed);
        assertTrue(project.active().mappingFor(placed).strategy() instanceof Reference);
        assertTrue(project.description().contains("shop"), project.description());
        try (Stream<java.nio.file.Path> files = Files.walk(home)) {
            for (java.nio.file.Path f : files.filter(Files::isRegularFile).toList()) {
                assertFalse(Files.readString(f).contains("s3cret-Pw"), "the password is kept nowhere: " + f);
            }
        }
    }

    @Test
    void importIsOffUntilADatabaseIsChosenAndEscCancels() throws Exception {
        menu("MongoDB Database…");
        Button importButton = lookup("#mongo-import").queryButton();
        assertTrue(importButton.isDisabled(), "no database chosen yet");
        String enter = dev.docshape.app.designer.actions.DesignerAction.IMPORT_DATABASE.accelerator().getDisplayText();
        assertTrue(importButton.getTooltip().getText().contains(enter), importButton.getTooltip().getText());
        typeInto("#mongo-uri", URI);
        clickOn("#mongo-database").write("shop");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(importButton.isDisabled(), "a database is typed");
        javafx.stage.Window wizard = importButton.getScene().getWindow();
        push(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(wizard.isShowing(), "Esc is the wizard's Cancel");
    }

    @Test
    void importLooksLikeTheDefaultButtonAndEnterPressesIt() throws Exception {
        menu("MongoDB Database…");
        Button importButton = lookup("#mongo-import").queryButton();
        Button cancel = lookup("#import-close").queryButton();
        typeInto("#mongo-uri", URI);
        clickOn("#mongo-database").write("shop");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(importButton.isDefaultButton());
        Paint accent = javafx.scene.paint.Color.web("#2f6feb");
        assertEquals(accent, topFill(importButton), "the default button is filled with the accent colour");
        assertFalse(accent.equals(topFill(cancel)), "the other buttons are not");
        assertEquals(javafx.scene.text.FontWeight.BOLD, javafx.scene.text.FontWeight.findByName(importButton.getFont().getStyle().split(" ")[0]),
                importButton.getFont().getStyle());

        push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(row("orders.customerId refers to customers"), "Enter imported: the review is shown");
        Button create = lookup("#review-create").queryButton();
        assertTrue(create.isDefaultButton());
        assertEquals(accent, topFill(create), "the review's Create Project is the default there");
    }

    private static Paint topFill(Button button) {
        var fills = button.getBackground().getFills();
        return fills.get(fills.size() - 1).getFill();
    }

    @Test
    void anUnreachableServerIsSaidOnTheConnectPage() throws Exception {
        menu("MongoDB Database…");
        typeInto("#mongo-uri", "mongodb://127.0.0.1:1");
        clickOn("#mongo-connect");
        WaitForAsyncUtils.waitForFxEvents();
        String message = lookup("#mongo-message").queryAs(Label.class).getText();
        assertTrue(message.contains("127.0.0.1:1"), message);
        assertFalse(message.contains("Exception"), message);
        assertTrue(lookup("#mongo-connect").query().isVisible(), "the user can correct the string and try again");
    }
}
