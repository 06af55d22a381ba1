package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.storage.testing.WireServer;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Analysis > Run on MongoDB…: Cancel while the job runs stops it and says what it left in the database. */
class RunOnMongoCancelJourneyTest extends DesignerTestBase {
    @RegisterExtension
    static final WireServer server = new WireServer();

    private final ExecutorService worker = Executors.newSingleThreadExecutor();
    private final CountDownLatch release = new CountDownLatch(1);

    @Override
    protected DesignerServices services() {
        return servicesWithJobsOn(worker);
    }

    @AfterEach
    void stopWorker() {
        release.countDown();
        worker.shutdownNow();
    }

    private String status() {
        return lookup("#mongo-run-status").queryAs(Label.class).getText();
    }

    @Test
    void cancelStopsTheRunAndSaysWhatWasLeft() throws Exception {
        show(Examples.load("s6-authors-books-hybrid.docshape"));
        clickOn("Analysis");
        clickOn("Run on MongoDB…");
        clickOn("#mongo-run-uri");
        push(KeyCode.SHORTCUT, KeyCode.A);
        write(server.uri());
        // the job lane is busy with something else until the user has clicked Cancel
        worker.execute(() -> {
            try {
                release.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        dialogs.confirmAnswers.add(true);
        clickOn("#mongo-run-start");
        assertTrue(lookup("#mongo-run-start").query().isDisabled(), "running: Push and Measure is off");
        assertTrue(lookup("#mongo-run-progress").query().isVisible(), "progress is shown");
        clickOn("#mongo-run-cancel");
        release.countDown();
        FxWait.until("the status 'Cancelled'", () -> status().startsWith("Cancelled"));
        assertTrue(status().contains("database 'docshape'"), status());
        assertEquals(0, lookup("#mongo-run-measured").queryAs(TableView.class).getItems().size(), "nothing measured");
        assertTrue(!lookup("#mongo-run-start").query().isDisabled(), "Push and Measure is on again");
        assertTrue(dialogs.errors().isEmpty(), dialogs.shown.toString());
    }
}
