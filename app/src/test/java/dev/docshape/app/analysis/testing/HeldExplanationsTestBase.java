package dev.docshape.app.analysis.testing;

import dev.docshape.app.analysis.AnalysisServices;
import dev.docshape.app.analysis.live.Scheduler;
import dev.docshape.app.ui.tasks.HeldLane;
import dev.docshape.app.ui.tasks.TaskRunner;
import javafx.application.Platform;

import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A search panel whose first job (the search) runs on the worker and whose later jobs (the explanations of its
 * proposals, decision 0489) wait in {@link #explanations} until the test releases them: the test sees the list before
 * any row is explained.
 */
public abstract class HeldExplanationsTestBase extends WorkerPanelTestBase {
    protected final HeldLane explanations = new HeldLane();
    private final AtomicInteger jobs = new AtomicInteger();

    @Override
    protected AnalysisServices services() {
        Executor searchNowExplainLater = work -> {
            if (jobs.getAndIncrement() == 0) worker.execute(work);
            else explanations.execute(work);
        };
        return new AnalysisServices(TaskRunner.direct().withUi(Platform::runLater).withLane(TaskRunner.Lane.JOBS, searchNowExplainLater),
                Scheduler.immediate(), Duration.ZERO, dialogs);
    }
}
