package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.sample.SampleDataView;
import dev.docshape.app.analysis.sample.SampleDataViewModel;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.model.Project;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.store.SampleStore;
import dev.docshape.storage.store.StoredCollection;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Generating sample data into a real SQLite store, the measured figures beside the estimates, and browsing. */
class SampleDataTest extends PanelTestBase {
    @TempDir
    Path folder;
    private SampleDataView view;
    private SampleDataViewModel vm;

    private void show(String example) {
        show(Examples.load(example));
    }

    private void show(Project project) {
        Path store = folder.resolve("sample.db");
        open(project, a -> {
            vm = new SampleDataViewModel(a, () -> store);
            return view = PanelViews.samples(vm);
        }, 720, 720);
    }

    private String status() {
        return lookup("#sample-status").queryAs(Label.class).getText();
    }

    @Test
    void generatedDataIsMeasuredBesideTheEstimates() {
        show("s1-person-contacts.docshape");
        clickOn("#sample-generate");
        assertTrue(status().contains("documents in 1 collections") || status().contains("documents in"), status());
        assertEquals("1 / 1", Seen.tableCell(this, view.table(), "read-person", "sample-col-trips"),
                "the embedded person is read in one request, as estimated");
        assertEquals(List.of("Person"), vm.collections().stream().map(StoredCollection::name).toList());
        assertEquals("Person", vm.browser().state().collection().get());
        assertFalse(vm.browser().state().documents().isEmpty());
        List<String> lines = Seen.treeLines(this, lookup("#sample-document").query());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("\"addresses\": [")), lines.toString());
    }

    @Test
    void theBytesReturnedAreMeasuredBesideTheEstimateInTheEstimatesUnits() {
        show("s3-portfolio-stocks.docshape");
        clickOn("#sample-generate");
        String read = Seen.tableCell(this, view.table(), "read-portfolio", "sample-col-bytes-read");
        String returned = Seen.tableCell(this, view.table(), "read-portfolio", "sample-col-bytes-returned");
        String[] figures = returned.split(" /\n");
        assertEquals(2, figures.length, "measured / estimated: " + returned);
        for (String figure : figures) assertTrue(figure.matches("[0-9.,]+ (B|KiB|MiB)"), "in the units of the estimate's table: " + returned);
        // the portfolio's stocks are read for their price only: less comes back than the server reads
        assertTrue(bytes(figures[0]) < bytes(read.split(" /\n")[0]), "returned " + returned + ", read " + read);
        assertTrue(bytes(figures[1]) < bytes(read.split(" /\n")[1]), "returned " + returned + ", read " + read);
    }

    /** A figure as written ("812 B", "1.2 KiB") in bytes. */
    private static double bytes(String figure) {
        String[] parts = figure.strip().split(" ");
        double number = Double.parseDouble(parts[0].replace(",", ""));
        return switch (parts[1]) {
            case "B" -> number;
            case "KiB" -> number * 1024;
            case "MiB" -> number * 1024 * 1024;
            default -> throw new AssertionError("no byte unit in " + figure);
        };
    }

    @Test
    void measuringAgainFollowsAChangedDesignOnlyAfterRegenerating() {
        show("s1-person-contacts.docshape");
        clickOn("#sample-generate");
        flip("person-addresses", Examples.mappingIn(project(), "referenced", "person-addresses"));
        clickOn("#sample-measure");
        assertTrue(status().contains("Cannot") || status().toLowerCase().contains("generate") || status().contains("layout"),
                "the store holds the old layout; the user is told to generate again: " + status());
        clickOn("#sample-generate");
        assertEquals("2 / 2", Seen.tableCell(this, view.table(), "read-person", "sample-col-trips"));
    }

    @Test
    void aScaleThatIsNoNumberIsRefused() {
        show("s7-patron-address.docshape");
        interact(() -> lookup("#sample-scale").queryAs(TextField.class).setText("lots"));
        clickOn("#sample-generate");
        assertEquals("The scale must be a positive number (0.001 = one in a thousand), not 'lots'", status());
        assertFalse(folder.resolve("sample.db").toFile().exists(), "nothing was written");
    }

    @Test
    void aRenamedProjectKeepsItsSampleData() {
        Project saved = Examples.load("s7-patron-address.docshape").withId("0c4e8f3a-5b7d-4e21-9a6f-2d8b1c3e5f70");
        show(saved);
        clickOn("#sample-generate");
        assertTrue(status().contains("documents in"), status());
        interact(() -> stage.hide());

        show(saved.withName("Library members"));
        clickOn("#sample-generate");
        assertTrue(status().contains("documents in"), "generating again after the rename: " + status());
        assertFalse(vm.browser().state().documents().isEmpty(), "the stored documents are browsed: " + vm.browser().state().problem().get());
    }

    @Test
    void theStoreOfAnotherProjectIsRefusedWithAClearMessage() {
        Project saved = Examples.load("s7-patron-address.docshape").withId("0c4e8f3a-5b7d-4e21-9a6f-2d8b1c3e5f70");
        show(saved);
        clickOn("#sample-generate");
        interact(() -> stage.hide());

        show(saved.withId("9a1b2c3d-0000-4000-8000-000000000000"));
        clickOn("#sample-generate");
        assertTrue(status().contains("holds the sample data of another project"), status());
    }

    @Test
    void theStoreBelongsToTheProject() throws Exception {
        show("s7-patron-address.docshape");
        clickOn("#sample-generate");
        try (SampleStore store = SampleStore.open(folder.resolve("sample.db"), SampleData.projectId(project()))) {
            assertEquals("embedded", store.metadata().orElseThrow().design());
        }
    }
}
