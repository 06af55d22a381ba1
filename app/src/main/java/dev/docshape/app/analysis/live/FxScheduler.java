package dev.docshape.app.analysis.live;

import javafx.animation.PauseTransition;
import javafx.util.Duration;

/** Schedules on the JavaFX application thread with a {@link PauseTransition}; call it on that thread. */
public final class FxScheduler implements Scheduler {

    @Override
    public Cancellable schedule(java.time.Duration delay, Runnable task) {
        PauseTransition pause = new PauseTransition(Duration.millis(delay.toNanos() / 1e6));
        pause.setOnFinished(e -> task.run());
        pause.play();
        return pause::stop;
    }

    @Override
    public long nanoTime() {
        return System.nanoTime();
    }
}
