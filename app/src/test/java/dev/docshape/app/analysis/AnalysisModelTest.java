package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.HistorySource;
import dev.docshape.app.designer.testing.ScriptedDialogs;
import dev.docshape.app.analysis.live.Scheduler;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shared analysis: recomputed off the UI thread after each change, newest revision only. */
class AnalysisModelTest {
    private final Deque<Runnable> background = new ArrayDeque<>();
    private final Deque<Runnable> ui = new ArrayDeque<>();
    private final Executor now = Runnable::run;
    private final HistorySource source = new HistorySource(Examples.load("s7-patron-address.docshape"));
    private final AnalysisModel model = new AnalysisModel(source.projectSource(), CanvasSelection.simple(),
            new AnalysisServices(TaskRunner.direct().withLane(TaskRunner.Lane.ANALYSIS, background::add).withUi(ui::add),
                    Scheduler.immediate(), Duration.ZERO, new ScriptedDialogs()));

    private static void drain(Deque<Runnable> queue) {
        while (!queue.isEmpty()) queue.poll().run();
    }

    @Test
    void nothingIsComputedOnTheCallingThread() {
        assertNull(model.current(), "the first analysis waits for the worker");
        assertTrue(model.state().pending().get());
        drain(background);
        drain(ui);
        assertEquals(1, model.current().estimate().pattern("read-patron-with-address").orElseThrow().roundTrips());
        assertFalse(model.state().pending().get());
    }

    @Test
    void aResultForAnOlderRevisionNeverReplacesANewerOne() {
        drain(background);
        drain(ui);
        var first = model.current();
        source.execute(Edits.setActiveDesign(source.project(), "referenced"));
        background.poll().run(); // the referenced design computed, waiting to be handed over
        source.undo();           // back to embedded before it arrives
        drain(ui);
        assertSame(first, model.current(), "the referenced result arrived after the undo and was dropped");
        drain(background);
        drain(ui);
        assertEquals("embedded", model.current().project().activeDesign());
        assertEquals(1, model.current().estimate().pattern("read-patron-with-address").orElseThrow().roundTrips());
    }

    @Test
    void switchingTheProfileRecomputesAndKeepsThePreviousForTheMoves() {
        drain(background);
        drain(ui);
        var mongo = model.current();
        model.profileProperty().set(Profile.cosmos());
        drain(background);
        drain(ui);
        assertEquals(Profile.cosmos(), model.current().profile());
        assertSame(mongo, model.state().previous().get());
    }

    @Test
    void aFailureIsShownInWordsAndTheLastGoodAnalysisStays() {
        AnalysisModel failing = new AnalysisModel(source.projectSource(), CanvasSelection.simple(),
                AnalysisServices.direct(new ScriptedDialogs()), (revision, project, profile) -> {
                    throw new IllegalStateException("estimator exploded");
                });
        assertNull(failing.current());
        assertEquals("The figures could not be computed: estimator exploded", failing.state().failure().get());
    }
}
