package dev.docshape.app.analysis;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.sample.SampleDataView;
import dev.docshape.app.analysis.sample.SampleDataViewModel;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.WorkerPanelTestBase;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.store.SampleStore;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Generation runs on a worker thread with progress; Cancel stops it and leaves the store as it was. */
class SampleCancelTest extends WorkerPanelTestBase {
    @TempDir
    Path folder;
    private SampleDataViewModel vm;

    @Test
    void cancellingAGenerationKeepsThePreviousData() throws Exception {
        Path store = folder.resolve("sample.db");
        open(Examples.load("s1-person-contacts.docshape"), a -> {
            vm = new SampleDataViewModel(a, () -> store);
            return PanelViews.samples(vm);
        }, 720, 640);
        clickOn("#sample-generate");
        FxWait.until("the sample job stopped", () -> !vm.job().runningProperty().get());
        long before = personCount(store);
        assertEquals(1000, before, "one in a thousand of a million persons");

        interact(() -> vm.state().scale().set("0.5"));
        clickOn("#sample-generate");
        FxWait.until("the sample job under way", () -> vm.job().progressProperty().get() > 0);
        assertTrue(lookup("#sample-progress").queryAs(ProgressBar.class).isVisible());
        assertTrue(lookup("#sample-status").queryAs(Label.class).getText().startsWith("Writing documents"),
                lookup("#sample-status").queryAs(Label.class).getText());
        clickOn("#sample-cancel");
        FxWait.until("the sample job stopped", () -> !vm.job().runningProperty().get());
        assertEquals("Cancelled. The store was left as it was before.", lookup("#sample-status").queryAs(Label.class).getText());
        assertEquals(before, personCount(store));
        worker.shutdownNow();
    }

    private long personCount(Path store) {
        try (SampleStore s = SampleStore.open(store, SampleData.projectId(Examples.load("s1-person-contacts.docshape")))) {
            return s.read(snapshot -> snapshot.count("Person"));
        }
    }
}
