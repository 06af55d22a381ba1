package dev.docshape.app.analysis.testing;

import dev.docshape.app.analysis.AnalysisServices;
import dev.docshape.app.analysis.live.Scheduler;
import dev.docshape.app.ui.tasks.TaskRunner;
import javafx.application.Platform;
import org.junit.jupiter.api.AfterEach;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** A panel whose jobs run on a real worker thread (to see progress and Cancel), the rest at once. */
public abstract class WorkerPanelTestBase extends PanelTestBase {
    protected final ExecutorService worker = Executors.newSingleThreadExecutor();

    @Override
    protected AnalysisServices services() {
        return new AnalysisServices(TaskRunner.direct().withUi(Platform::runLater).withLane(TaskRunner.Lane.JOBS, worker),
                Scheduler.immediate(), Duration.ZERO, dialogs);
    }

    @AfterEach
    void stopWorker() {
        worker.shutdownNow();
    }
}
