package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Project;
import javafx.scene.Node;
import javafx.scene.control.ProgressBar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A long import shows its progress in the wizard; Cancel stops it, closes the wizard and leaves the current work alone. */
class ImportCancelJourneyTest extends ImportTestBase {
    private final ExecutorService worker = Executors.newSingleThreadExecutor();

    @Override
    protected DesignerServices services() {
        return servicesWithJobsOn(worker);
    }

    @AfterEach
    void stopWorker() {
        worker.shutdownNow();
    }

    @Test
    void cancelStopsALongImport() throws Exception {
        Path big = home.resolve("events.ndjson");
        try (BufferedWriter out = Files.newBufferedWriter(big)) {
            for (int i = 0; i < 1_500_000; i++) {
                out.write("{\"_id\":" + i + ",\"kind\":\"click\",\"at\":" + (1_700_000_000L + i) + ",\"tags\":[\"a\",\"b\"],\"where\":{\"x\":" + (i % 640) + ",\"y\":3}}\n");
            }
        }
        show(Models.blog());
        Project before = project();
        dialogs.importAnswers.add(List.of(big));
        menu("JSON Documents…");
        FxWait.until("the import under way", () -> lookup("#import-progress").tryQuery()
                .map(n -> ((ProgressBar) n).getProgress() > 0).orElse(false));
        clickOn("#import-cancel");
        FxWait.until("the import wizard closed", () -> {
            Optional<Node> wizard = lookup("#import-wizard").tryQuery();
            return wizard.isEmpty() || wizard.get().getScene().getWindow() == null || !wizard.get().getScene().getWindow().isShowing();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before, project(), "nothing was made");
        assertTrue(dialogs.errors().isEmpty(), dialogs.shown.toString());
    }
}
