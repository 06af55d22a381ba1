package dev.docshape.app.designer;

import dev.docshape.app.designer.imports.ReviewedRelationship;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.app.ui.dialogs.DialogService.SaveChoice;
import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.Reference;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.text.Text;
import javafx.stage.PopupWindow;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** File > Import > SQL Schema… and JSON Documents…: the wizard's review, the user's changes, the new unsaved project. */
class ImportJourneyTest extends ImportTestBase {

    @Test
    void jsonDocumentsAreReviewedChangedAndOpenedAsANewUnsavedProject() throws Exception {
        dialogs.importAnswers.add(List.of(resource("customers.ndjson"), resource("orders.ndjson")));
        menu("JSON Documents…");

        ListCell<?> reference = row("orders.customerId refers to customers");
        Label evidence = (Label) reference.lookup(".review-evidence");
        assertTrue(java.util.regex.Pattern.compile("(\\d+) of \\1 distinct values are _id values of customers").matcher(evidence.getText()).find(),
                evidence.getText());
        ListCell<?> items = row("orders.items embeds");
        assertTrue(((Label) items.lookup(".review-evidence")).getText().contains("array lengths 1: "), "array-length distribution");
        javafx.scene.control.TableView<?> entities = lookup("#review-entities").query();
        assertEquals(4, entities.getItems().size(), "customers, orders, the address inside customers and the items inside orders");
        Shots.save(this, lookup("#import-wizard").query(), "import-review-json");

        clickOn(reference.lookup(".review-keep"));
        assertFalse(((CheckBox) reference.lookup(".review-keep")).isSelected());
        choose(items.lookup(".review-mapping"), "referenced");
        choose(items.lookup(".review-cardinality"), "one-to-many");
        clickOn("#review-create");
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(lookup("#import-wizard").tryQuery().map(n -> !n.getScene().getWindow().isShowing()).orElse(true), "the wizard closed");
        Project project = project();
        assertEquals(4, project.model().entities().size());
        assertOnCanvas(project);
        Entity orders = byName(project).get("orders");
        assertTrue(orders.fields().stream().anyMatch(f -> f.name().equals("customerId")), "the dropped reference is a plain field");
        assertEquals(null, between(project, "customers", "orders"), "the dropped reference is no relationship");
        Relationship item = project.model().relationships().stream().filter(r -> r.parent().equals(orders.id())).findFirst().orElseThrow();
        assertEquals(Cardinality.ONE_TO_MANY, item.cardinality());
        assertTrue(project.active().mappingFor(item).strategy() instanceof Reference, "items changed to referenced");
        assertTrue(vm.document().isModified(), "the imported model is unsaved");
        assertEquals(null, vm.document().file());
        assertTrue(window.stage().getTitle().startsWith("*"), window.stage().getTitle());
    }

    @Test
    void everySubdocumentGuessCanBeKeptDroppedOrMadeAPlainObjectField() throws Exception {
        dialogs.importAnswers.add(List.of(resource("customers.ndjson"), resource("orders.ndjson")));
        menu("JSON Documents…");
        ListCell<?> address = row("customers.address embeds");
        ListCell<?> items = row("orders.items embeds");
        assertTrue(!((CheckBox) items.lookup(".review-keep")).isDisabled(), "a subdocument can be dropped");
        choose(address.lookup(".review-mapping"), "plain object field");
        assertTrue(address.lookup(".review-cardinality").isDisabled(), "a plain field has no cardinality");
        clickOn(items.lookup(".review-keep"));
        assertFalse(((CheckBox) items.lookup(".review-keep")).isSelected());
        clickOn("#review-create");
        WaitForAsyncUtils.waitForFxEvents();

        Project project = project();
        assertEquals(List.of("customers", "orders"), project.model().entities().stream().map(Entity::name).sorted().toList(),
                "no entity for the address (a plain field) nor for the dropped items");
        assertOnCanvas(project);
        Entity customers = byName(project).get("customers");
        dev.docshape.model.Field addressField = customers.fields().stream().filter(f -> f.name().equals("address")).findFirst().orElseThrow();
        assertEquals(dev.docshape.model.FieldType.OBJECT, addressField.type());
        assertFalse(addressField.fields().isEmpty(), "its nested fields are kept");
        assertFalse(byName(project).get("orders").fields().stream().anyMatch(f -> f.name().equals("items")), "the dropped field is gone");
        assertTrue(project.model().relationships().stream().noneMatch(r -> r.name().equals("items") || r.name().equals("address")),
                project.model().relationships().toString());
    }

    @Test
    void sqlSchemaListsSkippedStatementsAndProtectsUnsavedWork() throws Exception {
        show(Models.blog());
        interact(() -> vm.editor().createEntity(new dev.docshape.model.Position(400, 400)));
        assertTrue(vm.document().isModified());
        Project before = project();

        dialogs.importAnswers.add(List.of(resource("shop.sql")));
        dialogs.answerChoice("Detect automatically");
        menu("SQL Schema…");
        ListCell<?> lines = row("order_line refers to purchase_order");
        ListView<String> notes = lookup("#review-notes").query();
        String all = String.join("\n", notes.getItems());
        assertTrue(all.contains("Skipped: shop.sql line 37: "), all);
        assertTrue(all.contains("no row counts: every entity starts at 1,000 documents"), "the default counts are said: " + all);
        assertTrue(((Label) lines.lookup(".review-evidence")).getText().contains("a foreign key"));
        Shots.save(this, lookup("#import-wizard").query(), "import-review-sql");

        choose(lines.lookup(".review-mapping"), "referenced");
        dialogs.saveAnswers.add(SaveChoice.CANCEL);
        clickOn("#review-create");
        assertEquals(before, project(), "Cancel on the save question keeps the current work");
        assertTrue(lookup("#review-create").query().getScene().getWindow().isShowing(), "and the wizard open");

        dialogs.saveAnswers.add(SaveChoice.DISCARD);
        clickOn("#review-create");
        WaitForAsyncUtils.waitForFxEvents();
        Project project = project();
        assertEquals(List.of("relational", "suggested"), project.designs().stream().map(d -> d.name()).toList());
        assertOnCanvas(project);
        Relationship orderLines = between(project, "purchase_order", "order_line");
        assertNotNull(orderLines, project.model().entities().toString());
        assertTrue(project.active().mappingFor(orderLines).strategy() instanceof Reference, "order lines changed to referenced");
        Relationship profile = between(project, "customer", "customer_profile");
        assertEquals(Cardinality.ONE_TO_ONE, profile.cardinality(), "a unique foreign key is one-to-one");
        assertTrue(vm.document().isModified());
    }

    @Test
    void aBrokenFileIsOneDialogNamingFileAndLineAndNothingChanges() throws Exception {
        show(Models.blog());
        Project before = project();
        Path bad = home.resolve("orders.ndjson");
        Files.writeString(bad, "{\"_id\":1,\"total\":2.5}\n{\"_id\":2,\"total\":}\n");
        dialogs.importAnswers.add(List.of(bad));
        menu("JSON Documents…");
        assertEquals(1, dialogs.errors().size(), dialogs.shown.toString());
        assertEquals("Cannot import orders.ndjson", dialogs.errors().get(0).title());
        assertTrue(dialogs.errors().get(0).message().startsWith("orders.ndjson line 2, column "), dialogs.errors().get(0).message());
        assertEquals(before, project());
        Optional<Node> wizard = lookup("#import-wizard").tryQuery();
        assertTrue(wizard.isEmpty() || !wizard.get().getScene().getWindow().isShowing(), "the wizard closed");
    }
}
