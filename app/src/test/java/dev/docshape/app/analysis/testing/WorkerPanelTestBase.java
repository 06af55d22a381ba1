package dev.docshape.app.analysis.testing;

import dev.docshape.app.analysis.AnalysisServices;
import dev.docshape.app.analysis.live.Scheduler;
import dev.docshape.app.ui.tasks.TaskRunner;
import javafx.application.Platform;
import org.junit.jupiter.api.AfterEach;
import org.testfx.util.WaitForAsyncUtils;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

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

    /** Waits, generously for a loaded machine, until the condition, read on the UI thread, holds. */
    protected void waitUntil(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> {
            boolean[] result = new boolean[1];
            interact(() -> result[0] = condition.getAsBoolean());
            return result[0];
        });
    }
}
