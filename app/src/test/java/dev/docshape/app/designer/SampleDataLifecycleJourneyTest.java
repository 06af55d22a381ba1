package dev.docshape.app.designer;

import dev.docshape.app.analysis.sample.StoredDocument;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.app.ui.dialogs.DialogService.SaveChoice;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.model.Project;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Sample data that lives with its project, a default scale that measures something, and documents told apart. */
class SampleDataLifecycleJourneyTest extends DesignerTestBase {

    @Override
    protected ProjectStore store() {
        return new FileProjectStore();
    }

    private String sampleStatus() {
        return lookup("#sample-status").queryAs(Label.class).getText();
    }

    @SuppressWarnings("unchecked")
    private List<StoredDocument> rows() {
        return List.copyOf(lookup("#sample-ids").queryAs(ListView.class).getItems());
    }

    private void generate(Project project) {
        show(project);
        showSideTab("tab-samples");
        clickOn("#sample-generate");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(sampleStatus().contains("documents in"), sampleStatus());
    }

    @Test
    void anUnsavedProjectsDataLivesInTheDataFolderAndMovesBesideTheFileOnFirstSave() {
        Project project = Examples.load("s7-patron-address.docshape").withId("5d0c1a2b-0000-4000-8000-000000000007");
        generate(project);
        Path unsaved = home.resolve("data").resolve("samples").resolve("project-" + project.id() + ".sample.db");
        assertTrue(Files.isRegularFile(unsaved), "not in a shared temporary folder, but in the user's data folder");

        Path file = home.resolve("library.docshape");
        dialogs.saveAsAnswers.add(file);
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.S);
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(Files.isRegularFile(file), "saved");
        assertTrue(Files.isRegularFile(home.resolve("library.sample.db")), "the data moved beside the project file");
        assertFalse(Files.exists(unsaved), "and left the data folder");
        clickOn("#sample-measure");
        assertTrue(sampleStatus().startsWith("Measured "), "measuring again reads the moved data: " + sampleStatus());

        push(KeyCode.SHORTCUT, KeyCode.N);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(rows().isEmpty());
        dialogs.openAnswers.add(file);
        push(KeyCode.SHORTCUT, KeyCode.O);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(sampleStatus().contains("stored earlier"), "reopened, the project's data is there: " + sampleStatus());
        assertFalse(rows().isEmpty(), "and its documents are listed");
        clickOn("#sample-measure");
        assertTrue(sampleStatus().startsWith("Measured "), sampleStatus());
    }

    @Test
    void theDataOfAnUnsavedProjectGivenUpGoesAndASavedProjectsDataStays() throws Exception {
        Project project = Examples.load("s7-patron-address.docshape").withId("5d0c1a2b-0000-4000-8000-000000000015");
        generate(project);
        Path unsaved = home.resolve("data").resolve("samples").resolve("project-" + project.id() + ".sample.db");
        assertTrue(Files.isRegularFile(unsaved), "generated into the data folder");
        clickEntity(project.model().entities().get(0).id());
        push(KeyCode.DELETE);
        assertTrue(vm.document().isModified());

        dialogs.saveAnswers.add(SaveChoice.DISCARD);
        push(KeyCode.SHORTCUT, KeyCode.N);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(dialogs.asked("save-changes"));
        try (var left = Files.list(unsaved.getParent())) {
            assertEquals(List.of(), left.filter(f -> f.getFileName().toString().startsWith(unsaved.getFileName().toString())).toList(),
                    "the data of the work given up is gone, with its side files");
        }

        Path file = home.resolve("kept.docshape");
        ProjectFiles.save(Examples.load("s4-publisher-books.docshape"), file);
        dialogs.openAnswers.add(file);
        push(KeyCode.SHORTCUT, KeyCode.O);
        WaitForAsyncUtils.waitForFxEvents();
        clickOn("#sample-generate");
        WaitForAsyncUtils.waitForFxEvents();
        Path beside = home.resolve("kept.sample.db");
        assertTrue(Files.isRegularFile(beside), "a saved project's data is beside its file");
        push(KeyCode.SHORTCUT, KeyCode.N);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(Files.isRegularFile(beside), "and stays when another project is opened");
    }

    @Test
    void openingAFileOverAnUnsavedProjectDoesNotMoveItsDataBesideThatFile() throws Exception {
        Path file = home.resolve("other.docshape");
        ProjectFiles.save(Examples.load("s4-publisher-books.docshape"), file);
        generate(Examples.load("s7-patron-address.docshape").withId("5d0c1a2b-0000-4000-8000-000000000016"));
        dialogs.openAnswers.add(file);
        push(KeyCode.SHORTCUT, KeyCode.O);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(Files.exists(home.resolve("other.sample.db")), "the other file has no sample data of its own");
    }

    @Test
    void theDefaultScaleMeasuresEveryPatternOnEnoughParents() {
        generate(Examples.load("s4-publisher-books.docshape"));
        assertEquals("0.005", lookup("#sample-scale").queryAs(TextField.class).getText(),
                "5,000 publishers: one in a thousand would give 5");
        var measured = window.analysis().samples().state().measured();
        assertFalse(measured.isEmpty());
        for (var m : measured) assertTrue(m.runs() >= 20, m.name() + " measured on " + m.runs() + " instances");
    }

    @Test
    void storedDocumentsAreToldApartAndFilteredByCollectionAndFieldValue() {
        generate(Examples.load("s4-publisher-books.docshape"));
        @SuppressWarnings("unchecked")
        ComboBox<String> collection = lookup("#sample-collection").queryAs(ComboBox.class);
        interact(() -> collection.setValue("Book"));
        WaitForAsyncUtils.waitForFxEvents();
        List<StoredDocument> books = rows();
        assertTrue(books.size() > 10, "books listed: " + books.size());
        List<String> labels = books.stream().map(StoredDocument::label).toList();
        assertEquals(labels.size(), new HashSet<>(labels).size(), "every row looks different: " + labels);
        assertTrue(labels.get(0).contains(" · "), "a row says what the document is about: " + labels.get(0));

        int pick = 3;
        while (labels.get(pick).endsWith("…")) pick++;
        StoredDocument chosen = books.get(pick);
        String title = chosen.label().substring(chosen.label().indexOf(" · ") + 3);
        clickOn("#sample-filter").write("title = " + title).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        List<StoredDocument> kept = rows();
        assertTrue(kept.stream().anyMatch(r -> r.id().equals(chosen.id())), "the book with that title is kept: " + kept);
        assertTrue(kept.stream().allMatch(r -> r.label().endsWith(" · " + title)), "only books with that title: " + kept);

        interact(() -> collection.setValue("Publisher"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(rows().isEmpty(), "no publisher has a title: " + rows());
        TextField filter = lookup("#sample-filter").queryAs(TextField.class);
        interact(() -> filter.clear());
        clickOn(filter).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(rows().isEmpty(), "cleared, the publishers are listed");
    }
}
