package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import com.mongodb.client.MongoDatabase;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.model.Project;
import dev.docshape.storage.testing.WireServer;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Analysis > Run on MongoDB…: where to, a confirmation before writing, then the measured figures beside the estimate. */
class RunOnMongoJourneyTest extends DesignerTestBase {
    @RegisterExtension
    static final WireServer server = new WireServer();

    private Project opened;

    private void openWindowAndFillIn(String uri, String database) {
        opened = Examples.load("s6-authors-books-hybrid.docshape");
        show(opened);
        clickOn("Analysis");
        clickOn("Run on MongoDB…");
        Node panel = lookup("#mongo-run").query();
        assertEquals("Run on MongoDB", ((javafx.stage.Stage) panel.getScene().getWindow()).getTitle());
        type("#mongo-run-uri", uri);
        type("#mongo-run-database", database);
    }

    private void type(String field, String text) {
        clickOn(field);
        push(KeyCode.SHORTCUT, KeyCode.A);
        write(text);
    }

    private String status() {
        return lookup("#mongo-run-status").queryAs(Label.class).getText();
    }

    private List<String> collections(String database) {
        return server.client().getDatabase(database).listCollectionNames().into(new ArrayList<>());
    }

    @Test
    void pushesAfterConfirmingAndShowsMeasuredBesideEstimated() throws Exception {
        openWindowAndFillIn(server.uri(), "reviews");
        dialogs.confirmAnswers.add(true);
        clickOn("#mongo-run-start");
        FxWait.until("the run measured or failed", () -> status().startsWith("Measured") || status().contains("failed")
                || !dialogs.errors.isEmpty());

        var confirm = dialogs.shown.stream().filter(s -> s.kind().equals("confirm")).findFirst().orElseThrow();
        assertTrue(confirm.message().contains("design 'hybrid'") && confirm.message().contains("database 'reviews'"), confirm.message());
        assertTrue(status().startsWith("Measured 3 access patterns of design 'hybrid' in database 'reviews'"), status());
        TableView<?> table = lookup("#mongo-run-measured").queryAs(TableView.class);
        assertEquals(opened.model().patterns().size(), table.getItems().size(), "one row per access pattern");
        List<String> cells = lookup("#mongo-run-measured .figure-cell").queryAll().stream()
                .map(n -> ((javafx.scene.control.Labeled) n).getText()).filter(t -> t != null && t.contains(" / ")).toList();
        assertFalse(cells.isEmpty(), "measured / estimated figures are shown");
        String why = lookup("#mongo-run-why").queryAs(Label.class).getText();
        assertTrue(why.startsWith("list books with author names: ") || why.startsWith("Every figure is within 10 %"), why);
        assertTrue(Files.isRegularFile(dev.docshape.app.designer.testing.Shots.save(this, lookup("#mongo-run").query(), "run-on-mongodb")));
        assertTrue(collections("reviews").containsAll(List.of("Author", "Book")), collections("reviews").toString());
        assertEquals(opened, project(), "the project is not changed");
        assertFalse(vm.document().modifiedProperty().get(), "nor marked modified");
        assertNoFileHolds(server.uri());
    }

    @Test
    void answeringNoWritesNothing() {
        openWindowAndFillIn(server.uri(), "untouched");
        dialogs.confirmAnswers.add(false);
        clickOn("#mongo-run-start");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Nothing was written.", status());
        assertEquals(List.of(), collections("untouched"));
    }

    @Test
    void aDatabaseThatIsNotEmptyIsRefusedUnlessReplaceIsTicked() throws Exception {
        MongoDatabase db = server.client().getDatabase("busy");
        db.getCollection("orders").insertOne(new Document("total", 3));
        openWindowAndFillIn(server.uri(), "busy");
        dialogs.confirmAnswers.add(true);
        clickOn("#mongo-run-start");
        FxWait.until("the status naming a database not empty", () -> status().contains("not empty"));
        assertTrue(status().contains("database 'busy'") && status().contains("orders"), status());
        assertEquals(List.of("orders"), collections("busy"), "left as it was");

        clickOn("#mongo-run-replace");
        dialogs.confirmAnswers.add(true);
        clickOn("#mongo-run-start");
        FxWait.until("the status 'Measured'", () -> status().startsWith("Measured"));
        var confirms = dialogs.shown.stream().filter(s -> s.kind().equals("confirm")).toList();
        assertTrue(confirms.get(1).message().contains("dropped first"), confirms.get(1).message());
        assertFalse(collections("busy").contains("orders"));
    }

    @Test
    void anUnreachableServerIsSaidInOneLineWithoutThePassword() throws Exception {
        openWindowAndFillIn("mongodb://app:s3cret@127.0.0.1:1/?serverSelectionTimeoutMS=500", "shop");
        dialogs.confirmAnswers.add(true);
        clickOn("#mongo-run-start");
        FxWait.until("Push and Measure enabled again", () -> !lookup("#mongo-run-start").query().isDisabled());
        assertFalse(status().isBlank());
        assertFalse(status().contains("s3cret"), status());
        assertFalse(dialogs.shown.toString().contains("s3cret"), "no dialog shows the password");
        assertTrue(lookup("#mongo-run-status").query().getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("failed")),
                "shown as a failure");
        assertNoFileHolds("s3cret");
    }

    /** The connection string is never saved: no file the designer wrote under its home holds {@code text}. */
    private void assertNoFileHolds(String text) throws Exception {
        try (Stream<Path> files = Files.walk(home)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                assertFalse(new String(Files.readAllBytes(f), java.nio.charset.StandardCharsets.ISO_8859_1).contains(text), f + " holds " + text);
            }
        }
    }
}
